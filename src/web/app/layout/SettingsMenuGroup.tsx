import { lazy, Suspense, useEffect, useState } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Settings from '@mui/icons-material/Settings';
import type { SettingsEntry } from '@/shared/permissions';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { useT } from '@/web/i18n/useT';
import { isSettingsRoute, type RouteName } from '../routePaths';
import { MenuEntryButton, MenuEntryIcon, MenuEntryText } from './menuParts';
import { LazyTooltip } from '@/web/components/LazyTooltip';

interface SettingsMenuGroupProps {
  entries: readonly SettingsEntry[];
  current: RouteName | undefined;
  collapsed: boolean;
}

const SUBMENU_ID = 'settings-submenu';

// Fetched right after the first paint, so that opening the group shows its entries at once.
const loadSubmenu = () => import(/* webpackChunkName: "settings-submenu" */ './SettingsSubmenu');
const SettingsSubmenu = lazy(loadSubmenu);

/** The Settings entry: a button that opens its submenu, open by itself on a settings route (SPEC §2.10). */
export function SettingsMenuGroup({ entries, current, collapsed }: SettingsMenuGroupProps) {
  const t = useT();
  const onSettingsRoute = isSettingsRoute(current);
  const [open, setOpen] = useState(onSettingsRoute);
  // Arriving on a settings route opens the group; leaving one leaves it as the user had it.
  const [wasOnSettingsRoute, setWasOnSettingsRoute] = useState(onSettingsRoute);
  if (onSettingsRoute !== wasOnSettingsRoute) {
    setWasOnSettingsRoute(onSettingsRoute);
    if (onSettingsRoute) setOpen(true);
  }

  useEffect(() => {
    void loadSubmenu();
  }, []);

  const label = t('menu.settings');
  const toggle = (
    <MenuEntryButton
      component="div"
      className="MuiListItemButton-root"
      aria-expanded={open}
      aria-controls={SUBMENU_ID}
      onClick={() => setOpen((o) => !o)}
      sx={{ minHeight: 44 }}
    >
      <MenuEntryIcon sx={{ minWidth: collapsed ? 0 : 40, color: onSettingsRoute ? 'primary.main' : 'text.secondary' }}>
        <Settings />
      </MenuEntryIcon>
      <MenuEntryText sx={collapsed ? visuallyHidden : undefined}>{label}</MenuEntryText>
      {!collapsed && (open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />)}
    </MenuEntryButton>
  );

  return (
    <li>
      {collapsed ? (
        <LazyTooltip title={label} placement="right" describeChild>
          {toggle}
        </LazyTooltip>
      ) : (
        toggle
      )}
      {/* Shown or not, without MUI's Collapse: its height transition (with react-transition-group's
          Transition, about 5 KB gzip) would be the only animation of the first screen. */}
      {open && (
        <Suspense fallback={null}>
          <SettingsSubmenu id={SUBMENU_ID} entries={entries} current={current} collapsed={collapsed} />
        </Suspense>
      )}
    </li>
  );
}
