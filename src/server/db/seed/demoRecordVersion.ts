/**
 * The first, published version of a demo record built from its form input, the way the editors save one
 * (toColumns), with `demo: true` in its data. One place for the demo seeds of locations, points of care and
 * services, so their rows cannot drift apart.
 */
import type { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { toColumns } from '../../records/headerMapping';
import type { NewRecordVersion } from '../schema';
import { SEED_AUTHOR } from './demoTree';

export function demoRecordVersion(kind: ObjectKind, id: number, input: { organizationId: number | null }): NewRecordVersion {
  const columns = toColumns(input);
  return {
    kind,
    id,
    version: 1,
    state: RecordState.Published,
    ...columns,
    data: { ...columns.data, demo: true },
    organization_id: input.organizationId,
    created_by: SEED_AUTHOR,
  };
}
