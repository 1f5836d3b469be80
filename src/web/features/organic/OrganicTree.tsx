import { createContext, useContext, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { OrganicNode } from '@/shared/organic';
import { useAppDispatch } from '@/web/app/hooks';
import { formatDate } from '@/web/components/form/masks';
import { formatCount } from '@/web/components/DataTable/footerText';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetOrganicChildrenInfiniteQuery } from './organicApi';
import { OrganicNodeLabel, treeItemLabelling } from './OrganicNodeLabel';
import { organicTreeChanged, type OrganicTab } from './organicTabsSlice';
import { isPlaceholderItem, itemIdOf, levelNodes, loadingItemId, moreItemId } from './organicTree';

interface TreeContextValue {
  date: string;
  /** The tab's expanded items. */
  expanded: ReadonlySet<string>;
  /** The item to focus once it is on screen (a search hit being revealed). */
  focusRequest: string | null;
  onFocused: () => void;
  focusItem: (itemId: string) => boolean;
  onOrder?: (node: OrganicNode) => void;
}

const TreeContext = createContext<TreeContextValue | null>(null);

function useTreeContext(): TreeContextValue {
  const context = useContext(TreeContext);
  if (!context) throw new Error('OrganicTree parts render inside OrganicTree');
  return context;
}

type Level = ReturnType<typeof useGetOrganicChildrenInfiniteQuery>;

/**
 * A level's sub-entities as tree items, then, while some remain unread, one "Mostrar mais (N restantes)"
 * item (issue 32: a level is read ORGANIC_LIMITS.childrenPage at a time). Enter, Space or a click on it
 * reads the next page in place; the focus then moves to the first sub-entity read, where the list
 * continues (the item itself leaves once none remains, and the focus must not go with it).
 */
function levelItems(level: Level, parentId: number | null, more: MoreControl): ReactNode {
  const nodes = levelNodes(level.data);
  const last = level.data?.pages.at(-1);
  const remaining = last ? last.total - nodes.length : 0;
  return (
    <>
      {nodes.map((child) => (
        <OrganicNodeItem key={child.id} node={child} />
      ))}
      {level.hasNextPage && remaining > 0 && <MoreItem key={nodes.length} parentId={parentId} remaining={remaining} level={level} more={more} firstNext={nodes.length} />}
    </>
  );
}

/** What "show more" needs from its level: to ask that the focus go to the first sub-entity of the page it reads. */
interface MoreControl {
  focusAt: (index: number) => void;
}

/**
 * The level's "show more" focus: once the sub-entity at the asked place is on screen, it takes the focus
 * (held by the level, which stays, not by the "show more" item, which is replaced with each page).
 */
function useMoreFocus(level: Level, focusItem: (itemId: string) => boolean): MoreControl {
  const [wanted, setWanted] = useState<number | null>(null);
  const target = wanted === null ? undefined : levelNodes(level.data)[wanted];
  useEffect(() => {
    if (!target) return;
    const frame = window.requestAnimationFrame(() => {
      if (focusItem(itemIdOf(target))) setWanted(null);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [target, focusItem]);
  return useMemo(() => ({ focusAt: setWanted }), []);
}

function MoreItem({ parentId, remaining, level, more, firstNext }: { parentId: number | null; remaining: number; level: Level; more: MoreControl; firstNext: number }) {
  const t = useT();
  const language = useLanguage();
  const loadMore = () => {
    if (level.isFetchingNextPage) return;
    more.focusAt(firstNext);
    void level.fetchNextPage();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Not the tree's own Enter/Space (expand, select): this item reads the next page.
    event.defaultMuiPrevented = true;
    event.preventDefault();
    loadMore();
  };
  return (
    <TreeItem
      itemId={moreItemId(parentId, firstNext)}
      label={level.isFetchingNextPage ? t('organic.tree.loadingMore') : t('organic.tree.more', formatCount(language, remaining))}
      onClick={loadMore}
      onKeyDown={onKeyDown}
      sx={{ '& .MuiTreeItem-label': { color: 'primary.main', textDecoration: 'underline' } }}
    />
  );
}

/**
 * One node; when expanded, its sub-entities are read (a collapsed node asks nothing). Until they arrive, one
 * disabled placeholder child says so, and makes a node with sub-entities expandable before they are loaded.
 * The level is read here, not in a child component: the tree view updates its order of an item's children
 * (arrows, type-ahead) only when that item renders again.
 */
function OrganicNodeItem({ node }: { node: OrganicNode }) {
  const t = useT();
  const { date, expanded, focusRequest, onFocused, focusItem, onOrder } = useTreeContext();
  const itemId = itemIdOf(node);
  const idPrefix = `organic-${date}-${itemId}`;
  const isExpanded = expanded.has(itemId);
  const level = useGetOrganicChildrenInfiniteQuery({ date, parentId: node.id }, { skip: !isExpanded || node.childCount === 0 });
  const more = useMoreFocus(level, focusItem);
  useEffect(() => {
    if (focusRequest !== itemId) return;
    // After the tree has registered the item (its own effects run first, the next frame is safe).
    const frame = window.requestAnimationFrame(() => {
      if (focusItem(itemId)) onFocused();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusRequest, itemId, focusItem, onFocused]);
  let content: ReactNode = null;
  if (level.data) content = levelItems(level, node.id, more);
  else if (node.childCount > 0) content = <TreeItem itemId={loadingItemId(node.id)} label={level.isError ? t('organic.tree.failed') : t('organic.tree.loading')} disabled />;
  return (
    <TreeItem itemId={itemId} label={<OrganicNodeLabel node={node} idPrefix={idPrefix} onOrder={onOrder} />} {...treeItemLabelling(node, idPrefix)}>
      {content}
    </TreeItem>
  );
}

export interface OrganicTreeProps {
  tab: OrganicTab;
  focusRequest: string | null;
  onFocused: () => void;
  /** Offered on nodes whose sub-entities the user may order (today's tab only). */
  onOrder?: (node: OrganicNode) => void;
}

/**
 * The organic tree of a tab's date (WAI-ARIA tree: arrows, Home/End, type-ahead), its expanded and
 * selected items controlled by the tab in the persisted organicTabs slice, so they survive navigation
 * and reloads. Levels load lazily as they expand.
 */
export function OrganicTree({ tab, focusRequest, onFocused, onOrder }: OrganicTreeProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const apiRef = useSimpleTreeViewApiRef();
  const rootLevel = useGetOrganicChildrenInfiniteQuery({ date: tab.date, parentId: null });
  const { isError } = rootLevel;
  const roots = rootLevel.data ? levelNodes(rootLevel.data) : undefined;
  const expanded = useMemo(() => tab.expanded ?? [], [tab.expanded]);
  const context = useMemo<TreeContextValue>(
    () => ({
      date: tab.date,
      expanded: new Set(expanded),
      focusRequest,
      onFocused,
      onOrder,
      focusItem: (itemId) => {
        const element = apiRef.current?.getItemDOMElement?.(itemId);
        if (!element) return false;
        apiRef.current?.focusItem?.(null, itemId);
        element.scrollIntoView({ block: 'nearest' });
        return true;
      },
    }),
    [tab.date, expanded, focusRequest, onFocused, onOrder, apiRef],
  );

  const rootMore = useMoreFocus(rootLevel, context.focusItem);

  if (!roots) {
    return isError ? (
      <Alert severity="error">{t('organic.tree.failed')}</Alert>
    ) : (
      <Typography role="status" color="text.secondary">
        {t('organic.tree.loading')}
      </Typography>
    );
  }
  if (roots.length === 0) return <Typography color="text.secondary">{t('organic.tree.empty')}</Typography>;
  return (
    <TreeContext.Provider value={context}>
      <SimpleTreeView
        apiRef={apiRef}
        id={`${tab.id}-tree`}
        aria-label={t('organic.tree.label', formatDate(tab.date))}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, expanded) => dispatch(organicTreeChanged({ id: tab.id, expanded }))}
        selectedItems={tab.selected ?? null}
        // "Show more" is an action, not a node: choosing it never becomes the tab's selection.
        onSelectedItemsChange={(_event, selected) => selected && !isPlaceholderItem(selected) && dispatch(organicTreeChanged({ id: tab.id, selected }))}
        itemChildrenIndentation={20}
        sx={{ '& .MuiTreeItem-content': { py: 0.5, alignItems: 'center' } }}
      >
        {levelItems(rootLevel, null, rootMore)}
      </SimpleTreeView>
    </TreeContext.Provider>
  );
}
