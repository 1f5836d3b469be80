import { visuallyHidden } from '@/web/components/visuallyHidden';
import { menuItemClicked } from '@/web/app/uiSlice';
import { useAppDispatch } from '@/web/app/hooks';
import { ROUTE_PATHS, type RouteName } from '../routePaths';
import type { MenuLink } from './menuItems';
import { MenuEntryButton, MenuEntryIcon, MenuEntryText } from './menuParts';
import { LazyTooltip } from '@/web/components/LazyTooltip';

interface MenuLinkItemProps {
  link: MenuLink;
  label: string;
  current: RouteName | undefined;
  collapsed: boolean;
  nested?: boolean;
}

/** One entry of the main menu: a link that resets the search forms when followed (SPEC §2.10). */
export function MenuLinkItem({ link, label, current, collapsed, nested = false }: MenuLinkItemProps) {
  const dispatch = useAppDispatch();
  const Icon = link.icon;
  const active = current !== undefined && link.activeFor.includes(current);
  const item = (
    <MenuEntryButton
      href={ROUTE_PATHS[link.route]}
      dense={nested}
      className={`MuiListItemButton-root${active ? ' Mui-selected' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={() => dispatch(menuItemClicked())}
      sx={{ pl: nested && !collapsed ? 4 : 2, minHeight: 44 }}
    >
      <MenuEntryIcon sx={{ minWidth: collapsed ? 0 : 40, color: active ? 'primary.main' : 'text.secondary' }}>
        <Icon fontSize={nested ? 'small' : 'medium'} />
      </MenuEntryIcon>
      {/* Collapsed, the label stays in the accessible name but leaves the screen to the tooltip. */}
      <MenuEntryText dense={nested} strong={active} sx={collapsed ? visuallyHidden : undefined}>
        {label}
      </MenuEntryText>
    </MenuEntryButton>
  );
  return collapsed ? (
    <LazyTooltip title={label} placement="right" describeChild>
      {item}
    </LazyTooltip>
  ) : (
    item
  );
}
