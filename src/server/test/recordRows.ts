/**
 * Test helper: one record version written straight into record_version, with the publication dates a
 * test needs (the reports and the link check build small catalogues of their own this way).
 */
import type { Kysely } from 'kysely';
import type { RecordState } from '@/shared/recordStates';
import type { Database } from '../db/schema';

export interface RecordRow {
  kind: number;
  id: number;
  version?: number;
  state: RecordState;
  code: string;
  name: string;
  parentId?: number | null;
  organizationId?: number | null;
  data?: Record<string, unknown>;
  createdAt: Date;
  publishedAt: Date | null;
  unpublishedAt?: Date | null;
}

/** Version 1 unless told, abbreviated as its code, started 2026-01-01 and never ended. */
export async function insertRecordRow(db: Kysely<Database>, v: RecordRow): Promise<void> {
  await db
    .insertInto('record_version')
    .values({
      kind: v.kind,
      id: v.id,
      version: v.version ?? 1,
      state: v.state,
      code: v.code,
      name: v.name,
      abbreviation: v.code,
      parent_id: v.parentId ?? null,
      organization_id: v.organizationId ?? null,
      start_date: '2026-01-01',
      end_date: null,
      data: (v.data ?? {}) as never,
      created_at: v.createdAt,
      published_at: v.publishedAt,
      unpublished_at: v.unpublishedAt ?? null,
    })
    .execute();
}
