import { RecordListPage } from '@/web/features/records/RecordListPage';
import { useT } from '@/web/i18n/useT';
import { entityUi } from './entityUi';

/** /entidades (SPEC §2.3). */
export function EntityListPage() {
  const t = useT();
  return <RecordListPage ui={entityUi} emptyText={t('entity.list.empty')} />;
}
