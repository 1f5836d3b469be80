import {
  KIND_BASICS,
  kindParams,
  RECORD_KIND_NAMES,
  type KindPage,
  type KindRouteName,
  type KindRoutesDeclaration,
  type RecordKindName,
  type TaskRouteName,
} from '@/shared/records/kindBasics';
import { BULK_RESULT_PATH } from '@/shared/bulk';

/**
 * Every route of SPEC §2, by name. The record kinds' routes are derived from their declarations
 * (KIND_BASICS in src/shared/records/kindBasics.ts) and named '<kind>.<page>' ('entity.list',
 * 'location.create', 'service.editInEntity') and 'tasks.<kind>'; the others are written here. The name is the route's identity (route handles, menu, page
 * titles as `route.<name>` i18n keys); the path is the exact Portuguese URL the spec fixes, with
 * react-router's `:param` and `:param?` for the spec's `{param}` and `{param?}`.
 *
 * Names of settings pages start with 'settings' so that the Settings submenu opens by itself on them
 * (SPEC §2.10: "when the current route name contains 'settings'"); Import sits under Settings in the
 * menu, so its route is named 'settings.import' although its path is /importacao.
 */
const FIXED_ROUTE_PATHS = {
  home: '/',
  login: '/backoffice/login',
  authCallback: '/authcallback',
  'tasks.list': '/tarefas',
  // 'O meu trabalho' (issue 30 §2): one section of the home page's panel, whole.
  myWork: '/meu-trabalho/:section',
  'bulk.result': BULK_RESULT_PATH,

  organic: '/organica',
  'organic.treeview': '/treeview',
  reports: '/relatorios',
  changePassword: '/alterarpalavrapasse',
  test: '/teste',

  'settings.profiles': '/configuracoes/perfis',
  'settings.profileCreate': '/configuracoes/perfil',
  'settings.profileEdit': '/configuracoes/perfil/:profileId',
  'settings.profileDetail': '/configuracoes/perfil/:profileId/detalhe',
  'settings.users': '/configuracoes/utilizadores',
  'settings.userCreate': '/configuracoes/utilizador',
  'settings.userEdit': '/configuracoes/utilizador/:userId',
  'settings.economicActivities': '/configuracoes/atividadeseconomica',
  'settings.economicActivityEdit': '/configuracoes/atividadeeconomica/:economicActivityId',
  'settings.legislations': '/configuracoes/legislacoes',
  'settings.legislationEdit': '/configuracoes/legislacao/:legislationId',
  'settings.legislationCreate': '/configuracoes/legislacao',
  'settings.refusalTypes': '/configuracoes/tiposderecusa',
  'settings.refusalTypeEdit': '/configuracoes/tiposderecusa/:refusalTypeId',
  'settings.refusalTypeCreate': '/configuracoes/tipoderecusa',
  'settings.parameters': '/configuracoes/parametros',
  'settings.parameterEdit': '/configuracoes/parametro/:parameterId',
  'settings.objectParameters': '/configuracoes/parametrosobjetos',
  'settings.groupManagement': '/configuracoes/gestaoagrupamentos',
  'settings.openData': '/configuracoes/dadosabertos',
  // The audit view (issue 31 §4): under Settings, for the administrator.
  'settings.audit': '/configuracoes/auditoria',
  'settings.import': '/importacao',

  notFound: '*',
} as const;

const optional = (tails: readonly string[] = []) => tails.map((tail) => `/:${tail}?`).join('');

/**
 * The routes of one kind, in the order the router must try them: the entity's edit route before its
 * sub-entity route (both explode to /entidade/:id/:version/:x and react-router keeps declaration order
 * between equally ranked paths, so one extra segment is the organic origin).
 */
export function kindRoutePaths<K extends RecordKindName>(kind: K): [`${K}.${KindPage<K>}`, string][] {
  const routes: KindRoutesDeclaration = KIND_BASICS[kind].routes;
  const ids = (params: { id: string; version: string }) => `/:${params.id}/:${params.version}`;
  const one = `/${routes.segment}${ids(kindParams(kind))}`;
  const parentParams = (prefix: string) => {
    const parent = kindParams(kind, prefix);
    return [parent.id, parent.version];
  };
  const entity = KIND_BASICS.entity.routes;
  const pages: [string, string | false | undefined][] = [
    ['list', `/${routes.listSegment}`],
    ['create', routes.create && `/${routes.segment}`],
    ['edit', one + optional(routes.editTails)],
    ['editSub', routes.child && one + optional([...parentParams(routes.child.paramPrefix), ...routes.child.tails])],
    ['detail', `${one}/detalhe${optional(routes.detailTails)}`],
    ['searchDetail', `/pesquisa${one}/detalhe`],
    // A static last segment: the router ranks it above the edit route's optional {organicOrigin?}.
    ['preview', `${one}/previsualizar`],
    ['editInEntity', routes.inEntity && `/${entity.segment}${ids(kindParams('entity'))}${one}${optional(routes.inEntity.tails)}`],
  ];
  return pages.filter((page): page is [string, string] => typeof page[1] === 'string').map(([page, path]) => [`${kind}.${page}` as `${K}.${KindPage<K>}`, path]);
}

/** /tarefas/{segment}/{id}/{version}/detalhe (SPEC §2.2), for the kinds with a task route. */
export function taskRoutePath(kind: RecordKindName): [TaskRouteName, string] | null {
  const routes: KindRoutesDeclaration = KIND_BASICS[kind].routes;
  const { id, version } = kindParams(kind);
  return routes.task ? [`tasks.${kind}` as TaskRouteName, `/tarefas/${routes.segment}/:${id}/:${version}/detalhe`] : null;
}

export const ROUTE_PATHS: typeof FIXED_ROUTE_PATHS & Readonly<Record<KindRouteName | TaskRouteName, string>> = {
  ...FIXED_ROUTE_PATHS,
  ...(Object.fromEntries([
    ...RECORD_KIND_NAMES.flatMap((kind) => kindRoutePaths(kind)),
    ...RECORD_KIND_NAMES.flatMap((kind) => {
      const task = taskRoutePath(kind);
      return task ? [task] : [];
    }),
  ]) as Record<KindRouteName | TaskRouteName, string>),
};

export type RouteName = keyof typeof ROUTE_PATHS;

/** SPEC §2: "All routes need sign-in except the first three" (and the 404 page, which shows nothing). */
export const PUBLIC_ROUTES: readonly RouteName[] = ['home', 'login', 'authCallback', 'notFound'];

/** SPEC §2.10: the Settings submenu opens by itself when the route name contains 'settings'. */
export function isSettingsRoute(name: RouteName | undefined): boolean {
  return name !== undefined && name.includes('settings');
}
