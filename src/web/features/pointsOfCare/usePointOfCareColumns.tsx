import type { RecordListItem } from '@/shared/records/contract';
import { POINT_OF_CARE_FIELD_LABELS } from '@/shared/records/pointOfCare';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { leadingRecordColumns, ownerColumn, trailingRecordColumns } from '@/web/features/records/recordListColumns';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The columns of the point-of-care list; sort keys are the server's (Code, Name, Abbreviation, State,
 * StartDate, Version). The host entity is the row's owner (organizationName); the channel type comes
 * from the row's `extra` when the server lists it.
 */
export function usePointOfCareColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const channelTypes = useReferenceOptions('channelType');
  const label = (field: keyof typeof POINT_OF_CARE_FIELD_LABELS) => POINT_OF_CARE_FIELD_LABELS[field][language];
  return [
    ...leadingRecordColumns('pointOfCare', label, ownerColumn('host', label('organizationId'))),
    {
      key: 'channelType',
      label: label('channelTypeId'),
      text: (r) => channelTypes.labelOf(typeof r.extra.channelTypeId === 'number' ? r.extra.channelTypeId : null),
      priority: 3,
    },
    ...trailingRecordColumns(t),
  ];
}
