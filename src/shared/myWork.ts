/**
 * 'O meu trabalho' (issue 30 §2): the signed-in user's start page — their drafts, what was returned to
 * them, what waits for their review, the publications they scheduled and the records they changed last.
 * One answer (GET /api/me/work) gives every section's count and its first few items; each section's
 * whole list is one search (POST /api/me/work/{section}/search).
 */
import type { RecordState } from './recordState';
import type { RecordKindName } from './records/kindBasics';
import type { LastReturn } from './records/returnReason';

/** The sections, in the panel's order. */
export const MY_WORK_SECTIONS = ['drafts', 'returned', 'awaiting', 'scheduled', 'recent'] as const;
export type MyWorkSection = (typeof MY_WORK_SECTIONS)[number];

export function isMyWorkSection(value: string | undefined): value is MyWorkSection {
  return value !== undefined && (MY_WORK_SECTIONS as readonly string[]).includes(value);
}

export const MY_WORK_LIMITS = {
  /** Items each section carries in the panel's answer. */
  previewItems: 3,
  /** "My recent edits": the last this many distinct records the user changed. */
  recentRecords: 10,
  /** The user's latest audit entries read to find those records (bounds the work for a prolific importer). */
  recentActionsScanned: 1000,
} as const;

/** One record of a section: the version it is about and the instant that places it in the section. */
export interface MyWorkItem {
  kind: RecordKindName;
  id: number;
  version: number;
  code: string | null;
  name: string | null;
  state: RecordState;
  /**
   * ISO instant, by section: drafts — last changed (or created); returned — the return; awaiting — the
   * submission; scheduled — the publication's time; recent — the user's last change. Shown on the Azores clock.
   */
  when: string | null;
  /** Returned records: the last return (refusal type, reason, who by display name, when). */
  lastReturn?: LastReturn;
}

export interface MyWorkSectionSummary {
  /** Every record of the section (the recent edits: at most MY_WORK_LIMITS.recentRecords). */
  count: number;
  /** The first MY_WORK_LIMITS.previewItems, in the section's order (newest first). */
  items: MyWorkItem[];
}

/** GET /api/me/work. */
export type MyWork = Record<MyWorkSection, MyWorkSectionSummary>;

/** POST /api/me/work/{section}/search: one page of a section, newest first unless `sortBy` names a column. */
export interface MyWorkSearchRequest {
  pageNumber?: number;
  pageSize?: number;
  /** 'Code', 'Name', 'When' or 'Kind', optionally followed by ' desc'. */
  sortBy?: string;
}

export const MY_WORK_SORT_KEYS = ['Code', 'Name', 'When', 'Kind'] as const;

export const MY_WORK_PATHS = {
  work: '/me/work',
  search: (section: MyWorkSection) => `/me/work/${section}/search`,
} as const;
