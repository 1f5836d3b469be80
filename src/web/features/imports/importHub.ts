import type { ImportStatus } from '@/shared/imports';
import type { RootState } from '@/web/app/store';

/**
 * What the import page reads of the real-time hub (features/hub), handed in by the app's route table:
 * a feature does not import another's internals. Whether the hub is connected (else the page polls),
 * and the latest pushed status of an import.
 */
export interface ImportHub {
  selectHubConnected: (state: RootState) => boolean;
  selectImportStatus: (state: RootState, importId: number) => ImportStatus | undefined;
}
