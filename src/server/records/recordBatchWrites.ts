/**
 * The engine's create for many records at once (an import's batch): each request goes through
 * exactly what createRecord does — the attachments, the schema, the dates and parent, the kind's
 * rules, the permission on its owner's chain, the name lock and the duplicate check — and the ones
 * that pass are written together: one id range, one name-lock statement, one multi-row insert of the
 * versions and one of their audit entries. A request refused by a rule is answered with its AppError
 * and nothing of it is written; the others are written whole.
 */
import { ErrorCode } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { SavedRecord, SaveRecordRequest } from '@/shared/records/contract';
import type { NewRecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from './engineContext';
import { toColumns } from './headerMapping';
import type { ServerKindDefinition } from './kindDefinition';
import { chainOf, requirePermission, similarAsSeenBy } from './recordAccess';
import { allocateRecordIds } from './recordIds';
import { findSimilarNamesMany, insertVersions, lockNames, type AuditEntry } from './recordRepository';
import type { DuplicateWarningData } from '@/shared/records/contract';
import { audit, firstVersion, prepare, type CreateOptions } from './recordWrites';

export async function createRecords(
  ctx: EngineContext,
  def: ServerKindDefinition,
  requests: readonly SaveRecordRequest[],
  options: CreateOptions = {},
): Promise<(SavedRecord | AppError)[]> {
  const results: (SavedRecord | AppError)[] = requests.map(() => new AppError(ErrorCode.NoPermission));
  if (ctx.caller.isGuest) return results;
  const passed: { index: number; columns: ReturnType<typeof toColumns> }[] = [];
  for (const [index, request] of requests.entries()) {
    try {
      const input = await prepare(ctx, def, request.input, null, options.keepable ?? new Map());
      requirePermission(ctx, def, 'createEdit', await chainOf(ctx, def.owningOrganization(input, null)));
      passed.push({ index, columns: toColumns(input) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results[index] = error;
    }
  }
  if (passed.length === 0) return results;
  const kind = def.meta.objectKind;
  await lockNames(
    ctx.db,
    kind,
    passed.map((p) => p.columns.name),
  );
  // The duplicate warning of those that did not choose to continue (createRecord's checkDuplicates).
  const checking = passed.filter((p) => !requests[p.index]?.continueOnDuplicate);
  if (checking.length > 0) {
    const similar = await findSimilarNamesMany(
      ctx.db,
      kind,
      checking.map((p) => p.columns.name),
      checking.map(() => null),
      10,
    );
    const refused = new Set<number>();
    const seen = await similarAsSeenBy(
      ctx,
      def,
      similar.map((s) => s.similar),
    );
    for (const [k, { position }] of similar.entries()) {
      const entry = checking[position];
      const record = seen[k];
      if (!entry || !record) continue;
      const current = results[entry.index];
      const list = current instanceof AppError && current.code === def.meta.codes.duplicate ? (current.options.data as DuplicateWarningData).similar : [];
      results[entry.index] = new AppError(def.meta.codes.duplicate, { data: { similar: [...list, record] } satisfies DuplicateWarningData });
      refused.add(entry.index);
    }
    for (let i = passed.length - 1; i >= 0; i -= 1) if (refused.has(passed[i]?.index ?? -1)) passed.splice(i, 1);
    if (passed.length === 0) return results;
  }
  const first = await allocateRecordIds(ctx.db, kind, passed.length);
  const rows: NewRecordVersion[] = [];
  const audits: AuditEntry[] = [];
  passed.forEach(({ index, columns }, k) => {
    const id = first + k;
    rows.push(firstVersion(ctx, def, id, columns));
    audits.push(audit(ctx, def, id, 1, 'create', null, RecordState.Draft, options.comment ?? null));
    results[index] = { id, version: 1, state: RecordState.Draft };
  });
  await insertVersions(ctx.db, rows, audits);
  return results;
}
