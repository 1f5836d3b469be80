/**
 * The confirmation question and the success message of each workflow action, per kind (SPEC §4:
 * e.g. 'Entidade submetida para aprovação', 'Tem a certeza que deseja publicar?'). Portuguese
 * participles agree with the kind's gender, so the texts are built from the registry, not copied.
 */
import type { Language } from '../errors';
import LABELS from '../labels.json';
import { labelOf, labelTable } from '../labelTable';
import type { RecordActionName } from '../recordStates';
import { RECORD_KINDS, type RecordKindName } from './kinds';

const QUESTIONS = labelTable<RecordActionName>(LABELS.workflowQuestion);

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

export const ACTION_LABELS = labelTable<RecordActionName>(LABELS.workflowAction);

export function confirmationQuestion(action: RecordActionName, language: Language = 'pt'): string {
  return labelOf(QUESTIONS, action, language);
}

export function successMessage(kind: RecordKindName, action: RecordActionName, language: Language = 'pt'): string {
  const meta = RECORD_KINDS[kind];
  if (language === 'en') return `${meta.label.en} ${SUCCESS_EN[action]}`;
  return `${meta.label.pt} ${SUCCESS_PT[action](meta.gender === 'f' ? 'a' : 'o')}`;
}
