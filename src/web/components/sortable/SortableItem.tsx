import type { ReactNode } from 'react';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import { useT } from '@/web/i18n/useT';
import { DragHandle } from './DragHandle';
import { useSortableListState } from './sortableContext';

export interface SortableItemProps {
  id: UniqueIdentifier;
  /** The item's name, for its handle ('Arrastar para mudar a ordem: <label>'). */
  label: string;
  /** 'li' inside a list (ul); a form's rows are 'div'. */
  component?: 'div' | 'li';
  /** Where the handle sits against the row: centred on a one-line item, at the first field's height on a form row. */
  align?: 'center' | 'start';
  /**
   * 'column' puts the handle above the content: for rows whose content is as wide as a phone's screen
   * (the weekly hours' seven day toggles), given per breakpoint ({ xs: 'column', sm: 'row' }).
   */
  direction?: 'row' | 'column' | { xs: 'row' | 'column'; sm: 'row' | 'column' };
  /** A line under the item (a list's rows), across the handle too. */
  divider?: boolean;
  children: ReactNode;
}

/**
 * One item of a SortableList: the drag handle on the left, the item's own content beside it. While it is
 * dragged it is lifted above its neighbours (which slide to make room) and keeps its size: it is
 * translated, never scaled, so rows of different heights do not stretch.
 */
export function SortableItem({ id, label, component = 'div', align = 'start', direction = 'row', divider = false, children }: SortableItemProps) {
  const t = useT();
  const { enabled } = useSortableListState();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
    attributes: { roleDescription: t('dragOrder.roleDescription') },
  });
  return (
    <Box
      ref={setNodeRef}
      component={component}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexDirection: direction,
        gap: 1,
        alignItems: align === 'center' ? 'center' : 'flex-start',
        position: 'relative',
        listStyle: 'none',
        ...(divider && { borderBottom: 1, borderColor: 'divider' }),
        ...(isDragging && { zIndex: 2, bgcolor: 'background.paper', boxShadow: 4, borderRadius: 1 }),
      }}
    >
      {/* One item alone has no order to change: no handle, and the content keeps the full width. */}
      {enabled && (
        <Box sx={{ flex: 'none', pt: align === 'start' ? 1 : 0 }}>
          <DragHandle label={label} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} dragging={isDragging} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Box>
    </Box>
  );
}
