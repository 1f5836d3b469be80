/** Texts of the record pages that agree with the kind's gender (built from the registry, like workflowTexts). */
import type { Language } from '@/shared/errors';
import { RECORD_KINDS, type RecordKindName } from '@/shared/records/kinds';

export function savedMessage(kind: RecordKindName, language: Language): string {
  const meta = RECORD_KINDS[kind];
  if (language === 'en') return `${meta.label.en} saved.`;
  return `${meta.label.pt} guardad${meta.gender === 'f' ? 'a' : 'o'} com sucesso.`;
}

/** 'Nova entidade', 'Novo serviço'. */
export function newRecordTitle(kind: RecordKindName, language: Language): string {
  const meta = RECORD_KINDS[kind];
  if (language === 'en') return `New ${meta.label.en.toLowerCase()}`;
  return `${meta.gender === 'f' ? 'Nova' : 'Novo'} ${meta.label.pt.toLowerCase()}`;
}

/** 'Voltar à entidade', 'Back to the entity': the way back to a record of `kind` (the owner of the record on the page). */
export function backToRecordText(kind: RecordKindName, language: Language): string {
  const meta = RECORD_KINDS[kind];
  if (language === 'en') return `Back to the ${meta.label.en.toLowerCase()}`;
  return `Voltar ${meta.gender === 'f' ? 'à' : 'ao'} ${meta.label.pt.toLowerCase()}`;
}
