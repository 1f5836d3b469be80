import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Translate } from '@/web/i18n/useT';

/**
 * What dnd-kit's live region says while an item moves, in the interface language (its defaults are
 * English and name items by their ids): the item by its label, its position counted from 1 and the
 * list's length. The position 'over' an item is that item's place, where the moved one lands if dropped.
 * `lastOver` remembers where the item was last said to be: dnd-kit reports the item over itself right
 * after the pick-up, which would drown 'Pegou em…', and a move within the same place says nothing new.
 */
export function sortableAnnouncements(
  t: Translate,
  ids: readonly UniqueIdentifier[],
  labelOf: (index: number) => string,
  lastOver: { current: UniqueIdentifier | null },
): Announcements {
  const total = ids.length;
  const label = (id: UniqueIdentifier) => labelOf(ids.indexOf(id));
  const place = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('dragOrder.picked', label(active.id), place(active.id), total);
    },
    onDragOver: ({ active, over }) => {
      const now = over?.id ?? null;
      if (now === lastOver.current) return undefined;
      lastOver.current = now;
      return over ? t('dragOrder.over', label(active.id), place(over.id), total) : t('dragOrder.outside', label(active.id));
    },
    onDragEnd: ({ active, over }) => (over ? t('dragOrder.dropped', label(active.id), place(over.id), total) : t('dragOrder.droppedOutside', label(active.id))),
    onDragCancel: ({ active }) => t('dragOrder.cancelled', label(active.id), place(active.id), total),
  };
}

/** The handle's description (aria-describedby): how to move with the keyboard. */
export function sortableInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t('dragOrder.instructions') };
}
