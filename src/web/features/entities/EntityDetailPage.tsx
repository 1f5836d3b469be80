import { RecordDetailPage } from '@/web/features/records/RecordDetailPage';
import { entityUi } from './entityUi';

/** /entidade/{id}/{version}/detalhe/{organicOrigin?} (SPEC §2.3). */
export function EntityDetailPage() {
  return <RecordDetailPage ui={entityUi} mode="detail" />;
}

/** /pesquisa/entidade/{id}/{version}/detalhe: the same detail, reached from the search. */
export function EntitySearchDetailPage() {
  return <RecordDetailPage ui={entityUi} mode="search" />;
}

/** /tarefas/entidade/{id}/{version}/detalhe: the pending decision and the changes against the published version. */
export function EntityTaskPage() {
  return <RecordDetailPage ui={entityUi} mode="task" />;
}
