/**
 * Copying a record (SPEC §8 -253 "copying the document is not allowed"; POST …/{id}/{version}/copy
 * for kinds declaring `copy`): a new draft record (new id, version 1) with the same fields and the
 * same stored attachments (their ids reused, allowed for this create only), under the owner the
 * request names, audited as 'create' with a comment naming the source.
 *
 * Our rule (the spec is silent): only a published version may be copied (anything else: the kind's
 * copy code, -253), by a user who may read it (an unreadable version is the kind's not-found code, as
 * for its GET) and who may create records of the kind under the target owner (otherwise the usual
 * -500, checked by createRecord). The copy skips the duplicate-name warning: it always bears its
 * source's name; the warning comes back when it is renamed, saved or published. Its version comment
 * starts empty: the source's described the source's version.
 */
import { RecordState } from '@/shared/recordStates';
import type { CopyRecordRequest, SavedRecord } from '@/shared/records/contract';
import { keepableIn } from '../attachments/attachmentSave';
import { AppError } from '../http/AppError';
import type { EngineContext } from './engineContext';
import { fromRow } from './headerMapping';
import type { ServerKindDefinition } from './kindDefinition';
import { visibleVersion } from './recordReads';
import { createRecord } from './recordWrites';

export async function copyRecord(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number, request: CopyRecordRequest): Promise<SavedRecord> {
  const rule = def.copy;
  if (!rule) throw new AppError(def.meta.codes.notFound);
  const source = await visibleVersion(ctx, def, id, version);
  if (source.state !== RecordState.Published) throw new AppError(rule.notAllowed);
  const input = { ...fromRow(source, def.emptyInput), [rule.ownerField]: request.organizationId, versionComment: '' };
  return createRecord(
    ctx,
    def,
    { input, continueOnDuplicate: true },
    { keepable: keepableIn(def, [source]), comment: `Cópia de ${def.meta.label.pt.toLowerCase()} ${id}/${version} (${source.code ?? ''})` },
  );
}
