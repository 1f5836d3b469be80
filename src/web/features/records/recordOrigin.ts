/**
 * The back links' side of recordOriginStore.ts: their texts, and keeping the organic tree's origin on the
 * way out of a page reached from it.
 */
import { matchPath, useParams } from 'react-router-dom';
import type { Language } from '@/shared/errors';
import { KIND_BASICS, OWNER_KIND, RECORD_KIND_NAMES, type KindRoutesDeclaration } from '@/shared/records/kindBasics';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import type { Translate } from '@/web/i18n/useT';
import type { ReturnPlace } from './recordOriginStore';
import { ORGANIC_ORIGIN_PARAM } from './recordRoutes';
import { backToRecordText } from './recordTexts';

/**
 * On a page reached from the organic tree (its route's {organicOrigin?} is set), a function that keeps that
 * origin on the way out: a record's detail gets the segment back (its back link then returns to the tree),
 * a kind's list becomes the tree itself. Elsewhere it changes nothing. For the edit page's 'Cancelar' and
 * the detail it opens after saving (issue 29 §12: the edit routes' {organicOrigin?} did nothing).
 */
export function useKeepOrganicOrigin(): (to: string) => string {
  const organicOrigin = useParams()[ORGANIC_ORIGIN_PARAM];
  return (to) => (organicOrigin ? withOrganicOrigin(to, organicOrigin) : to);
}

/** `to` keeping the organic origin `organicOrigin` (see useKeepOrganicOrigin). */
export function withOrganicOrigin(to: string, organicOrigin: string): string {
  for (const kind of RECORD_KIND_NAMES) {
    const routes: KindRoutesDeclaration = KIND_BASICS[kind].routes;
    const detail = matchPath(ROUTE_PATHS[`${kind}.detail`], to);
    if (detail) {
      if (!routes.detailTails?.includes(ORGANIC_ORIGIN_PARAM) || detail.params[ORGANIC_ORIGIN_PARAM]) return to;
      return `${to}/${organicOrigin}`;
    }
    if (matchPath(ROUTE_PATHS[`${kind}.list`], to)) return ROUTE_PATHS.organic;
  }
  return to;
}

/** The back link's text for a place to return to. */
export function backLabel(place: ReturnPlace, t: Translate, language: Language): string {
  switch (place) {
    case 'list':
      return t('record.backToList');
    case 'owner':
      return backToRecordText(OWNER_KIND, language);
    case 'organic':
      return t('record.backToOrganic');
    case 'tasks':
      return t('record.backToTasks');
    case 'search':
      return t('record.backToSearch');
  }
}
