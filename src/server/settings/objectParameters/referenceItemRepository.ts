/** Reads and writes of `reference_item` for the object-parameters page (the read route of records/ shows active items only). */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ReferenceCategory, ReferenceItem } from '@/shared/referenceLists';
import type { Database, ReferenceItemTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type ReferenceItemRow = Selectable<ReferenceItemTable>;

export function toItem(row: ReferenceItemRow): ReferenceItem {
  return { id: row.id, category: row.category as ReferenceCategory, labelPt: row.label_pt, labelEn: row.label_en, active: row.active, sortOrder: row.sort_order };
}

export function listItems(db: Db, category: ReferenceCategory): Promise<ReferenceItemRow[]> {
  return db.selectFrom('reference_item').selectAll().where('category', '=', category).orderBy('sort_order').orderBy('label_pt').orderBy('id').execute();
}

export function findItem(db: Db, category: ReferenceCategory, id: number): Promise<ReferenceItemRow | undefined> {
  return db.selectFrom('reference_item').selectAll().where('category', '=', category).where('id', '=', id).executeTakeFirst();
}

/** Another item of the category with the same Portuguese label, ignoring case and accents. */
export async function labelTaken(db: Db, category: ReferenceCategory, labelPt: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('reference_item')
    .select('id')
    .where('category', '=', category)
    .where(sql<string>`unaccent_immutable(lower(label_pt))`, '=', sql<string>`unaccent_immutable(lower(${labelPt}))`)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertItem(db: Db, category: ReferenceCategory, values: { label_pt: string; label_en: string; active: boolean }): Promise<ReferenceItemRow> {
  const last = await db
    .selectFrom('reference_item')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('category', '=', category)
    .executeTakeFirst();
  return db
    .insertInto('reference_item')
    .values({ category, ...values, sort_order: Number(last?.n ?? 0) + 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateItem(db: Db, id: number, values: { label_pt: string; label_en: string; active: boolean }): Promise<ReferenceItemRow> {
  return db.updateTable('reference_item').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function setOrder(db: Db, itemIds: readonly number[]): Promise<void> {
  for (const [index, id] of itemIds.entries())
    await db
      .updateTable('reference_item')
      .set({ sort_order: index + 1 })
      .where('id', '=', id)
      .execute();
}

export async function deleteItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('reference_item').where('id', '=', id).execute();
}
