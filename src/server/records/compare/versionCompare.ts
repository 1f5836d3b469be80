/**
 * Two versions of one record side by side (issue 14 §2). Each must be a version the caller may read,
 * as for the record view (else the kind's not-found code); the same version twice (of a record the
 * caller may read) is -710. The older version is always the left one: the order asked does not matter.
 */
import { ErrorCode } from '@/shared/errors';
import type { ComparedVersion, VersionDiff } from '@/shared/records/versionDiff';
import type { RecordVersion } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { EngineContext } from '../engineContext';
import { fromRow } from '../headerMapping';
import type { ServerKindDefinition } from '../kindDefinition';
import { visibleVersion } from '../recordReads';
import { buildVersionDiff } from './buildVersionDiff';

function compared(row: RecordVersion): ComparedVersion {
  return {
    version: row.version,
    state: row.state,
    date: (row.changed_at ?? row.created_at).toISOString(),
    changedBy: row.changed_by ?? row.created_by,
    versionComment: row.version_comment ?? '',
  };
}

export async function compareVersions(ctx: EngineContext, def: ServerKindDefinition, id: number, a: number, b: number): Promise<VersionDiff> {
  const [older, newer] = a < b ? [a, b] : [b, a];
  // Read first: a record the caller may not read is not found, whatever the versions asked.
  const before = await visibleVersion(ctx, def, id, older);
  if (a === b) throw new AppError(ErrorCode.CompareSameVersion);
  const after = await visibleVersion(ctx, def, id, newer);
  const fields = await buildVersionDiff(ctx, def, fromRow(before, def.emptyInput), fromRow(after, def.emptyInput));
  return { id, from: compared(before), to: compared(after), fields };
}
