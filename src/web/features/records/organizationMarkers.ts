import { RecordState } from '@/shared/recordStates';
import type { OrganizationOption } from '@/shared/records/contract';
import type { MessageKey } from '@/web/i18n/pt';

export type OrganizationMarker = 'published' | 'submitted' | 'folder';

/**
 * SPEC §4: in the organisation picker, published, folder and submitted records carry coloured markers
 * (dark enough for text contrast on white: the colour is never the only carrier of meaning).
 */
export const MARKERS: Readonly<Record<OrganizationMarker, { color: string; label: MessageKey }>> = {
  published: { color: '#1e6b34', label: 'entity.picker.published' },
  submitted: { color: '#8a5300', label: 'entity.picker.submitted' },
  folder: { color: '#4a5561', label: 'entity.picker.folder' },
};

export function markerOf(option: Pick<OrganizationOption, 'state' | 'isFolder'>): OrganizationMarker {
  if (option.isFolder) return 'folder';
  if (option.state === RecordState.Published) return 'published';
  return 'submitted';
}
