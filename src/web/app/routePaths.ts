/**
 * Every route of SPEC §2, by name. The name is the route's identity (route handles, menu, page
 * titles as `route.<name>` i18n keys); the path is the exact Portuguese URL the spec fixes, with
 * react-router's `:param` and `:param?` for the spec's `{param}` and `{param?}`.
 *
 * Names of settings pages start with 'settings' so that the Settings submenu opens by itself on them
 * (SPEC §2.10: "when the current route name contains 'settings'"); Import sits under Settings in the
 * menu, so its route is named 'settings.import' although its path is /importacao.
 */
export const ROUTE_PATHS = {
  home: '/',
  login: '/backoffice/login',
  authCallback: '/authcallback',

  'tasks.list': '/tarefas',
  'tasks.entityDetail': '/tarefas/entidade/:organizationId/:organizationVersion/detalhe',
  'tasks.serviceDetail': '/tarefas/servico/:serviceId/:serviceVersion/detalhe',
  'tasks.pointOfCareDetail': '/tarefas/pontoatendimento/:pointOfCareId/:pointOfCareVersion/detalhe',
  'tasks.documentDetail': '/tarefas/documento/:documentId/:documentVersion/detalhe',

  'entities.list': '/entidades',
  // Declared before editSub on purpose: both explode to /entidade/:id/:version/:x and react-router
  // keeps declaration order between equally ranked paths, so one extra segment is the organic origin.
  'entities.edit': '/entidade/:organizationId/:organizationVersion/:organicOrigin?',
  'entities.editSub': '/entidade/:organizationId/:organizationVersion/:parentOrganizationId?/:parentOrganizationVersion?/:organicOrigin?',
  'entities.detail': '/entidade/:organizationId/:organizationVersion/detalhe/:organicOrigin?',
  'entities.searchDetail': '/pesquisa/entidade/:organizationId/:organizationVersion/detalhe',
  'entities.pointOfCare': '/entidade/:organizationId/:organizationVersion/pontoatendimento/:pointOfCareId/:pointOfCareVersion/:organicOrigin?',
  'entities.service': '/entidade/:organizationId/:organizationVersion/servico/:serviceId/:serviceVersion/:organicOrigin?',
  'entities.document': '/entidade/:organizationId/:organizationVersion/documento/:documentId/:documentVersion',

  'pointsOfCare.list': '/pontosatendimento',
  'pointsOfCare.edit': '/pontoatendimento/:pointOfCareId/:pointOfCareVersion',
  'pointsOfCare.detail': '/pontoatendimento/:pointOfCareId/:pointOfCareVersion/detalhe/:organicOrigin?/:association?',
  'pointsOfCare.searchDetail': '/pesquisa/pontoatendimento/:pointOfCareId/:pointOfCareVersion/detalhe',

  'heritage.list': '/patrimonios',
  'heritage.create': '/patrimonio',
  'heritage.edit': '/patrimonio/:locationId/:locationVersion',
  'heritage.detail': '/patrimonio/:locationId/:locationVersion/detalhe',
  'heritage.searchDetail': '/pesquisa/patrimonio/:locationId/:locationVersion/detalhe',

  'services.list': '/servicos',
  'services.edit': '/servico/:serviceId/:serviceVersion',
  'services.detail': '/servico/:serviceId/:serviceVersion/detalhe/:organicOrigin?',
  'services.searchDetail': '/pesquisa/servico/:serviceId/:serviceVersion/detalhe',

  'documents.list': '/documentos',
  'documents.create': '/documento',
  'documents.edit': '/documento/:documentId/:documentVersion',
  'documents.detail': '/documento/:documentId/:documentVersion/detalhe',
  'documents.searchDetail': '/pesquisa/documento/:documentId/:documentVersion/detalhe',

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
  'settings.import': '/importacao',

  notFound: '*',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** SPEC §2: "All routes need sign-in except the first three" (and the 404 page, which shows nothing). */
export const PUBLIC_ROUTES: readonly RouteName[] = ['home', 'login', 'authCallback', 'notFound'];

/** SPEC §2.10: the Settings submenu opens by itself when the route name contains 'settings'. */
export function isSettingsRoute(name: RouteName | undefined): boolean {
  return name !== undefined && name.includes('settings');
}
