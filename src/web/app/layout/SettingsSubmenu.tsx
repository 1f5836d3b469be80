import type { SettingsEntry } from '@/shared/permissions';
import { useT } from '@/web/i18n/useT';
import type { RouteName } from '../routePaths';
import { MenuLinkItem } from './MenuLinkItem';
import { MenuList } from './menuParts';
import { SETTINGS_LINKS } from './settingsMenuItems';

interface SettingsSubmenuProps {
  id: string;
  entries: readonly SettingsEntry[];
  current: RouteName | undefined;
  collapsed: boolean;
}

/**
 * The Settings group's entries, a chunk of their own (see SettingsMenuGroup): closed, as on every page
 * but the settings pages, the group shows none of them, and their eight icons are about 2 KB gzip.
 */
export default function SettingsSubmenu({ id, entries, current, collapsed }: SettingsSubmenuProps) {
  const t = useT();
  return (
    <MenuList id={id} disablePadding sx={collapsed ? { bgcolor: 'action.hover' } : undefined}>
      {entries.map((entry) => (
        <li key={entry}>
          <MenuLinkItem link={SETTINGS_LINKS[entry]} label={t(`menu.settings.${entry}`)} current={current} collapsed={collapsed} nested />
        </li>
      ))}
    </MenuList>
  );
}
