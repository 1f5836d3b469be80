/**
 * The confirmation question and the success message of each workflow action, per kind (SPEC §4:
 * e.g. 'Entidade submetida para aprovação', 'Tem a certeza que deseja publicar?'). Portuguese
 * participles agree with the kind's gender, so the texts are built from the registry, not copied.
 */
import type { Language } from '../errors';
import type { RecordActionName } from '../recordStates';
import { RECORD_KINDS, type RecordKindName } from './kinds';

type Texts = Readonly<Record<Language, string>>;

const QUESTIONS: Readonly<Record<RecordActionName, Texts>> = {
  submitForApproval: { pt: 'Tem a certeza que deseja submeter para aprovação?', en: 'Are you sure you want to submit for approval?' },
  submitForPublication: { pt: 'Tem a certeza que deseja submeter para publicação?', en: 'Are you sure you want to submit for publication?' },
  publish: { pt: 'Tem a certeza que deseja publicar?', en: 'Are you sure you want to publish?' },
  return: { pt: 'Tem a certeza que deseja devolver?', en: 'Are you sure you want to return it?' },
  archive: { pt: 'Tem a certeza que deseja arquivar?', en: 'Are you sure you want to archive it?' },
  obsolete: { pt: 'Tem a certeza que deseja tornar obsoleto?', en: 'Are you sure you want to make it obsolete?' },
  extinct: { pt: 'Tem a certeza que deseja extinguir?', en: 'Are you sure you want to extinguish it?' },
  delete: { pt: 'Tem a certeza que deseja eliminar esta cópia?', en: 'Are you sure you want to delete this copy?' },
};

/** Portuguese participle stems; the gender ending (a/o) is added per kind. */
const SUCCESS_PT: Readonly<Record<RecordActionName, (end: string) => string>> = {
  submitForApproval: (e) => `submetid${e} para aprovação`,
  submitForPublication: (e) => `submetid${e} para publicação`,
  publish: (e) => `publicad${e}`,
  return: (e) => `devolvid${e}`,
  archive: (e) => `arquivad${e}`,
  obsolete: (e) => `tornad${e} obsolet${e}`,
  extinct: (e) => `extint${e}`,
  delete: (e) => `eliminad${e}`,
};

const SUCCESS_EN: Readonly<Record<RecordActionName, string>> = {
  submitForApproval: 'submitted for approval',
  submitForPublication: 'submitted for publication',
  publish: 'published',
  return: 'returned',
  archive: 'archived',
  obsolete: 'made obsolete',
  extinct: 'extinguished',
  delete: 'deleted',
};

export const ACTION_LABELS: Readonly<Record<RecordActionName, Texts>> = {
  submitForApproval: { pt: 'Submeter para aprovação', en: 'Submit for approval' },
  submitForPublication: { pt: 'Submeter para publicação', en: 'Submit for publication' },
  publish: { pt: 'Publicar', en: 'Publish' },
  return: { pt: 'Devolver', en: 'Return' },
  archive: { pt: 'Arquivar', en: 'Archive' },
  obsolete: { pt: 'Tornar obsoleto', en: 'Make obsolete' },
  extinct: { pt: 'Extinguir', en: 'Extinguish' },
  delete: { pt: 'Eliminar cópia', en: 'Delete copy' },
};

export function confirmationQuestion(action: RecordActionName, language: Language = 'pt'): string {
  return QUESTIONS[action][language];
}

export function successMessage(kind: RecordKindName, action: RecordActionName, language: Language = 'pt'): string {
  const meta = RECORD_KINDS[kind];
  if (language === 'en') return `${meta.label.en} ${SUCCESS_EN[action]}`;
  return `${meta.label.pt} ${SUCCESS_PT[action](meta.gender === 'f' ? 'a' : 'o')}`;
}
