/**
 * Bulk data for the benchmark: N entities under the demo tree, a third of them with a second version
 * (the first archived, the second published or in draft), built in SQL with generate_series; M
 * services owned by those entities, versioned the same way, with the reference lists of the service
 * search; and a pool of drafts with unique names for the write scenarios to update and publish.
 */
import { sql, type Kysely } from 'kysely';
import { ObjectKind } from '../src/shared/enums';
import { RecordState } from '../src/shared/recordStates';
import type { Database } from '../src/server/db/schema';

const WORDS_A = ['Direção', 'Divisão', 'Serviço', 'Instituto', 'Gabinete', 'Centro', 'Unidade', 'Núcleo', 'Departamento', 'Escola'];
const WORDS_B = ['Regional', 'Municipal', 'de Ilha', 'Local', 'Técnico', 'de Apoio', 'Integrado', 'Especializado'];
const WORDS_C = [
  'da Saúde',
  'do Ambiente',
  'das Pescas',
  'da Educação',
  'do Turismo',
  'da Cultura',
  'dos Transportes',
  'da Agricultura',
  'do Mar',
  'das Finanças',
  'da Juventude',
  'do Emprego',
];
const PLACES = [
  'Ponta Delgada',
  'Angra do Heroísmo',
  'Horta',
  'Praia da Vitória',
  'Ribeira Grande',
  'Lagoa',
  'Vila do Porto',
  'Santa Cruz das Flores',
  'Madalena',
  'Velas',
  'Corvo',
  'Nordeste',
];

const arr = (words: string[]) => sql`ARRAY[${sql.join(words)}]::text[]`;

/**
 * Runs a bulk load with record_version's secondary indexes dropped, then builds them again from their
 * own definitions (pg_indexes): one build is many times faster than as many row-by-row inserts into
 * the trigram GIN indexes, above all on the embedded database. Indexes behind constraints stay.
 */
async function withoutSecondaryIndexes<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  const indexes = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = 'record_version'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.indexname)))`.execute(db);
  for (const index of indexes.rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  const result = await load();
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db);
  return result;
}

/** Entities, then services owned by them, under one drop and rebuild of the indexes; answers the versions written. */
export function seedBenchEntities(db: Kysely<Database>, count: number, services = 0): Promise<number> {
  return withoutSecondaryIndexes(db, async () => {
    await insertEntities(db, count);
    return insertServices(db, services);
  });
}

async function insertEntities(db: Kysely<Database>, count: number): Promise<number> {
  const parents = await db.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.Entity).execute();
  const parentIds = parents.map((p) => p.id);
  const first = (await db.selectFrom('record_sequence').select('next_id').where('kind', '=', ObjectKind.Entity).executeTakeFirst())?.next_id ?? 1;
  const name = sql`(${arr(WORDS_A)})[1 + i % 10] || ' ' || (${arr(WORDS_B)})[1 + (i / 10) % 8] || ' ' || (${arr(WORDS_C)})[1 + (i / 80) % 12] || ' de ' || (${arr(PLACES)})[1 + (i / 960) % 12] || ' ' || i`;
  const common = sql`${ObjectKind.Entity}::smallint, ${first}::int + i, ${name}, 'E' || lpad((${first}::int + i)::text, 7, '0'), 'S' || i,
    (ARRAY[${sql.join(parentIds)}]::int[])[1 + i % ${parentIds.length}::int], 1, ${first}::int + i,
    date '2020-01-01' + (i % 1000), jsonb_build_object('organizationTypeId', 1 + i % 8, 'groupKind', 3), (i % 17) <> 0`;
  // Version 1 of every entity: published, or archived when a second version exists.
  await sql`
    INSERT INTO record_version (kind, id, name, code, abbreviation, parent_id, parent_version, organization_id, start_date, data, active, version, state, created_by)
    SELECT ${common}, 1, CASE WHEN i % 3 = 0 THEN ${RecordState.Archived}::smallint ELSE ${RecordState.Published}::smallint END, 'bench'
    FROM generate_series(0, ${count - 1}::int) AS i`.execute(db);
  await sql`
    INSERT INTO record_version (kind, id, name, code, abbreviation, parent_id, parent_version, organization_id, start_date, data, active, version, state, created_by)
    SELECT ${common}, 2, CASE WHEN i % 6 = 0 THEN ${RecordState.Published}::smallint ELSE ${RecordState.Draft}::smallint END, 'bench'
    FROM generate_series(0, ${count - 1}::int) AS i WHERE i % 3 = 0`.execute(db);
  await db
    .updateTable('record_sequence')
    .set({ next_id: first + count })
    .where('kind', '=', ObjectKind.Entity)
    .execute();
  const total = await db
    .selectFrom('record_version')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

const SERVICE_A = ['Pedido de', 'Emissão de', 'Renovação de', 'Inscrição em', 'Reembolso de', 'Apoio à', 'Autorização de', 'Registo de'];
const SERVICE_B = ['licença', 'certidão', 'declaração', 'cartão', 'programa', 'atividade', 'utilização', 'vistoria'];
const SERVICE_C = ['de pesca', 'de saúde', 'escolar', 'agrícola', 'de construção', 'cultural', 'de transporte', 'ambiental', 'de emprego', 'desportiva'];

/** The ids of a reference list's items, for the services' data (the seed's lists). */
async function itemIds(db: Kysely<Database>, category: string): Promise<number[]> {
  const rows = await db.selectFrom('reference_item').select('id').where('category', '=', category).orderBy('id').execute();
  return rows.length > 0 ? rows.map((r) => r.id) : [1];
}

/**
 * `count` services owned by the entities (every published entity id in turn), a third with a second
 * version like the entities; every one with a service area, category, sub-category and one event.
 */
async function insertServices(db: Kysely<Database>, count: number): Promise<number> {
  if (count > 0) {
    const first = (await db.selectFrom('record_sequence').select('next_id').where('kind', '=', ObjectKind.Service).executeTakeFirst())?.next_id ?? 1;
    const ids = async (category: string) => sql`(ARRAY[${sql.join(await itemIds(db, category))}]::int[])`;
    const pick = (array: unknown, step: number) => sql`${array}[1 + (i / ${step}::int) % cardinality(${array})]`;
    const [area, category, subCategory, life, business] = await Promise.all(['serviceArea', 'serviceCategory', 'serviceSubCategory', 'lifeEvent', 'businessEvent'].map(ids));
    const name = sql`(${arr(SERVICE_A)})[1 + i % 8] || ' ' || (${arr(SERVICE_B)})[1 + (i / 8) % 8] || ' ' || (${arr(SERVICE_C)})[1 + (i / 64) % 10] || ' em ' || (${arr(PLACES)})[1 + (i / 640) % 12] || ' ' || i`;
    // The owners in SQL: a hundred thousand ids would not fit in a statement's parameters.
    const owner = sql`o.ids[1 + i % cardinality(o.ids)]`;
    const owners = sql`(SELECT array_agg(DISTINCT id ORDER BY id) AS ids FROM record_version WHERE kind = ${ObjectKind.Entity}) o`;
    const data = sql`jsonb_build_object('organizationId', ${owner},
      'serviceAreaId', ${pick(area, 1)}, 'serviceCategoryId', ${pick(category, 3)}, 'serviceSubCategoryId', ${pick(subCategory, 7)},
      'lifeEventId', CASE WHEN i % 2 = 0 THEN ${pick(life, 5)} END, 'businessEventId', CASE WHEN i % 2 = 1 THEN ${pick(business, 5)} END,
      'procedure', '<p>Procedimento</p>', 'recipientTypeIds', '[]'::jsonb, 'legislationIds', '[]'::jsonb, 'necessaryDocuments', '[]'::jsonb)`;
    const common = sql`${ObjectKind.Service}::smallint, ${first}::int + i, ${name}, 'SV' || lpad((${first}::int + i)::text, 7, '0'), 'SV' || i,
      ${owner}, date '2020-01-01' + (i % 1000), ${data}, (i % 19) <> 0`;
    await sql`
      INSERT INTO record_version (kind, id, name, code, abbreviation, organization_id, start_date, data, active, version, state, created_by)
      SELECT ${common}, 1, CASE WHEN i % 3 = 0 THEN ${RecordState.Archived}::smallint ELSE ${RecordState.Published}::smallint END, 'bench'
      FROM generate_series(0, ${count - 1}::int) AS i CROSS JOIN ${owners}`.execute(db);
    await sql`
      INSERT INTO record_version (kind, id, name, code, abbreviation, organization_id, start_date, data, active, version, state, created_by)
      SELECT ${common}, 2, CASE WHEN i % 6 = 0 THEN ${RecordState.Published}::smallint ELSE ${RecordState.Draft}::smallint END, 'bench'
      FROM generate_series(0, ${count - 1}::int) AS i CROSS JOIN ${owners} WHERE i % 3 = 0`.execute(db);
    await sql`
      INSERT INTO record_sequence (kind, next_id) VALUES (${ObjectKind.Service}, ${first + count})
      ON CONFLICT (kind) DO UPDATE SET next_id = EXCLUDED.next_id`.execute(db);
  }
  const total = await db
    .selectFrom('record_version')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** The published demo entity (SRFPAP, version 1) the draft pools are created under. */
export async function draftPoolParentId(db: Kysely<Database>): Promise<number> {
  const parent = await db
    .selectFrom('record_version')
    .select('id')
    .where('kind', '=', ObjectKind.Entity)
    .where('code', '=', 'SRFPAP')
    .where('version', '=', 1)
    .executeTakeFirstOrThrow();
  return parent.id;
}

/**
 * `count` drafts (version 1, row version 1) under the published demo entity `parentId`, each named
 * with random hex so none is a near-duplicate of another (the seeded names are: "… 123", "… 1123"),
 * valid for a save or a publish. Answers their ids.
 */
export async function seedDraftPool(db: Kysely<Database>, parentId: number, count: number): Promise<number[]> {
  const first = (await db.selectFrom('record_sequence').select('next_id').where('kind', '=', ObjectKind.Entity).executeTakeFirstOrThrow()).next_id;
  await sql`
    INSERT INTO record_version (kind, id, name, code, abbreviation, parent_id, parent_version, organization_id, start_date, data, active, version, state, created_by)
    SELECT ${ObjectKind.Entity}::smallint, ${first}::int + i, 'Ensaio ' || md5(random()::text), 'P' || (${first}::int + i), 'P' || i,
      ${parentId}::int, 1, ${first}::int + i, date '2024-01-01', jsonb_build_object('organizationTypeId', 3, 'groupKind', 3), true, 1, ${RecordState.Draft}::smallint, 'bench'
    FROM generate_series(0, ${count - 1}::int) AS i`.execute(db);
  await db
    .updateTable('record_sequence')
    .set({ next_id: first + count })
    .where('kind', '=', ObjectKind.Entity)
    .execute();
  return Array.from({ length: count }, (_, i) => first + i);
}
