import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { OrganicNode } from '@/shared/organic';
import { useAppDispatch } from '@/web/app/hooks';
import { formatDate } from '@/web/components/form/masks';
import { useT } from '@/web/i18n/useT';
import { useGetOrganicLevelQuery } from './organicApi';
import { OrganicNodeLabel, treeItemLabelling } from './OrganicNodeLabel';
import { organicTreeChanged, type OrganicTab } from './organicTabsSlice';
import { itemIdOf, loadingItemId } from './organicTree';

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
  const { data: children, isError } = useGetOrganicLevelQuery({ date, parentId: node.id }, { skip: !isExpanded || node.childCount === 0 });
  useEffect(() => {
    if (focusRequest !== itemId) return;
    // After the tree has registered the item (its own effects run first, the next frame is safe).
    const frame = window.requestAnimationFrame(() => {
      if (focusItem(itemId)) onFocused();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusRequest, itemId, focusItem, onFocused]);
  let content: ReactNode = null;
  if (children) content = children.map((child) => <OrganicNodeItem key={child.id} node={child} />);
  else if (node.childCount > 0) content = <TreeItem itemId={loadingItemId(node.id)} label={isError ? t('organic.tree.failed') : t('organic.tree.loading')} disabled />;
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
  const { data: roots, isError } = useGetOrganicLevelQuery({ date: tab.date, parentId: null });
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
        onSelectedItemsChange={(_event, selected) => dispatch(organicTreeChanged({ id: tab.id, selected }))}
        itemChildrenIndentation={20}
        sx={{ '& .MuiTreeItem-content': { py: 0.5, alignItems: 'center' } }}
      >
        {roots.map((node) => (
          <OrganicNodeItem key={node.id} node={node} />
        ))}
      </SimpleTreeView>
    </TreeContext.Provider>
  );
}
