/**
 * Portuguese texts of the SPA: the source dictionary. Its keys are the type every other language
 * must fill completely (see en.ts). Texts of errors and validation live in src/shared, not here.
 * `{0}`, `{1}`… are filled by formatMessage.
 */
import { bulkPt } from './bulk.pt';
import { myWorkPt } from './myWork.pt';
import { listsPt } from './lists.pt';
import { undoPt } from './undo.pt';
import { dragOrderPt } from './dragOrder.pt';
import { presencePt } from './presence.pt';
import { previewPt } from './preview.pt';
import { auditPt } from './audit.pt';
import { componentsPt } from './components.pt';
import { documentsPt } from './documents.pt';
import { homePt } from './home.pt';
import { importsPt } from './imports.pt';
import { openDataPt } from './openData.pt';
import { locationsPt } from './locations.pt';
import { mapPt } from './map.pt';
import { notificationsPt } from './notifications.pt';
import { organicPt } from './organic.pt';
import { pointsOfCarePt } from './pointsOfCare.pt';
import { recordsPt } from './records.pt';
import { reportsPt } from './reports.pt';
import { richTextPt } from './richText.pt';
import { schedulingPt } from './scheduling.pt';
import { servicesPt } from './services.pt';
import { settingsPt } from './settings.pt';
import { versionDiffPt } from './versionDiff.pt';

/**
 * The texts of the first screens and of the generic building blocks. The settings and record pages'
 * texts (settings.pt.ts, records.pt.ts) join them in useT.ts, in the browser when such a page is first
 * opened (see featureTexts.ts).
 */
export const ptCore = {
  ...componentsPt,
  'app.backoffice': 'Backoffice',
  'app.skipToContent': 'Saltar para o conteúdo',
  'app.loading': 'A carregar…',
  'app.close': 'Fechar',

  'menu.label': 'Menu principal',
  'menu.collapse': 'Recolher menu',
  'menu.expand': 'Expandir menu',
  'menu.open': 'Abrir menu',
  'menu.home': 'Início',
  'menu.tasks': 'Tarefas',
  'menu.entity': 'Entidades',
  'menu.pointOfCare': 'Pontos de atendimento',
  'menu.location': 'Património',
  'menu.document': 'Documentos',
  'menu.service': 'Serviços',
  'menu.organic': 'Orgânica',
  'menu.settings': 'Configurações',
  'menu.reports': 'Relatórios',
  'menu.settings.profiles': 'Perfis',
  'menu.settings.users': 'Utilizadores',
  'menu.settings.parameters': 'Parâmetros',
  'menu.settings.economicActivity': 'Atividade económica',
  'menu.settings.legislations': 'Legislações',
  'menu.settings.refusalTypes': 'Tipos de recusa',
  'menu.settings.objectParameters': 'Parâmetros de objetos',
  'menu.settings.import': 'Importação',
  'menu.settings.groupManagement': 'Gestão de agrupamentos',
  'menu.settings.openData': 'Dados abertos',
  'menu.settings.audit': 'Auditoria',

  'header.notifications': 'Notificações',
  'header.notificationsUnread': 'Notificações: {0} por ler',
  'header.changePassword': 'Alterar palavra-passe',
  'header.logout': 'Terminar sessão',
  'header.signIn': 'Entrar',
  'header.language': 'Idioma',
  'header.languagePt': 'Português',
  'header.languageEn': 'English',
  'header.signedInAs': 'Sessão iniciada como {0}',

  'footer.logos': 'Entidades responsáveis',
  'footer.logoRegional': 'Governo dos Açores',
  'footer.logoNational': 'República Portuguesa',
  'footer.contact': 'Contacto',
  'footer.version': 'Versão {0}',

  'session.signInToOpen': 'Inicie sessão para abrir esta página; depois de entrar, é levado até ela.',
  'session.expiredSignIn': 'A sua sessão terminou. Inicie sessão para continuar nesta página.',
  'login.title': 'Iniciar sessão',
  'login.intro': 'Aceda ao backoffice do catálogo com as suas credenciais.',
  'login.username': 'Utilizador',
  'login.password': 'Palavra-passe',
  'login.submit': 'Entrar',
  'login.or': 'ou',
  'login.regional': 'Entrar com autenticação GRA',
  'login.regionalUnavailable': 'Autenticação GRA indisponível de momento',
  'login.backHome': 'Voltar à página inicial',
  'login.botCheck': 'Verificação de segurança',
  'login.settingsUnavailable': 'Não foi possível obter as definições de início de sessão. Tente novamente mais tarde.',
  'login.insecureContext': 'Esta ligação não permite cifrar a palavra-passe. Aceda ao backoffice através de HTTPS.',

  'password.show': 'Mostrar palavra-passe',

  'changePassword.title': 'Alterar palavra-passe',
  'changePassword.intro': 'A nova palavra-passe deve ter no mínimo {0} caracteres.',
  'changePassword.required': 'Tem de alterar a sua palavra-passe antes de continuar.',
  'changePassword.current': 'Palavra-passe atual',
  'changePassword.new': 'Nova palavra-passe',
  'changePassword.confirm': 'Confirmar palavra-passe',
  'changePassword.save': 'Guardar',
  'changePassword.success': 'Palavra-passe alterada com sucesso.',
  'changePassword.sameAsCurrent': 'A nova palavra-passe deve ser diferente da atual.',
  'recordEdit.publishedNotice':
    'Está a editar a versão publicada ({0}): ao guardar, é criada uma nova versão ({1}) em rascunho. A versão {0} continua publicada até a nova ser publicada.',

  'authCallback.working': 'A concluir a autenticação…',

  'home.welcome': 'Bem-vindo ao {0}',
  'home.intro': 'Pesquise entidades, serviços, pontos de atendimento, documentos e património do catálogo.',
  'home.search.title': 'Pesquisa',
  'home.search.name': 'Designação',
  'home.search.code': 'Código',
  'home.search.kind': 'Tipo de objeto',
  'home.search.anyKind': 'Todos',
  'home.search.organization': 'Entidade',
  'home.search.submit': 'Pesquisar',
  'home.search.clear': 'Limpar',

  'table.empty': 'Não existem items para mostrar',

  'page.underConstruction': 'Em construção',
  'page.underConstructionText': 'Esta página ainda está em construção.',
  'page.notFound': 'Página não encontrada',
  'page.notFoundText': 'O endereço pedido não existe no backoffice.',
  'page.goHome': 'Ir para o início',
  'page.error': 'Ocorreu um erro',
  'page.errorText': 'Não foi possível apresentar esta página.',
  'page.reload': 'Recarregar a página',

  'route.home': 'Início',
  'route.login': 'Iniciar sessão',
  'route.authCallback': 'Autenticação',
  'route.organic': 'Orgânica',
  'route.organic.treeview': 'Orgânica',
  'route.reports': 'Relatórios',
  'route.myWork': 'O meu trabalho',
  'route.changePassword': 'Alterar palavra-passe',
  'route.test': 'Teste',
  'route.notFound': 'Página não encontrada',
} as const satisfies Record<string, string>;

/**
 * Every Portuguese text (tests, browser specs). The bundle does not use it, so it keeps the page texts
 * apart: pure calls terser may drop (a spread it may not), nested because Object.assign's types stop at
 * three sources.
 */
export const pt = /*#__PURE__*/ Object.assign(
  {},
  ptCore,
  recordsPt,
  /*#__PURE__*/ Object.assign(
    {},
    /*#__PURE__*/ Object.assign({}, servicesPt, documentsPt, /*#__PURE__*/ Object.assign({}, settingsPt, richTextPt)),
    /*#__PURE__*/ Object.assign(
      {},
      locationsPt,
      pointsOfCarePt,
      /*#__PURE__*/ Object.assign(
        {},
        homePt,
        mapPt,
        /*#__PURE__*/ Object.assign(
          {},
          organicPt,
          reportsPt,
          /*#__PURE__*/ Object.assign(
            {},
            notificationsPt,
            importsPt,
            /*#__PURE__*/ Object.assign(
              {},
              schedulingPt,
              versionDiffPt,
              /*#__PURE__*/ Object.assign(
                {},
                openDataPt,
                bulkPt,
                /*#__PURE__*/ Object.assign(
                  {},
                  myWorkPt,
                  listsPt,
                  /*#__PURE__*/ Object.assign({}, undoPt, /*#__PURE__*/ Object.assign({}, dragOrderPt, presencePt), /*#__PURE__*/ Object.assign({}, previewPt, auditPt)),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  ),
);

export type MessageKey = keyof typeof pt;
/** What a language must provide: a text for every key of the Portuguese source. */
export type Dictionary = Readonly<Record<MessageKey, string>>;
