/**
 * The confirmation question and the success message of each workflow action, per kind (SPEC §4:
 * e.g. 'Entidade submetida para aprovação', 'Tem a certeza que deseja publicar?'). Portuguese
 * participles agree with the kind's gender, so the texts are built from the registry, not copied.
 */
import type { Language } from '../errors';
import { labelOf, labelTable } from '../labelTable';
import type { RecordActionName } from '../recordStates';
import { RECORD_KINDS, type RecordKindName } from './kinds';

const QUESTIONS = labelTable<RecordActionName>({
  submitForApproval: ['Tem a certeza que deseja submeter para aprovação?', 'Are you sure you want to submit for approval?'],
  submitForPublication: ['Tem a certeza que deseja submeter para publicação?', 'Are you sure you want to submit for publication?'],
  publish: ['Tem a certeza que deseja publicar?', 'Are you sure you want to publish?'],
  return: ['Tem a certeza que deseja devolver?', 'Are you sure you want to return it?'],
  archive: ['Tem a certeza que deseja arquivar?', 'Are you sure you want to archive it?'],
  obsolete: ['Tem a certeza que deseja tornar obsoleto?', 'Are you sure you want to make it obsolete?'],
  extinct: ['Tem a certeza que deseja extinguir?', 'Are you sure you want to extinguish it?'],
  delete: ['Tem a certeza que deseja eliminar esta cópia?', 'Are you sure you want to delete this copy?'],
});

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

export const ACTION_LABELS = labelTable<RecordActionName>({
  submitForApproval: ['Submeter para aprovação', 'Submit for approval'],
  submitForPublication: ['Submeter para publicação', 'Submit for publication'],
  publish: ['Publicar', 'Publish'],
  return: ['Devolver', 'Return'],
  archive: ['Arquivar', 'Archive'],
  obsolete: ['Tornar obsoleto', 'Make obsolete'],
  extinct: ['Extinguir', 'Extinguish'],
  delete: ['Eliminar cópia', 'Delete copy'],
});

export function confirmationQuestion(action: RecordActionName, language: Language = 'pt'): string {
  return labelOf(QUESTIONS, action, language);
}

export function successMessage(kind: RecordKindName, action: RecordActionName, language: Language = 'pt'): string {
  const meta = RECORD_KINDS[kind];
  if (language === 'en') return `${meta.label.en} ${SUCCESS_EN[action]}`;
  return `${meta.label.pt} ${SUCCESS_PT[action](meta.gender === 'f' ? 'a' : 'o')}`;
}
