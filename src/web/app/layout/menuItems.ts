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
import { KIND_BASICS, RECORD_KIND_NAMES, type RecordKindName } from '@/shared/records/kindBasics';
import { kindRoutePaths, taskRoutePath, type RouteName } from '../routePaths';

/** A menu link: where it goes, its icon, and the routes under it that keep it highlighted. */
export interface MenuLink {
  route: RouteName;
  icon: typeof SvgIcon;
  activeFor: readonly RouteName[];
}

/** The icon of each record kind's menu entry (the only thing of a kind the menu does not take from KIND_BASICS). */
const KIND_ICONS: Readonly<Record<RecordKindName, typeof SvgIcon>> = {
  entity: AccountBalance,
  service: MiscellaneousServices,
  pointOfCare: Storefront,
  document: Description,
  location: Museum,
};

const routeNamesOf = (kind: RecordKindName): RouteName[] => kindRoutePaths(kind).map(([name]) => name);

/**
 * A kind's entry goes to its list and stays highlighted on every route of the kind and, for the entity,
 * on the other kinds' routes nested under /entidade/… (SPEC §2.3).
 */
function kindLink(kind: RecordKindName): MenuLink {
  const nested = kind === 'entity' ? RECORD_KIND_NAMES.filter((k) => 'inEntity' in KIND_BASICS[k].routes).map((k) => `${k}.editInEntity` as RouteName) : [];
  return { route: `${kind}.list`, icon: KIND_ICONS[kind], activeFor: [...routeNamesOf(kind).filter((name) => !name.endsWith('.editInEntity')), ...nested] };
}

/** The entries of SPEC §2.10 other than the Settings group, which opens a submenu instead. */
export const MENU_LINKS: Readonly<Record<Exclude<MenuEntry, 'settings'>, MenuLink>> = {
  home: { route: 'home', icon: Home, activeFor: ['home'] },
  tasks: { route: 'tasks.list', icon: Assignment, activeFor: ['tasks.list', ...RECORD_KIND_NAMES.flatMap((kind) => taskRoutePath(kind)?.[0] ?? [])] },
  ...(Object.fromEntries(RECORD_KIND_NAMES.map((kind) => [kind, kindLink(kind)])) as Record<RecordKindName, MenuLink>),
  organic: { route: 'organic', icon: AccountTree, activeFor: ['organic', 'organic.treeview'] },
  reports: { route: 'reports', icon: Assessment, activeFor: ['reports'] },
};
