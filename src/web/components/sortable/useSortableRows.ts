import { useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import type { ArrayHelpers } from 'formik';

interface Keys {
  keys: string[];
  next: number;
}

const resize = (state: Keys, count: number): Keys => {
  const keys = state.keys.slice(0, count);
  let next = state.next;
  while (keys.length < count) keys.push(`row-${next++}`);
  return { keys, next };
};

export interface SortableRowActions {
  /** Moves a row (FieldArray.move carries its values, errors and touched with it) and its id. */
  move: (from: number, to: number) => void;
  /** Removes a row and its id, so the rows after it keep theirs. */
  remove: (index: number) => void;
}

export interface SortableRows {
  /** One stable id per row, in the rows' order: the SortableList's ids and the rows' React keys. */
  ids: string[];
  /** The row actions over a FieldArray's helpers (which exist only inside its render function). */
  with: (helpers: Pick<ArrayHelpers, 'move' | 'remove'>) => SortableRowActions;
}

/**
 * Stable ids for a Formik FieldArray's rows, which have none (they are addressed by index): dnd-kit needs
 * an id that follows the row it names while it moves, and a row keyed by it keeps its DOM node, so the
 * handle keeps the focus after a keyboard drop. A row added elsewhere (helpers.push) gets a new id.
 */
export function useSortableRows(count: number): SortableRows {
  const [state, setState] = useState<Keys>(() => resize({ keys: [], next: 0 }, count));
  // Rows added or removed by other means (a push, a reset): adjusted during render, React's pattern for
  // state that follows a prop.
  let current = state;
  if (current.keys.length !== count) {
    current = resize(current, count);
    setState(current);
  }
  return {
    ids: current.keys,
    with: (helpers) => ({
      move: (from, to) => {
        setState((s) => ({ ...s, keys: arrayMove(s.keys, from, to) }));
        helpers.move(from, to);
      },
      remove: (index) => {
        setState((s) => ({ ...s, keys: s.keys.filter((_, i) => i !== index) }));
        helpers.remove(index);
      },
    }),
  };
}
