/**
 * The multi-language reference lists records point at: the object parameters of SPEC §2.9 and the
 * entity types. One category per list; items carry a Portuguese (required) and an English label.
 */
import LABELS from './labels.json';
import type { LabelTable } from './labelTable';

/** Each category's name (pt, en); the words are in labels.json. */
export const REFERENCE_CATEGORIES = LABELS.referenceCategory satisfies LabelTable<string>;
export type ReferenceCategory = keyof typeof REFERENCE_CATEGORIES;
export const REFERENCE_CATEGORY_NAMES = Object.keys(REFERENCE_CATEGORIES) as ReferenceCategory[];

export interface ReferenceItem {
  id: number;
  category: ReferenceCategory;
  labelPt: string;
  labelEn: string;
  active: boolean;
  sortOrder: number;
}
