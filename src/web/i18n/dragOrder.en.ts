import type { dragOrderPt } from './dragOrder.pt';

/** English texts of drag ordering (issue 31 §1). */
export const dragOrderEn: Readonly<Record<keyof typeof dragOrderPt, string>> = {
  'dragOrder.handle': 'Drag to change the order: {0}',
  'dragOrder.roleDescription': 'reorderable item',
  'dragOrder.instructions':
    'To change the order, press Space or Enter to pick the item up, use the up and down arrow keys to move it, and press Space or Enter to drop it, or Escape to cancel.',
  'dragOrder.picked': 'Picked up {0}, at position {1} of {2}.',
  'dragOrder.over': '{0} moved to position {1} of {2}.',
  'dragOrder.outside': '{0} is not over any position of the list.',
  'dragOrder.dropped': '{0} dropped at position {1} of {2}.',
  'dragOrder.droppedOutside': '{0} dropped outside the list; the order did not change.',
  'dragOrder.cancelled': 'Move cancelled; {0} went back to position {1} of {2}.',
  'dragOrder.organicHint': 'Drag each sub-entity by its handle, or use the Move up and Move down buttons, then save.',
};
