import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import IconButton from '@mui/material/IconButton';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useT } from '@/web/i18n/useT';

export interface DragHandleProps {
  /** The item's name: the handle is 'Arrastar para mudar a ordem: <item>'. */
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  dragging: boolean;
}

/**
 * The one place an item is dragged from: a real button (reached by Tab, named after its item, described by
 * the keyboard instructions through dnd-kit's aria-describedby). `touch-action: none` lets a finger drag it
 * instead of scrolling the page; the rest of the row still scrolls.
 */
export function DragHandle({ label, attributes, listeners, setActivatorNodeRef, dragging }: DragHandleProps) {
  const t = useT();
  return (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('dragOrder.handle', label)}
      sx={{ touchAction: 'none', cursor: dragging ? 'grabbing' : 'grab' }}
    >
      <DragIndicator />
    </IconButton>
  );
}
