import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useT } from '@/web/i18n/useT';
import { SortableListContext } from './sortableContext';
import { sortableAnnouncements, sortableInstructions } from './sortableAnnouncements';

/** Our lists are vertical: a dragged row follows the pointer up and down only (dnd-kit's modifiers package, in one line). */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [restrictToVerticalAxis];

export interface SortableListProps {
  /** The items' stable ids in their order (useSortableRows gives them to a form's rows). */
  ids: readonly UniqueIdentifier[];
  /** An item's name for its handle and the announcements ('Etapa 2: Análise do pedido'). */
  labelOf: (index: number) => string;
  /** A drop that changed the order: the item at `from` goes to `to` (FieldArray.move's arguments). */
  onMove: (from: number, to: number) => void;
  /** SortableItem elements, one per id, in the same order. */
  children: ReactNode;
}

/**
 * Ordering by dragging (issue 31 §1), one mechanism for every ordered list: dnd-kit with the pointer
 * (a mouse, a pen or a finger: the pointer sensor takes touch too, the handle opts out of scrolling with
 * touch-action: none) after a move of 4 px, so a click on the handle stays a click, and with the keyboard
 * on the handle (Space or Enter picks up, the arrows move, Space or Enter drops, Escape cancels), with the
 * moves announced in the interface language in a live region of the list's own.
 */
export function SortableList({ ids, labelOf, onMove, children }: SortableListProps) {
  const t = useT();
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  // The live region and the instructions live inside the list, so inside a modal dialog too (MUI hides
  // the rest of the page from assistive technology while a dialog is open).
  const [liveContainer, setLiveContainer] = useState<HTMLDivElement | null>(null);
  // Announcement memory (sortableAnnouncements), read only by dnd-kit's event handlers, never in render.
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: sortableAnnouncements(t, ids, labelOf, lastOver),
      screenReaderInstructions: sortableInstructions(t),
      container: liveContainer ?? undefined,
    }),
    [t, ids, labelOf, lastOver, liveContainer],
  );
  const state = useMemo(() => ({ enabled: ids.length > 1 }), [ids.length]);

  const end = ({ active: moved, over }: DragEndEvent) => {
    setActive(null);
    const from = ids.indexOf(moved.id);
    const to = over ? ids.indexOf(over.id) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };

  // During a keyboard drag Escape cancels the drag, not the dialog around the list: a modal dialog closes
  // on Escape and stops the key there, before dnd-kit's listener on the document sees it. The key is kept
  // from the dialog and handed to dnd-kit directly (an event on the document reaches no React handler).
  const keepEscape = (event: KeyboardEvent) => {
    if (active === null || event.key !== 'Escape') return;
    event.stopPropagation();
    document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }));
  };

  return (
    <SortableListContext.Provider value={state}>
      {/* The keydown listener only guards Escape during a drag; the handles are the controls. */}
      <div onKeyDown={keepEscape}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={MODIFIERS}
          accessibility={accessibility}
          onDragStart={({ active: picked }: DragStartEvent) => setActive(picked.id)}
          onDragEnd={end}
          onDragCancel={() => setActive(null)}
        >
          <SortableContext items={ids as UniqueIdentifier[]} strategy={verticalListSortingStrategy}>
            {children}
          </SortableContext>
        </DndContext>
        <div ref={setLiveContainer} />
      </div>
    </SortableListContext.Provider>
  );
}
