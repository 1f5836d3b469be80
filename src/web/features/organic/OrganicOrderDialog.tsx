import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { OrganicNode } from '@/shared/organic';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { SortableItem } from '@/web/components/sortable/SortableItem';
import { SortableList } from '@/web/components/sortable/SortableList';
import { useAppDispatch } from '@/web/app/hooks';
import { useUndoOffer } from '@/web/features/records/undo/useUndoOffer';
import { useT } from '@/web/i18n/useT';
import { organicApi, useGetOrganicLevelQuery, useOrderOrganicMutation } from './organicApi';
import { arrayMove } from '@dnd-kit/sortable';
import { moveItem } from './organicTree';

type Direction = 'up' | 'down';

/**
 * The order of a node's sub-entities in force today (permission 14): each is dragged by its handle (issue
 * 31 §1: the mouse, a finger, or the keyboard on the handle) or moves up or down with a button (keyboard
 * and pointer alike; focus follows the moved entity), and 'Guardar ordem' sends the whole order
 * (PUT /organic/order), after which every level of the tree reads again. Its toast offers 'Anular'
 * (issue 30 §4): the previous order comes back, and the tree reads again.
 */
export function OrganicOrderDialog({ node, date, onClose }: { node: OrganicNode; date: string; onClose: () => void }) {
  const t = useT();
  const listId = useId();
  // Every sub-entity, not the tree's first page: the order sent lists them all.
  const { data: level } = useGetOrganicLevelQuery({ date, parentId: node.id });
  const data = level?.nodes;
  const [order, setOrder] = useState<OrganicNode[] | null>(null);
  const [focus, setFocus] = useState<{ id: number; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [save, { isLoading }] = useOrderOrganicMutation();
  const offerUndo = useUndoOffer();
  const dispatch = useAppDispatch();
  const children = useMemo(() => order ?? data ?? [], [order, data]);
  const ids = useMemo(() => children.map((child) => child.id), [children]);
  const labelOf = useCallback((index: number) => children[index]?.name ?? '', [children]);

  useEffect(() => {
    if (!focus) return;
    const other: Direction = focus.direction === 'up' ? 'down' : 'up';
    const wanted = buttons.current.get(`${focus.id}-${focus.direction}`);
    // At either end the button just pressed is disabled: focus goes to the entity's other button.
    (wanted && !wanted.disabled ? wanted : buttons.current.get(`${focus.id}-${other}`))?.focus();
  }, [focus, order]);

  const move = (index: number, direction: Direction) => {
    const child = children[index];
    if (!child) return;
    setOrder(moveItem(children, index, direction === 'up' ? -1 : 1));
    setFocus({ id: child.id, direction });
  };

  // A drop: dnd-kit gives the focus back to the dragged entity's handle itself.
  const drop = (from: number, to: number) => setOrder(arrayMove(children, from, to));

  const submit = async () => {
    try {
      const saved = await save({ parentId: node.id, childIds: children.map((child) => child.id) }).unwrap();
      offerUndo(t('organic.order.saved'), saved?.undoToken, () => dispatch(organicApi.util.invalidateTags(['Organic'])));
      onClose();
    } catch {
      // The base query already told the user.
    }
  };

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <AppDialog
      open
      size="medium"
      title={t('organic.order.title', node.name)}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('organic.order.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={isLoading || !data}>
            {t('organic.order.save')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1.5 }} id={`${listId}-hint`}>
        {t('dragOrder.organicHint')}
      </Typography>
      {!data ? (
        <Typography role="status">{t('organic.tree.loading')}</Typography>
      ) : (
        <SortableList ids={ids} labelOf={labelOf} onMove={drop}>
          <List aria-label={t('organic.order.list')} aria-describedby={`${listId}-hint`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {children.map((child, index) => (
              <SortableItem key={child.id} id={child.id} label={child.name} component="li" align="center" divider={index < children.length - 1}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, pr: 1 }}>
                  <ListItemText primary={`${index + 1}. ${child.name}`} secondary={child.code} sx={{ minWidth: 0 }} />
                  <Box sx={{ flex: 'none' }}>
                    <IconButton ref={buttonRef(`${child.id}-up`)} aria-label={t('organic.order.up', child.name)} disabled={index === 0} onClick={() => move(index, 'up')}>
                      <ArrowUpward />
                    </IconButton>
                    <IconButton
                      ref={buttonRef(`${child.id}-down`)}
                      aria-label={t('organic.order.down', child.name)}
                      disabled={index === children.length - 1}
                      onClick={() => move(index, 'down')}
                    >
                      <ArrowDownward />
                    </IconButton>
                  </Box>
                </Box>
              </SortableItem>
            ))}
          </List>
        </SortableList>
      )}
    </AppDialog>
  );
}
