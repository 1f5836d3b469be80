/** The import's read cache: which statements it may answer from memory (never a lock, a setting or a write). */
import { isCacheableRead } from './readCache';

it.each(['select "id" from "reference_item" where "category" = $1', '\n    WITH RECURSIVE chain(id, parent_id, depth) AS (SELECT 1) SELECT id FROM chain'])(
  'remembers a plain read: %s',
  (text) => {
    expect(isCacheableRead(text)).toBe(true);
  },
);

it.each([
  'select * from "record_version" where "id" = $1 for update',
  'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
  "SELECT set_config('pg_trgm.similarity_threshold', $1, true)",
  'with "written" as (insert into "record_version" values ($1) returning "id") insert into "record_action" select 1',
  'update "import_job" set "state" = $1',
  'insert into "record_sequence" ("kind") values ($1) on conflict do update set next_id = 2 returning "next_id"',
  'delete from "import_issue" where "import_id" = $1',
])('lets through a statement it must not remember: %s', (text) => {
  expect(isCacheableRead(text)).toBe(false);
});
