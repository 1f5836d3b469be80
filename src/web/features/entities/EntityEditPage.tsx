import { RecordEditPage } from '@/web/features/records/RecordEditPage';
import { entityUi } from './entityUi';

/**
 * /entidade/{id}/{version}/{organicOrigin?} and the sub-entity route: edit a version, or with id 0
 * and version 0 create one (under {parentId}/{parentVersion} when given).
 */
export function EntityEditPage() {
  return <RecordEditPage ui={entityUi} />;
}
