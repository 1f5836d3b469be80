/** The engine's reads: one version with what the caller may do, history, change log and audit trail. */
import type { AuditEntry, HistoryEntry, RecordView } from '@/shared/records/contract';
import type { ChangeLogLine } from '@/shared/records/versionDiff';
import { belongsToEntity } from '@/shared/records/kindBasics';
import type { RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import { changeLog } from './changeLog';
import type { EngineContext } from './engineContext';
import { fromRow, toColumns } from './headerMapping';
import type { ServerKindDefinition } from './kindDefinition';
import { allowedOn, canReadUnpublished, pendingAfter, readableVersions, versionReader } from './recordAccess';
import { findActions, findPublished, findVersion, findVersions, ownerName } from './recordRepository';
import { scheduledPublicationOf } from '../scheduling/scheduleRepository';
import { versionHeader } from './versionHeader';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The version if the caller may read it (recordAccess.ts); the kind's not-found code otherwise. */
export async function visibleVersion(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number): Promise<RecordVersion> {
  const row = await findVersion(ctx.db, def.meta.objectKind, id, version);
  if (!row || !(await versionReader(ctx, def)(row))) throw new AppError(def.meta.codes.notFound);
  return row;
}

export async function getRecordView(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number): Promise<RecordView> {
  const row = await visibleVersion(ctx, def, id, version);
  // Only the versions the caller may read: the pending and latest numbers must not reveal a draft.
  const allVersions = await findVersions(ctx.db, def.meta.objectKind, id);
  const versions = await readableVersions(ctx, def, allVersions);
  const pendingVersion = pendingAfter(versions, row);
  const allowed = await allowedOn(ctx, def, row, pendingVersion);
  const parent =
    def.hasParentOfSameKind && row.parent_id !== null && row.parent_version !== null
      ? await findVersion(ctx.db, def.meta.objectKind, row.parent_id, row.parent_version)
      : undefined;
  // The kind's own fields, normalised (defaults filled in) the way the edit form expects them.
  const { data } = toColumns(fromRow(row, def.emptyInput));
  return {
    ...versionHeader(def, row),
    parentName: parent?.name ?? null,
    organizationId: row.organization_id,
    organizationName: belongsToEntity(def.meta.name) && row.organization_id !== null ? await ownerName(ctx.db, row.organization_id) : null,
    versionComment: row.version_comment ?? '',
    rowVersion: row.row_version,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    changedBy: row.changed_by,
    changedAt: iso(row.changed_at),
    data,
    allowedActions: allowed.actions,
    canEdit: allowed.canEdit,
    canCreateChild: allowed.canCreateChild,
    ...(allowed.canCreateOwned && { canCreateOwned: allowed.canCreateOwned }),
    canReadAudit: await mayReadAudit(ctx, def, allVersions),
    pendingVersion,
    latestVersion: Math.max(...versions.map((v) => v.version)),
    ...(await scheduledPublicationOf(ctx.db, { kind: def.meta.objectKind, id, version })),
  };
}

export async function getHistory(ctx: EngineContext, def: ServerKindDefinition, id: number): Promise<HistoryEntry[]> {
  // A user who may not read the record's drafts sees the list of its published versions only.
  const versions = await readableVersions(ctx, def, await findVersions(ctx.db, def.meta.objectKind, id));
  if (versions.length === 0) throw new AppError(def.meta.codes.notFound);
  return versions.map((v) => ({ version: v.version, date: (v.changed_at ?? v.created_at).toISOString(), state: v.state, changedBy: v.changed_by ?? v.created_by }));
}

/**
 * The change log of a version: against the previous version, or against the published version
 * when `againstPublished` (what a reviewer compares in Tasks).
 */
export async function getChangeLog(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number, againstPublished: boolean): Promise<ChangeLogLine[]> {
  const row = await visibleVersion(ctx, def, id, version);
  let base: RecordVersion | undefined;
  if (againstPublished) {
    base = await findPublished(ctx.db, def.meta.objectKind, id);
    if (base?.version === row.version) base = undefined;
  } else if (version > 1) {
    // Against the previous version the caller may read: the log must not show an unreadable one.
    const versions = await readableVersions(ctx, def, await findVersions(ctx.db, def.meta.objectKind, id));
    base = versions.filter((v) => v.version < version).at(-1);
  }
  return changeLog(ctx, def, base ? fromRow(base, def.emptyInput) : null, fromRow(row, def.emptyInput));
}

/** The audit trail tells of drafts and reviews: only for readers of the record's unpublished versions. */
async function mayReadAudit(ctx: EngineContext, def: ServerKindDefinition, versions: readonly RecordVersion[]): Promise<boolean> {
  const latest = versions.at(-1);
  return latest !== undefined && (await canReadUnpublished(ctx, def, latest.organization_id));
}

export async function getAudit(ctx: EngineContext, def: ServerKindDefinition, id: number): Promise<AuditEntry[]> {
  if (!(await mayReadAudit(ctx, def, await findVersions(ctx.db, def.meta.objectKind, id)))) throw new AppError(def.meta.codes.notFound);
  const rows = await findActions(ctx.db, def.meta.objectKind, id);
  return rows.map((r) => ({
    version: r.version,
    action: r.action,
    fromState: r.from_state,
    toState: r.to_state,
    comment: r.comment,
    username: r.username,
    at: r.at.toISOString(),
  }));
}
