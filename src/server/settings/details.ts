/**
 * Detail texts the settings answers append to a catalogue text (see http/detailTexts.ts): which
 * rule failed. The §5 messages come from src/shared/validation.ts, never retyped here.
 */
import type { CatalogueEntry } from '@/shared/errors';
import { validationText } from '@/shared/records/recordValidationMessages';
import { messageRef, type ValidationMessageKey } from '@/shared/validation';
import DETAILS from './details.json';

/** A §5 validation message in both languages, its {0}… filled per language. */
export function validationDetail(key: ValidationMessageKey, ...args: (string | CatalogueEntry)[]): CatalogueEntry {
  const fill = (language: 'pt' | 'en') => args.map((a) => (typeof a === 'string' ? a : a[language]));
  return { pt: validationText(messageRef(key, ...fill('pt')), 'pt'), en: validationText(messageRef(key, ...fill('en')), 'en') };
}

/** 'campo: mensagem', so the SPA can tell which field a -2 is about. */
export function fieldDetail(field: string, detail: CatalogueEntry): CatalogueEntry {
  return { pt: `${field}: ${detail.pt}`, en: `${field}: ${detail.en}` };
}

/** A label in lower case, as the §5 'Tem que preencher o {0} em português' message wants it. */
export function lowerLabel(label: CatalogueEntry): CatalogueEntry {
  return { pt: label.pt.toLocaleLowerCase('pt'), en: label.en.toLocaleLowerCase('en') };
}

/** Which settings rule failed; the words are data (details.json), each entry in both languages. */
export const SETTINGS_DETAILS = DETAILS satisfies Record<string, CatalogueEntry>;

/** A detail followed by the offending values: 'permissão desconhecida: 5, 7'. */
export function withValues(detail: CatalogueEntry, values: readonly (string | number)[]): CatalogueEntry {
  const list = values.join(', ');
  return { pt: `${detail.pt}: ${list}`, en: `${detail.en}: ${list}` };
}

/** -2's detail for an empty required field. */
export function requiredField(field: string): CatalogueEntry {
  return fieldDetail(field, validationDetail('required'));
}
