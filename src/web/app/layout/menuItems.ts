import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountTree from '@mui/icons-material/AccountTree';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Description from '@mui/icons-material/Description';
import Home from '@mui/icons-material/Home';
import MiscellaneousServices from '@mui/icons-material/MiscellaneousServices';
import Museum from '@mui/icons-material/Museum';
import Storefront from '@mui/icons-material/Storefront';
import type { MenuEntry } from '@/shared/permissions';
import type { RouteName } from '../routePaths';

/** A menu link: where it goes, its icon, and the routes under it that keep it highlighted. */
export interface MenuLink {
  route: RouteName;
  icon: typeof SvgIcon;
  activeFor: readonly RouteName[];
}

/** The entries of SPEC §2.10 other than the Settings group, which opens a submenu instead. */
export const MENU_LINKS: Readonly<Record<Exclude<MenuEntry, 'settings'>, MenuLink>> = {
  home: { route: 'home', icon: Home, activeFor: ['home'] },
  tasks: {
    route: 'tasks.list',
    icon: Assignment,
    activeFor: ['tasks.list', 'tasks.entityDetail', 'tasks.serviceDetail', 'tasks.pointOfCareDetail', 'tasks.documentDetail'],
  },
  entities: {
    route: 'entities.list',
    icon: AccountBalance,
    activeFor: [
      'entities.list',
      'entities.edit',
      'entities.editSub',
      'entities.detail',
      'entities.searchDetail',
      'entities.pointOfCare',
      'entities.service',
      'entities.document',
    ],
  },
  servicePoints: {
    route: 'pointsOfCare.list',
    icon: Storefront,
    activeFor: ['pointsOfCare.list', 'pointsOfCare.edit', 'pointsOfCare.detail', 'pointsOfCare.searchDetail'],
  },
  heritage: {
    route: 'heritage.list',
    icon: Museum,
    activeFor: ['heritage.list', 'heritage.create', 'heritage.edit', 'heritage.detail', 'heritage.searchDetail'],
  },
  documents: {
    route: 'documents.list',
    icon: Description,
    activeFor: ['documents.list', 'documents.create', 'documents.edit', 'documents.detail', 'documents.searchDetail'],
  },
  services: { route: 'services.list', icon: MiscellaneousServices, activeFor: ['services.list', 'services.edit', 'services.detail', 'services.searchDetail'] },
  organic: { route: 'organic', icon: AccountTree, activeFor: ['organic', 'organic.treeview'] },
  reports: { route: 'reports', icon: Assessment, activeFor: ['reports'] },
};
