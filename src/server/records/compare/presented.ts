/**
 * How the comparison words one field of one version: a plain value, a list of keyed items, or nothing
 * (a field shown together with another one, e.g. a parent's version with the parent). A kind declares
 * a presenter for the fields it knows better than the default wording (references by their names,
 * contacts, opening hours); every other field is worded by fieldWalk.ts's `show`.
 */
import type { EngineContext } from '../engineContext';

export interface PresentedItem {
  /** What matches the item across the two versions. */
  key: string;
  text: string;
}

export type Presented =
  | { type: 'value'; text: string; /** What tells two values apart when their words agree (a stored file's id). */ identity?: string }
  | { type: 'list'; items: PresentedItem[] }
  | { type: 'hidden' };

/** One field of one version; `data` is the whole version's input, for fields read in pairs (an id and its version). */
export type FieldPresenter = (value: unknown, data: Readonly<Record<string, unknown>>, ctx: EngineContext) => Presented | Promise<Presented>;
