import Block from '@mui/icons-material/Block';
import Category from '@mui/icons-material/Category';
import FactCheck from '@mui/icons-material/FactCheck';
import Gavel from '@mui/icons-material/Gavel';
import ListAlt from '@mui/icons-material/ListAlt';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Public from '@mui/icons-material/Public';
import People from '@mui/icons-material/People';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import Workspaces from '@mui/icons-material/Workspaces';
import type { SettingsEntry } from '@/shared/permissions';
import type { MenuLink } from './menuItems';

/** The Settings submenu's entries (SPEC §2.10); with their icons, loaded with the submenu (SettingsSubmenu). */
export const SETTINGS_LINKS: Readonly<Record<SettingsEntry, MenuLink>> = {
  profiles: { route: 'settings.profiles', icon: ManageAccounts, activeFor: ['settings.profiles', 'settings.profileCreate', 'settings.profileEdit', 'settings.profileDetail'] },
  users: { route: 'settings.users', icon: People, activeFor: ['settings.users', 'settings.userCreate', 'settings.userEdit'] },
  parameters: { route: 'settings.parameters', icon: Tune, activeFor: ['settings.parameters', 'settings.parameterEdit'] },
  economicActivity: { route: 'settings.economicActivities', icon: Category, activeFor: ['settings.economicActivities', 'settings.economicActivityEdit'] },
  legislations: { route: 'settings.legislations', icon: Gavel, activeFor: ['settings.legislations', 'settings.legislationEdit', 'settings.legislationCreate'] },
  refusalTypes: { route: 'settings.refusalTypes', icon: Block, activeFor: ['settings.refusalTypes', 'settings.refusalTypeEdit', 'settings.refusalTypeCreate'] },
  objectParameters: { route: 'settings.objectParameters', icon: ListAlt, activeFor: ['settings.objectParameters'] },
  import: { route: 'settings.import', icon: UploadFile, activeFor: ['settings.import'] },
  groupManagement: { route: 'settings.groupManagement', icon: Workspaces, activeFor: ['settings.groupManagement'] },
  openData: { route: 'settings.openData', icon: Public, activeFor: ['settings.openData'] },
  audit: { route: 'settings.audit', icon: FactCheck, activeFor: ['settings.audit'] },
};
