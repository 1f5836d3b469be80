/**
 * The service side of a settings resource kept in one table with a serial id (legislations, refusal
 * types, parameters, economic activities, rich-text templates): read by id (-490 when missing),
 * create and update through the resource's own checks (a unique violation after a race becomes
 * -491), delete after the resource's own guard. Written once; each resource declares its checks.
 */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import type { CrudCall } from './crudRoutes';
import { uniqueAs } from './dbErrors';

type Db = Kysely<Database>;
type IdTableName = 'legislation' | 'refusal_type' | 'app_parameter' | 'economic_activity' | 'rich_text_template';

// Kysely cannot follow a table name that is a type parameter through its builders (every column
// becomes ambiguous), so the by-id queries run on an untyped view of the same connection and the
// row types come back from the table's own Selectable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the row type is restored at the boundary
type Untyped = Kysely<any>;
const untyped = (db: Db) => db as unknown as Untyped;

/** Another row whose `column` equals `value` ignoring case (and whose `same` columns are equal): the -491 check. */
export async function valueTaken(db: Db, table: IdTableName, column: string, value: string, exceptId: number | null, same: Record<string, string> = {}): Promise<boolean> {
  let query = untyped(db)
    .selectFrom(table)
    .select('id')
    .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase());
  for (const [name, equal] of Object.entries(same)) query = query.where(name, '=', equal);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface StoredResourceSpec<T extends IdTableName, Item, Query, CreateInput, UpdateInput> {
  table: T;
  /** The list's answer (a page, or every item). */
  list(db: Db, query: Query): Promise<unknown>;
  toItem(row: Selectable<Database[T]>): Item;
  /** Checks a new item (throwing the catalogued error) and answers its row. */
  createValues(db: Db, input: CreateInput): Promise<Insertable<Database[T]>>;
  /** Checks a change of the existing row and answers what to write. */
  updateValues(db: Db, input: UpdateInput, existing: Selectable<Database[T]>): Promise<Updateable<Database[T]>>;
  /** Refuses a delete (e.g. -492 while records use the item). */
  beforeRemove?(db: Db, existing: Selectable<Database[T]>): Promise<void>;
}

export function storedResource<T extends IdTableName, Item, Query, CreateInput, UpdateInput>(spec: StoredResourceSpec<T, Item, Query, CreateInput, UpdateInput>) {
  type Row = Selectable<Database[T]>;
  const { toItem } = spec;
  // A plain name: the untyped builders cannot narrow a type-parameter table either.
  const table: string = spec.table;

  const existing = async (db: Db, id: number): Promise<Row> => {
    const row = (await untyped(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    if (!row) throw new AppError(ErrorCode.ParameterNotFound);
    return row;
  };

  const get = async (db: Db, id: number): Promise<Item> => toItem(await existing(db, id));

  const create = async (db: Db, input: CreateInput): Promise<Item> => {
    const values = await spec.createValues(db, input);
    const row = await uniqueAs(ErrorCode.ParameterAlreadyExists, () => untyped(db).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow());
    return toItem(row as Row);
  };

  const update = async (db: Db, id: number, input: UpdateInput): Promise<Item> => {
    const values = await spec.updateValues(db, input, await existing(db, id));
    const row = await uniqueAs(ErrorCode.ParameterAlreadyExists, () => untyped(db).updateTable(table).set(values).where('id', '=', id).returningAll().executeTakeFirst());
    // Deleted by someone else between the read and the write.
    if (!row) throw new AppError(ErrorCode.ParameterNotFound);
    return toItem(row as Row);
  };

  const remove = async (db: Db, id: number): Promise<void> => {
    const row = await existing(db, id);
    await spec.beforeRemove?.(db, row);
    await untyped(db).deleteFrom(table).where('id', '=', id).execute();
  };

  return {
    get,
    /** The five handlers of crudRoutes. */
    handlers: {
      list: ({ db }: CrudCall, query: Query) => spec.list(db, query),
      get: ({ db }: CrudCall, id: number) => get(db, id),
      create: ({ db }: CrudCall, input: CreateInput) => create(db, input),
      update: ({ db }: CrudCall, id: number, input: UpdateInput) => update(db, id, input),
      remove: ({ db }: CrudCall, id: number) => remove(db, id),
    },
  };
}

/**
 * createValues and updateValues of a resource whose create and update run the same checks: an
 * update leaves its own row out of the uniqueness check (`exceptId`).
 */
export function sameChecks<Input, Values>(checkedValues: (db: Db, input: Input, exceptId: number | null) => Promise<Values>) {
  return {
    createValues: (db: Db, input: Input) => checkedValues(db, input, null),
    updateValues: (db: Db, input: Input, existing: { id: number }) => checkedValues(db, input, existing.id),
  };
}
