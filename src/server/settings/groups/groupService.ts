/**
 * Group management (SPEC §2.9 /configuracoes/gestaoagrupamentos, §3.2 group kinds): sets the group
 * kind of published entities directly, without a new version, and writes one audit row per entity
 * (record_action 'groupKind', comment 'Tipo de agrupamento: old != new'). -100 for an id that is
 * no entity or has no published version.
 */
import type { Kysely } from 'kysely';
import { GroupKind, ObjectKind } from '@/shared/enums';
import { GROUP_KIND_LABELS } from '@/shared/enumLabels';
import { ErrorCode } from '@/shared/errors';
import { ENTITY_FIELD_LABELS } from '@/shared/records/entity';
import type { GroupChangeResult } from '@/shared/settings';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { recordAction } from '../../records/recordRepository';
import { SETTINGS_DETAILS, withValues } from '../details';
import { currentGroupKind, publishedForUpdate, writeGroupKind } from './groupRepository';

export const GROUP_KIND_ACTION = 'groupKind';

export interface GroupChange {
  organizationIds: readonly number[];
  groupKind: GroupKind;
  username: string;
  now: Date;
}

function auditComment(from: GroupKind, to: GroupKind): string {
  return `${ENTITY_FIELD_LABELS.groupKind.pt}: ${GROUP_KIND_LABELS[from].pt} != ${GROUP_KIND_LABELS[to].pt}`;
}

export async function setGroupKind(db: Kysely<Database>, change: GroupChange): Promise<GroupChangeResult> {
  const ids = [...new Set(change.organizationIds)];
  return db.transaction().execute(async (trx) => {
    const published = await publishedForUpdate(trx, ids);
    const missing = ids.filter((id) => !published.some((p) => p.id === id));
    if (missing.length > 0) throw new AppError(ErrorCode.EntityNotFound, { detail: withValues(SETTINGS_DETAILS.notPublished, missing) });
    let updated = 0;
    for (const row of published) {
      const from = currentGroupKind(row);
      if (from === change.groupKind) continue;
      await writeGroupKind(trx, row, change.groupKind);
      await recordAction(trx, {
        kind: ObjectKind.Entity,
        id: row.id,
        version: row.version,
        action: GROUP_KIND_ACTION,
        from: row.state,
        to: row.state,
        comment: auditComment(from, change.groupKind),
        username: change.username,
        at: change.now,
      });
      updated += 1;
    }
    return { updated };
  });
}
