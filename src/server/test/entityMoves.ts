/**
 * Test helper: an entity created under one parent and moved under another as an administrator does it —
 * a new version with the other parent, published, so that the old parent stays on its archived versions.
 * The "moved between branches" fixture of the authorisation matrix and the reach tests (issue 28).
 */
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import type { TestApp } from './testApp';

export interface MovedEntity {
  id: number;
  /** The published version, under the new parent. */
  version: number;
}

async function ok<T>(what: string, call: Promise<{ body: { code: number; description?: string | null; data: T } }>): Promise<T> {
  const { body } = await call;
  if (body.code !== 0) throw new Error(`${what}: ${body.code} ${body.description ?? ''}`);
  return body.data;
}

async function publish(t: TestApp, token: string, id: number, version: number): Promise<void> {
  const view = await ok('read', t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/${version}`, token }));
  await ok(
    'publish',
    t.call({ method: 'POST', url: `/records/entity/${id}/${version}/actions/publish`, token, payload: { rowVersion: view.rowVersion, continueOnDuplicate: true } }),
  );
}

/** A published entity `code` of `organizationTypeId` (with `fields`), first under `from`, then (its version 2, published) under `to`. */
export async function entityMovedBetween(
  t: TestApp,
  adminToken: string,
  spec: { code: string; name: string; organizationTypeId: number; from: number; to: number; fields?: Partial<EntityInput> },
): Promise<MovedEntity> {
  const input = {
    ...emptyEntity(),
    code: spec.code,
    abbreviation: spec.code,
    name: spec.name,
    startDate: '2024-01-01',
    organizationTypeId: spec.organizationTypeId,
    ...spec.fields,
  };
  const first = await ok<SavedRecord>(
    'create',
    t.call({ method: 'POST', url: '/records/entity', token: adminToken, payload: { input: { ...input, parentId: spec.from, parentVersion: 1 }, continueOnDuplicate: true } }),
  );
  await publish(t, adminToken, first.id, first.version);
  const view = await ok<RecordView>('read', t.call({ method: 'GET', url: `/records/entity/${first.id}/${first.version}`, token: adminToken }));
  const moved = await ok<SavedRecord>(
    'move',
    t.call({
      method: 'PUT',
      url: `/records/entity/${first.id}/${first.version}`,
      token: adminToken,
      payload: { input: { ...input, parentId: spec.to, parentVersion: 1, versionComment: 'Nova tutela' }, rowVersion: view.rowVersion, continueOnDuplicate: true },
    }),
  );
  await publish(t, adminToken, moved.id, moved.version);
  return { id: moved.id, version: moved.version };
}
