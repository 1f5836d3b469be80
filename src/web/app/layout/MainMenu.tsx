import { visibleMenu } from '@/shared/permissions';
import { useAppSelector } from '@/web/app/hooks';
import { selectMenuSubject, selectSessionUser } from '@/web/features/session/sessionSlice';
import { useT } from '@/web/i18n/useT';
import { useRouteHandle } from '../router/routeHandle';
import { MenuLinkItem } from './MenuLinkItem';
import { MENU_LINKS } from './menuItems';
import { MenuList } from './menuParts';
import { SettingsMenuGroup } from './SettingsMenuGroup';

export const MAIN_MENU_LIST_ID = 'main-menu-list';

/**
 * The entries the user may see, exactly as visibleMenu() of src/shared decides (SPEC §6); none while the
 * password must change (issue 29 §9): the change page is then the only page, so nothing offers another.
 */
export function MainMenu({ collapsed }: { collapsed: boolean }) {
  const t = useT();
  const subject = useAppSelector(selectMenuSubject);
  const held = useAppSelector(selectSessionUser)?.mustChangePassword === true;
  const current = useRouteHandle()?.name;
  const { entries, settings } = held ? { entries: [], settings: [] } : visibleMenu(subject);
  return (
    <MenuList id={MAIN_MENU_LIST_ID}>
      {entries.map((entry) =>
        entry === 'settings' ? (
          <SettingsMenuGroup key={entry} entries={settings} current={current} collapsed={collapsed} />
        ) : (
          <li key={entry}>
            <MenuLinkItem link={MENU_LINKS[entry]} label={t(`menu.${entry}`)} current={current} collapsed={collapsed} />
          </li>
        ),
      )}
    </MenuList>
  );
}
