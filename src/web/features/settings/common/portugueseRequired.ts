import type { CatalogueEntry, Language } from '@/shared/errors';
import { validationMessage } from '@/shared/validation';

/**
 * SPEC §5 'Tem que preencher o {0} em português para poder guardar', {0} the list's name in lower
 * case in the interface language (the server writes it the same way).
 */
export function portugueseRequiredMessage(label: CatalogueEntry, language: Language): string {
  return validationMessage('portugueseValueRequired', language, label[language].toLocaleLowerCase(language));
}
