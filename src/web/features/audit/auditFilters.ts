/** The audit view's filter form (issue 31 §4): what the form holds, and the request's filters it stands for. */
import { AUDIT_ACTION_LABELS, AUDIT_KINDS, auditActionLabel, type AuditFilters, type AuditKind } from '@/shared/audit';
import type { Language } from '@/shared/errors';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RecordAction, RecordState } from '@/shared/recordStates';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { SelectOption } from '@/web/components/form/SelectField';

export interface AuditFormValues {
  from: string;
  to: string;
  username: string;
  kind: AuditKind | '';
  record: string;
  version: number | null;
  action: string;
  fromState: RecordState | '';
  toState: RecordState | '';
  comment: string;
}

export const EMPTY_AUDIT_FORM: AuditFormValues = {
  from: '',
  to: '',
  username: '',
  kind: '',
  record: '',
  version: null,
  action: '',
  fromState: '',
  toState: '',
  comment: '',
};

/** The filled filters only (an empty field filters nothing). */
export function auditFiltersOf(values: AuditFormValues): AuditFilters {
  const text = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const filters: AuditFilters = {
    from: text(values.from),
    to: text(values.to),
    username: text(values.username),
    kind: values.kind === '' ? undefined : values.kind,
    record: text(values.record),
    version: values.version ?? undefined,
    action: text(values.action),
    fromState: values.fromState === '' ? undefined : values.fromState,
    toState: values.toState === '' ? undefined : values.toState,
    comment: text(values.comment),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as AuditFilters;
}

export function kindOptions(language: Language, settingsLabel: string): SelectOption[] {
  return AUDIT_KINDS.map((k) => ({ value: k, label: k === 'settings' ? settingsLabel : RECORD_KINDS[k].label[language] }));
}

export function actionOptions(language: Language): SelectOption[] {
  const names = [...Object.values(RecordAction), ...Object.keys(AUDIT_ACTION_LABELS)];
  return names.map((a) => ({ value: a, label: auditActionLabel(a, language) })).sort((a, b) => a.label.localeCompare(b.label, language));
}

export function stateOptions(language: Language): SelectOption[] {
  return Object.values(RecordState)
    .filter((v): v is RecordState => typeof v === 'number')
    .map((s) => ({ value: s, label: RECORD_STATE_LABELS[s][language] }));
}

export { auditActionLabel };
