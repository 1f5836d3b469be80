/**
 * Migration 2026_12_01_101: with statistics over (kind, state, filter), the planner's estimate of a
 * list's matches — what chooses how its total is made (records/listTotal.ts) — follows the real
 * combinations. The table gets entities whose drafts are all of one type and mostly inactive, as a
 * region's pool of new records under one type would be; per-column statistics, multiplying the
 * selectivities as if independent, estimate a third to a fifth of them. Dropping the statistics shows it.
 */
import { sql } from 'kysely';
import { RecordState } from '@/shared/recordStates';
import { statisticsChanged } from '../maintenance';
import { entityKind } from '../../records/entityKind';
import type { ServerKindDefinition } from '../../records/kindDefinition';
import { plannedMatches } from '../../records/listTotal';
import { testDatabaseForSuite } from '../../test/testDatabase';

const database = testDatabaseForSuite();
const entity = entityKind as unknown as ServerKindDefinition;
const PUBLISHED = 8000;
const DRAFTS = 2000;
const INACTIVE_DRAFTS = 1500;
const DRAFT_TYPE = 3;

beforeAll(async () => {
  // Published entities spread over the eight types; every draft of type 3, the first 1,500 inactive.
  await sql`INSERT INTO record_version (kind, id, version, state, code, name, abbreviation, organization_id, start_date, created_by, active, data)
    SELECT ${entity.meta.objectKind}::smallint, 600000 + g, 1,
      CASE WHEN g <= ${DRAFTS} THEN ${RecordState.Draft}::smallint ELSE ${RecordState.Published}::smallint END,
      'ST' || g, 'Entidade ' || md5(g::text), 'ST', 1, '2024-01-01', 'test', g > ${INACTIVE_DRAFTS}::int,
      jsonb_build_object('organizationTypeId', CASE WHEN g <= ${DRAFTS} THEN ${DRAFT_TYPE}::int ELSE 1 + g % 8 END)
    FROM generate_series(1, ${DRAFTS + PUBLISHED}) g`.execute(database.db);
  await sql`ANALYZE record_version`.execute(database.db);
  statisticsChanged();
});

/** The planner's estimate of the entity list's matches for one form's filters and a state. */
function estimate(form: Record<string, unknown>, state: RecordState): Promise<number> {
  const query = database.db
    .selectFrom('record_version')
    .selectAll()
    .where('kind', '=', entity.meta.objectKind)
    .where((eb) => eb.and(entity.filters.flatMap((f) => (form[f.field] === undefined ? [] : [f.where(eb, form[f.field]) ?? sql<boolean>`TRUE`]))))
    .where('state', 'in', [state]);
  return plannedMatches(database.db, query);
}

const CASES = [
  { label: 'entity type + state', form: { organizationTypeIds: [DRAFT_TYPE] }, actual: DRAFTS },
  { label: 'inactive + state', form: { active: false }, actual: INACTIVE_DRAFTS },
];

describe('search filter statistics', () => {
  it.each(CASES)('estimates $label within a fifth of the real matches', async ({ form, actual }) => {
    const planned = await estimate(form, RecordState.Draft);
    expect(planned).toBeGreaterThan(actual * 0.8);
    expect(planned).toBeLessThan(actual * 1.2);
  });

  it('without them, the same estimates fall to less than half: what the statistics are for', async () => {
    await sql`DROP STATISTICS record_version_org_type_stats, record_version_active_stats`.execute(database.db);
    await sql`ANALYZE record_version`.execute(database.db);
    statisticsChanged();
    for (const { form, actual } of CASES) expect(await estimate(form, RecordState.Draft)).toBeLessThan(actual / 2);
  });
});
