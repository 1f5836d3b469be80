import { createContext, useContext, useEffect, useMemo } from 'react';
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
 * The sub-entities of `parentId`, read when their parent expands (a collapsed item's children are not
 * mounted, so nothing is asked before). Until they arrive, one disabled placeholder item says so.
 */
function OrganicLevel({ parentId }: { parentId: number }) {
  const t = useT();
  const { date } = useTreeContext();
  const { data, isError } = useGetOrganicLevelQuery({ date, parentId });
  if (!data) return <TreeItem itemId={loadingItemId(parentId)} label={isError ? t('organic.tree.failed') : t('organic.tree.loading')} disabled />;
  return data.map((node) => <OrganicNodeItem key={node.id} node={node} />);
}

function OrganicNodeItem({ node }: { node: OrganicNode }) {
  const { date, focusRequest, onFocused, focusItem, onOrder } = useTreeContext();
  const itemId = itemIdOf(node);
  const idPrefix = `organic-${date}-${itemId}`;
  useEffect(() => {
    if (focusRequest !== itemId) return;
    // After the tree has registered the item (its own effects run first, the next frame is safe).
    const frame = window.requestAnimationFrame(() => {
      if (focusItem(itemId)) onFocused();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusRequest, itemId, focusItem, onFocused]);
  return (
    // A node with sub-entities shows as expandable before they are loaded: its children are the lazy level.
    <TreeItem itemId={itemId} label={<OrganicNodeLabel node={node} idPrefix={idPrefix} onOrder={onOrder} />} {...treeItemLabelling(node, idPrefix)}>
      {node.childCount > 0 ? <OrganicLevel parentId={node.id} /> : null}
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
  const context = useMemo<TreeContextValue>(
    () => ({
      date: tab.date,
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
    [tab.date, focusRequest, onFocused, onOrder, apiRef],
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
        expandedItems={tab.expanded ?? []}
        onExpandedItemsChange={(_event, expanded) => dispatch(organicTreeChanged({ id: tab.id, expanded }))}
        selectedItems={tab.selected ?? null}
        onSelectedItemsChange={(_event, selected) => dispatch(organicTreeChanged({ id: tab.id, selected }))}
        sx={{ '& .MuiTreeItem-content': { py: 0.5, alignItems: 'center' } }}
      >
        {roots.map((node) => (
          <OrganicNodeItem key={node.id} node={node} />
        ))}
      </SimpleTreeView>
    </TreeContext.Provider>
  );
}
