/**
 * What the engine does for every kind owned by an entity (services, documents, points of care),
 * proven on the fake "note" kind (src/server/test/noteKind.ts): lists narrowed to one owner, moving a
 * record to another organisation, rich text sanitised on every save, and the entity's view saying
 * which owned kinds the caller may create under it.
 */
import { KindGuard } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import { OWNED_KINDS } from '@/shared/records/kindBasics';
import type { ScopedProfile } from '@/shared/records/scope';
import { emptyNote, note, type NoteInput } from '../test/noteKind';
import { engineCalls, refused } from '../test/engineCalls';
import { testAppForSuite } from '../test/testApp';
import { entityIdByCode } from '../test/users';
import { entityKind } from './entityKind';
import type { ServerKindDefinition } from './kindDefinition';
import { getRecordView } from './recordReads';
import { searchRecords } from './recordSearch';
import { applyAction, createRecord, saveRecord } from './recordWrites';
import { EntitySearchBody, withOwnerFilter } from './schemas';

const t = testAppForSuite();
let srfpap: number;
let srsd: number;
const admin: ScopedProfile[] = [{ organizationId: null, permissions: [1, 2, 3] }];

beforeAll(async () => {
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
  srsd = await entityIdByCode(t.database.db, 'SRSD');
});

const { context, write } = engineCalls(() => t.database.db);

const input = (overrides: Partial<NoteInput> = {}): NoteInput => ({ ...emptyNote(), startDate: '2025-01-01', organizationId: srfpap, ...overrides });

async function stored(id: number, version = 1): Promise<NoteInput> {
  return (await getRecordView(context(admin), note, id, version)).data as NoteInput;
}

describe('kinds owned by an entity, on the engine', () => {
  it('narrow a list to one owning organisation', async () => {
    await write(admin, (ctx) => createRecord(ctx, note, { input: input({ code: 'L1', name: 'Lista um', organizationId: srfpap }) }));
    await write(admin, (ctx) => createRecord(ctx, note, { input: input({ code: 'L2', name: 'Lista dois', organizationId: srsd }) }));
    const codes = async (form: Record<string, unknown>) =>
      (await searchRecords(context(admin), note, { recordStateIds: [RecordState.Draft], sortBy: 'Code', ...form })).items.map((i) => i.code).filter((c) => c.startsWith('L'));
    expect(await codes({})).toEqual(['L1', 'L2']);
    expect(await codes({ organizationId: srsd })).toEqual(['L2']);
    expect(await codes({ organizationId: srfpap, code: 'L2' })).toEqual([]);
    // An entity's organisation is itself: its lists take no owner filter (the field is not read).
    const entities = await searchRecords(context(admin), entityKind as unknown as ServerKindDefinition, { organizationId: srsd, pageSize: 100 });
    expect(entities.total).toBeGreaterThan(1);
  });

  it("take the owner filter into an owned kind's search body, keeping its other fields and its closure", () => {
    const body = withOwnerFilter(EntitySearchBody);
    if (!KindGuard.IsObject(body)) throw new Error('an object schema');
    expect(Object.keys(body.properties)).toEqual([...Object.keys(EntitySearchBody.properties), 'organizationId']);
    expect(body.properties.organizationId).toMatchObject({ type: 'integer', minimum: 1 });
    expect(body.additionalProperties).toBe(false);
  });

  it('move a record to another organisation only for a caller who may create and edit there too', async () => {
    const here: ScopedProfile[] = [{ organizationId: srfpap, permissions: [51] }];
    const created = await write(here, (ctx) => createRecord(ctx, note, { input: input({ code: 'M1', name: 'Mudança' }) }));
    const moving = input({ code: 'M1', name: 'Mudança', organizationId: srsd });
    const error = await refused(write(here, (ctx) => saveRecord(ctx, note, created.id, 1, { input: moving, rowVersion: 1 })));
    expect(error.code).toBe(ErrorCode.NoPermission);
    expect((await getRecordView(context(admin), note, created.id, 1)).organizationId).toBe(srfpap);

    // Staying put is still the caller's to save; moving, for one who holds both organisations.
    await write(here, (ctx) => saveRecord(ctx, note, created.id, 1, { input: input({ code: 'M1', name: 'Mudança', body: 'fica' }), rowVersion: 1 }));
    const both: ScopedProfile[] = [...here, { organizationId: srsd, permissions: [51] }];
    await write(both, (ctx) => saveRecord(ctx, note, created.id, 1, { input: moving, rowVersion: 2 }));
    expect((await getRecordView(context(admin), note, created.id, 1)).organizationId).toBe(srsd);
    expect((await searchRecords(context(admin), note, { recordStateIds: [RecordState.Draft], organizationId: srsd, code: 'M1' })).total).toBe(1);
    // Now out of the first caller's reach.
    const back = await refused(write(here, (ctx) => saveRecord(ctx, note, created.id, 1, { input: input({ code: 'M1', name: 'Mudança' }), rowVersion: 3 })));
    expect(back.code).toBe(ErrorCode.NoPermission);
  });

  it('keep only the allowed HTML of rich-text fields on every save', async () => {
    const dirty = '<p onclick="steal()">Olá <script>alert(1)</script><a href="javascript:alert(1)">ligação</a> <a href="https://example.pt" onmouseover="x()">site</a></p>';
    const created = await write(admin, (ctx) => createRecord(ctx, note, { input: input({ code: 'R1', name: 'Rica', summary: dirty, body: '<script>fica</script>' }) }));
    const kept = (await stored(created.id)).summary;
    expect(kept).toBe('<p>Olá ligação <a rel="noopener noreferrer" href="https://example.pt">site</a></p>');
    expect(kept).not.toMatch(/script|onclick|onmouseover|javascript:/i);
    // Only the declared fields: plain text is stored as sent (the SPA shows it as text).
    expect((await stored(created.id)).body).toBe('<script>fica</script>');

    await write(admin, (ctx) =>
      saveRecord(ctx, note, created.id, 1, { input: input({ code: 'R1', name: 'Rica', summary: '<p>ok<img src="x" onerror="alert(1)"></p>' }), rowVersion: 1 }),
    );
    expect((await stored(created.id)).summary).toBe('<p>ok</p>');
  });

  it('count the maximum of a rich-text field on the kept text', async () => {
    // 40 characters inside a frame are not text the reader sees: dropped first, they do not count.
    const framed = `<iframe>${'x'.repeat(40)}</iframe><p>curto</p>`;
    const created = await write(admin, (ctx) => createRecord(ctx, note, { input: input({ code: 'C1', name: 'Contagem', summary: framed }) }));
    expect((await stored(created.id)).summary).toBe('<p>curto</p>');
    const long = await refused(write(admin, (ctx) => createRecord(ctx, note, { input: input({ code: 'C2', name: 'Longa', summary: `<p>${'y'.repeat(31)}</p>` }) })));
    expect(long.code).toBe(ErrorCode.DocumentInvalid);
    expect(JSON.stringify(long.options.detail)).toContain('Resumo');
  });

  it("say on an entity's view which owned kinds the caller may create under it", async () => {
    const entity = entityKind as unknown as ServerKindDefinition;
    // A published entity that may have services but not points of care (KIND_BASICS ownerFlag); documents need no flag.
    const owner = await write(admin, (ctx) =>
      createRecord(ctx, entity, {
        input: {
          ...entityKind.emptyInput(),
          code: 'OW1',
          abbreviation: 'OW1',
          name: 'Dona de registos',
          startDate: '2025-01-01',
          organizationTypeId: 3,
          parentId: srfpap,
          parentVersion: 1,
          canHaveServices: true,
          canHavePointsOfCare: false,
        },
        continueOnDuplicate: true,
      }),
    );
    await write(admin, (ctx) => applyAction(ctx, entity, owner.id, 1, 'publish', { rowVersion: 1, continueOnDuplicate: true }));
    const owned = async (profiles: readonly ScopedProfile[], version = 1) => (await getRecordView(context(profiles), entity, owner.id, version)).canCreateOwned;

    expect(await owned(admin)).toEqual(OWNED_KINDS.filter((k) => k !== 'pointOfCare'));
    expect(await owned([{ organizationId: srfpap, permissions: [51] }])).toEqual(['document']);
    expect(await owned([{ organizationId: srsd, permissions: [31, 41, 51] }])).toEqual([]);
    const guest = { ...context([]), caller: { username: 'guest', isGuest: true, profiles: [] } };
    expect((await getRecordView(guest, entity, owner.id, 1)).canCreateOwned).toEqual([]);
    // Only a published version owns: its new draft offers nothing (the owner picker offers published entities only).
    const published = await getRecordView(context(admin), entity, owner.id, 1);
    const draft = await write(admin, (ctx) =>
      saveRecord(ctx, entity, owner.id, 1, {
        input: {
          ...published.data,
          code: published.code,
          name: published.name,
          abbreviation: published.abbreviation,
          startDate: published.startDate,
          parentId: published.parentId,
          parentVersion: published.parentVersion,
          versionComment: 'v2',
        },
        rowVersion: published.rowVersion,
        continueOnDuplicate: true,
      }),
    );
    expect(await owned(admin, draft.version)).toEqual([]);
    // Other kinds' views do not carry it.
    const created = await write(admin, (ctx) => createRecord(ctx, note, { input: input({ code: 'V1', name: 'Vista' }) }));
    expect(await getRecordView(context(admin), note, created.id, 1)).not.toHaveProperty('canCreateOwned');
  });
});
