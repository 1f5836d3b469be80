/**
 * Test helper: a draft entity made through the API, the unpublished owner or parent that the kinds',
 * the picker's and the hub's tests each built by hand. Type 3, started 2024-01-01, under version 1 of
 * its parent, its abbreviation its code unless the fields say otherwise.
 */
import type { Envelope } from '@/shared/api';
import type { SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import type { TestApp } from './testApp';

export type EntityDraftFields = Partial<EntityInput> & { code: string; name: string; parentId: number };

export function entityDraftInput(fields: EntityDraftFields): EntityInput {
  return { ...emptyEntity(), abbreviation: fields.code, startDate: '2024-01-01', organizationTypeId: 3, parentVersion: 1, ...fields };
}

/** POST /records/entity of a draft entity (continuing on a duplicate name); the envelope. */
export async function createEntityDraft(t: TestApp, token: string, fields: EntityDraftFields): Promise<Envelope<SavedRecord>> {
  return (await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token, payload: { input: entityDraftInput(fields), continueOnDuplicate: true } })).body;
}
