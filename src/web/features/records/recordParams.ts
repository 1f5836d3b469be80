import { useParams } from 'react-router-dom';
import type { RecordKindUi } from './kindUi';

function toNumber(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

/**
 * The id and version of the route (named per kind: organizationId/organizationVersion …), and for a
 * new child the parent's. Id 0 and version 0 mean a new record (src/web/README.md).
 */
export function useRecordParams(ui: Pick<RecordKindUi, 'params'>) {
  const params = useParams();
  const id = toNumber(params[ui.params.id]);
  const version = toNumber(params[ui.params.version]);
  const parentId = ui.params.parentId ? toNumber(params[ui.params.parentId]) : null;
  const parentVersion = ui.params.parentVersion ? toNumber(params[ui.params.parentVersion]) : null;
  return { id, version, parentId, parentVersion, isNew: id === 0 && version === 0 };
}
