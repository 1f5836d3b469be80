/** The link of a version's public preview page (/{segment}/{id}/{version}/previsualizar: routePaths.ts, page 'preview'). */
import { generatePath } from 'react-router-dom';
import { kindParams, type RecordKindName } from '@/shared/records/kindBasics';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';

export function previewRoute(kind: RecordKindName, id: number, version: number): string {
  const names = kindParams(kind);
  return generatePath(ROUTE_PATHS[`${kind}.preview` as RouteName], { [names.id]: String(id), [names.version]: String(version) });
}
