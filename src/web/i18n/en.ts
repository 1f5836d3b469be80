import { bulkEn } from './bulk.en';
import { myWorkEn } from './myWork.en';
import { listsEn } from './lists.en';
import { undoEn } from './undo.en';
import { dragOrderEn } from './dragOrder.en';
import { presenceEn } from './presence.en';
import { previewEn } from './preview.en';
import { auditEn } from './audit.en';
import { componentsEn } from './components.en';
import { documentsEn } from './documents.en';
import { homeEn } from './home.en';
import { importsEn } from './imports.en';
import { openDataEn } from './openData.en';
import { locationsEn } from './locations.en';
import { mapEn } from './map.en';
import { notificationsEn } from './notifications.en';
import { organicEn } from './organic.en';
import { pointsOfCareEn } from './pointsOfCare.en';
import { recordsEn } from './records.en';
import { reportsEn } from './reports.en';
import { richTextEn } from './richText.en';
import { schedulingEn } from './scheduling.en';
import { servicesEn } from './services.en';
import { settingsEn } from './settings.en';
import { versionDiffEn } from './versionDiff.en';
import type { Dictionary } from './pt';

/** English texts: typed as Dictionary, so a key missing here is a compile error. */
export const en: Dictionary = {
  ...componentsEn,
  ...recordsEn,
  ...reportsEn,
  ...documentsEn,
  ...homeEn,
  ...importsEn,
  ...openDataEn,
  ...locationsEn,
  ...mapEn,
  ...notificationsEn,
  ...organicEn,
  ...pointsOfCareEn,
  ...richTextEn,
  ...schedulingEn,
  ...servicesEn,
  ...settingsEn,
  ...versionDiffEn,
  ...bulkEn,
  ...myWorkEn,
  ...listsEn,
  ...undoEn,
  ...dragOrderEn,
  ...presenceEn,
  ...previewEn,
  ...auditEn,
  'app.backoffice': 'Back office',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',
  'app.close': 'Close',

  'menu.label': 'Main menu',
  'menu.collapse': 'Collapse menu',
  'menu.expand': 'Expand menu',
  'menu.open': 'Open menu',
  'menu.home': 'Home',
  'menu.tasks': 'Tasks',
  'menu.entity': 'Entities',
  'menu.pointOfCare': 'Service points',
  'menu.location': 'Heritage',
  'menu.document': 'Documents',
  'menu.service': 'Services',
  'menu.organic': 'Organic',
  'menu.settings': 'Settings',
  'menu.reports': 'Reports',
  'menu.settings.profiles': 'Profiles',
  'menu.settings.users': 'Users',
  'menu.settings.parameters': 'Parameters',
  'menu.settings.economicActivity': 'Economic activity',
  'menu.settings.legislations': 'Legislations',
  'menu.settings.refusalTypes': 'Refusal types',
  'menu.settings.objectParameters': 'Object parameters',
  'menu.settings.import': 'Import',
  'menu.settings.groupManagement': 'Group management',
  'menu.settings.openData': 'Open data',
  'menu.settings.audit': 'Audit',

  'header.notifications': 'Notifications',
  'header.notificationsUnread': 'Notifications: {0} unread',
  'header.changePassword': 'Change password',
  'header.logout': 'Sign out',
  'header.signIn': 'Sign in',
  'header.language': 'Language',
  'header.languagePt': 'Português',
  'header.languageEn': 'English',
  'header.signedInAs': 'Signed in as {0}',

  'footer.logos': 'Responsible bodies',
  'footer.logoRegional': 'Government of the Azores',
  'footer.logoNational': 'Portuguese Republic',
  'footer.contact': 'Contact',
  'footer.version': 'Version {0}',

  'session.signInToOpen': 'Sign in to open this page; once signed in, you are taken to it.',
  'session.expiredSignIn': 'Your session has ended. Sign in to carry on with this page.',
  'login.title': 'Sign in',
  'login.intro': 'Access the catalogue back office with your credentials.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.or': 'or',
  'login.regional': 'Sign in with GRA authentication',
  'login.regionalUnavailable': 'GRA authentication unavailable at the moment',
  'login.backHome': 'Back to the home page',
  'login.botCheck': 'Security check',
  'login.settingsUnavailable': 'The sign-in settings could not be loaded. Try again later.',
  'login.insecureContext': 'This connection cannot encrypt the password. Open the back office over HTTPS.',

  'password.show': 'Show password',

  'changePassword.title': 'Change password',
  'changePassword.intro': 'The new password must have at least {0} characters.',
  'changePassword.required': 'You must change your password before going on.',
  'changePassword.current': 'Current password',
  'changePassword.new': 'New password',
  'changePassword.confirm': 'Confirm password',
  'changePassword.save': 'Save',
  'changePassword.success': 'Password changed successfully.',
  'changePassword.sameAsCurrent': 'The new password must differ from the current one.',
  'recordEdit.publishedNotice':
    'You are editing the published version ({0}): saving creates a new draft version ({1}). Version {0} stays published until the new one is published.',

  'authCallback.working': 'Completing the sign-in…',

  'home.welcome': 'Welcome to the {0}',
  'home.intro': 'Search the catalogue’s entities, services, points of care, documents and heritage.',
  'home.search.title': 'Search',
  'home.search.name': 'Name',
  'home.search.code': 'Code',
  'home.search.kind': 'Object type',
  'home.search.anyKind': 'All',
  'home.search.organization': 'Entity',
  'home.search.submit': 'Search',
  'home.search.clear': 'Clear',

  'table.empty': 'There are no items to show',

  'page.underConstruction': 'Under construction',
  'page.underConstructionText': 'This page is still under construction.',
  'page.notFound': 'Page not found',
  'page.notFoundText': 'The requested address does not exist in the back office.',
  'page.goHome': 'Go to the home page',
  'page.error': 'Something went wrong',
  'page.errorText': 'This page could not be shown.',
  'page.reload': 'Reload the page',

  'route.home': 'Home',
  'route.login': 'Sign in',
  'route.authCallback': 'Authentication',
  'route.organic': 'Organic',
  'route.organic.treeview': 'Organic',
  'route.reports': 'Reports',
  'route.myWork': 'My work',
  'route.changePassword': 'Change password',
  'route.test': 'Test',
  'route.notFound': 'Page not found',
};
