/**
 * First content of the reference lists the entity form needs: entity types (their order gives the
 * ids the demo tree uses: 1 government, 2 regional secretariat, 3 regional directorate) and relation
 * types. Administrators extend them on the object-parameters page.
 */
import type { Transaction } from 'kysely';
import type { ReferenceCategory } from '@/shared/referenceLists';
import type { Database } from '../schema';

const SEED: Readonly<Partial<Record<ReferenceCategory, readonly (readonly [string, string])[]>>> = {
  organizationType: [
    ['Governo Regional', 'Regional Government'],
    ['Secretaria Regional', 'Regional Secretariat'],
    ['Direção Regional', 'Regional Directorate'],
    ['Instituto público', 'Public institute'],
    ['Serviço desconcentrado', 'Devolved service'],
    ['Empresa pública regional', 'Regional public company'],
    ['Autarquia local', 'Local authority'],
    ['Pasta', 'Folder'],
  ],
  relatedEntityType: [
    ['Tutela', 'Oversight'],
    ['Superintendência', 'Superintendence'],
    ['Parceria', 'Partnership'],
    ['Sucessora', 'Successor'],
  ],
};

export async function seedReferenceItems(trx: Transaction<Database>): Promise<void> {
  for (const [category, items] of Object.entries(SEED)) {
    await trx
      .insertInto('reference_item')
      .values(items.map(([pt, en], i) => ({ category, label_pt: pt, label_en: en, sort_order: i + 1 })))
      .execute();
  }
}
