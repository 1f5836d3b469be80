import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceItem } from '@/shared/referenceLists';
import type { ReferenceItemInput } from '@/shared/settings';
import { validationMessage } from '@/shared/validation';
import { portugueseRequiredMessage } from '../common/portugueseRequired';

export function referenceItemValues(item?: ReferenceItem | null): ReferenceItemInput {
  return item ? { labelPt: item.labelPt, labelEn: item.labelEn, active: item.active } : { labelPt: '', labelEn: '', active: true };
}

export function referenceItemInput(values: ReferenceItemInput): ReferenceItemInput {
  return { labelPt: values.labelPt.trim(), labelEn: values.labelEn.trim(), active: values.active };
}

/** SPEC §5: the Portuguese value is required — 'Tem que preencher o {0} em português para poder guardar', {0} the list's name in lower case. */
export function makeReferenceItemSchema(category: ReferenceCategory, language: Language) {
  const tooLong = validationMessage('maxCharacters', language);
  return yup.object({
    labelPt: yup.string().trim().required(portugueseRequiredMessage(REFERENCE_CATEGORIES[category], language)).max(LIMITS.textMaxLength, tooLong),
    labelEn: yup.string().max(LIMITS.textMaxLength, tooLong),
    active: yup.boolean(),
  });
}

/** The ids of a list with one item moved one place up (-1) or down (+1). */
export function moveItem(ids: readonly number[], id: number, offset: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
