/**
 * The audit view (issue 31 §4): every workflow action (record_action) and every settings write
 * (settings_action) in one list, for the administrator. The contract between the SPA and
 * POST /api/audit/search and /api/audit/export, the access rule both sides read, and the labels of the
 * actions the workflow's own table (workflowTexts.ts ACTION_LABELS) does not name.
 */
import type { Language } from './errors';
import type { RecordState } from './recordState';
import type { RecordActionName } from './recordStates';
import { RECORD_KIND_NAMES, type RecordKindName } from './records/kindBasics';
import { ACTION_LABELS } from './records/workflowTexts';

// The access rule (the administrator: Super approve over the whole tree) is canAudit of permissions.ts, beside the menu's rules.
export { AUDIT_PERMISSION, canAudit, type AuditSubject } from './permissions';

/** The kind of a row: a record kind, or 'settings' for a settings write. */
export const AUDIT_SETTINGS_KIND = 'settings' as const;
export const AUDIT_KINDS = [...RECORD_KIND_NAMES, AUDIT_SETTINGS_KIND] as const;
export type AuditKind = RecordKindName | typeof AUDIT_SETTINGS_KIND;

export const AUDIT_SORT_KEYS = ['When', 'User', 'Kind', 'Action'] as const;

export const AUDIT_LIMITS = {
  /** An export answers -790 above this many rows (the file is built in memory: bounded, never the whole log). */
  exportRows: 20_000,
  textLength: 100,
} as const;

/** POST /api/audit/search: every filter optional; days are Azores days (yyyy-MM-dd), both ends included. */
export interface AuditFilters {
  from?: string;
  to?: string;
  username?: string;
  kind?: AuditKind;
  /** A record's id (digits) or code (exact, any case); for settings rows, the target's id. */
  record?: string;
  version?: number;
  action?: string;
  fromState?: RecordState;
  toState?: RecordState;
  /** Text in the comment (any case). */
  comment?: string;
}

export interface AuditSearchRequest extends AuditFilters {
  pageNumber?: number;
  pageSize?: number;
  /** One of AUDIT_SORT_KEYS, optionally followed by ' desc'; newest first by default. */
  sortBy?: string;
}

export type AuditExportFormat = 'xlsx' | 'csv';
export interface AuditExportRequest extends AuditFilters {
  format: AuditExportFormat;
  sortBy?: string;
}

/** One row of the view. */
export interface AuditRow {
  /** 'r<id>' for a workflow action, 's<id>' for a settings write: unique across both. */
  key: string;
  at: string;
  username: string;
  kind: AuditKind;
  /** The record's id (workflow) or null. */
  recordId: number | null;
  code: string | null;
  name: string | null;
  version: number | null;
  action: string;
  fromState: RecordState | null;
  toState: RecordState | null;
  comment: string | null;
  /** Settings writes: the area (users, profiles, …), the target's id and the route's pattern. */
  area: string | null;
  target: string | null;
  route: string | null;
}

export const AUDIT_PATHS = { search: '/audit/search', export: '/audit/export' } as const;

type Texts = Readonly<Record<Language, string>>;

/** Actions of the engine and of the settings log that are not workflow transitions (those are ACTION_LABELS'). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, Texts>> = {
  create: { pt: 'Criação', en: 'Creation' },
  save: { pt: 'Gravação', en: 'Save' },
  newVersion: { pt: 'Nova versão', en: 'New version' },
  schedulePublication: { pt: 'Publicação agendada', en: 'Publication scheduled' },
  cancelScheduledPublication: { pt: 'Agendamento terminado', en: 'Schedule ended' },
  undo: { pt: 'Anulação', en: 'Undo' },
  update: { pt: 'Alteração', en: 'Change' },
  resetpassword: { pt: 'Reposição da palavra-passe', en: 'Password reset' },
  reset: { pt: 'Reposição', en: 'Reset' },
  order: { pt: 'Reordenação', en: 'Reorder' },
};

/** The settings areas as the log names them (the path segment after /settings), labelled. */
export const AUDIT_AREA_LABELS: Readonly<Record<string, Texts>> = {
  users: { pt: 'Utilizadores', en: 'Users' },
  profiles: { pt: 'Perfis', en: 'Profiles' },
  parameters: { pt: 'Parâmetros', en: 'Parameters' },
  objectparameters: { pt: 'Parâmetros de objetos', en: 'Object parameters' },
  legislations: { pt: 'Legislação', en: 'Legislation' },
  refusaltypes: { pt: 'Tipos de recusa', en: 'Refusal types' },
  templates: { pt: 'Modelos', en: 'Templates' },
  groups: { pt: 'Gestão de grupos', en: 'Group management' },
  divisions: { pt: 'Divisões', en: 'Divisions' },
  economicactivities: { pt: 'Atividades económicas', en: 'Economic activities' },
  opendata: { pt: 'Dados abertos', en: 'Open data' },
};

export const AUDIT_SETTINGS_LABEL: Texts = { pt: 'Configurações', en: 'Settings' };

/** An action's label: the workflow's own, else the engine's or the settings log's, else its name (the screen's and the files'). */
export function auditActionLabel(action: string, language: Language): string {
  if (Object.hasOwn(ACTION_LABELS, action)) return ACTION_LABELS[action as RecordActionName][language];
  const own = Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action] : undefined;
  return own ? own[language] : action;
}
