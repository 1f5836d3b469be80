/**
 * The attachment mechanism is the engine's, not the document kind's: a small declaration with one
 * single-object attachment field (like a service's procedure diagram) and no attachment codes of its
 * own gets the same storing, keeping and refusing, answered with its own invalid code.
 */
import * as yup from 'yup';
import { ErrorCode } from '@/shared/errors';
import type { ObjectKind } from '@/shared/enums';
import { INPUT_LIMITS } from '@/shared/limits';
import { RecordState } from '@/shared/recordStates';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { attachmentSchema } from '@/shared/records/schemaParts';
import type { ScopedProfile } from '@/shared/records/scope';
import type { StoredAttachment } from '@/shared/records/document';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { getChangeLog, getRecordView } from '../records/recordReads';
import { applyAction, createRecord, saveRecord } from '../records/recordWrites';
import { files, upload } from '../test/documents';
import { engineCalls, refused } from '../test/engineCalls';
import { emptyFakeRecordHeader, fakeRecordHeaderSchemaFields, type FakeRecordHeader } from '../test/fakeKindHeader';
import { testAppForSuite } from '../test/testApp';
import { entityIdByCode } from '../test/users';
import { attachmentBytes } from './attachmentStore';

type SketchInput = FakeRecordHeader & { diagram: StoredAttachment | null };

const emptySketch = (): SketchInput => ({ ...emptyFakeRecordHeader(), diagram: null });

const sketchKind: ServerKindDefinition<SketchInput> = {
  // The service area's codes and permissions (a kind without attachment codes of its own), under an object kind no real kind uses.
  meta: { ...RECORD_KINDS.service, objectKind: 91 as ObjectKind },
  schema: yup.object({
    ...fakeRecordHeaderSchemaFields(),
    diagram: attachmentSchema({ maxBytes: INPUT_LIMITS.fileMaxBytes, imagesOnly: false, stored: true }).nullable().default(null),
  }),
  labels: { diagram: { pt: 'Diagrama', en: 'Diagram' } },
  emptyInput: emptySketch,
  hasParentOfSameKind: false,
  owningOrganization: (input) => input.organizationId,
  organizationOf: (row) => (typeof row.data.organizationId === 'number' ? row.data.organizationId : null),
  stateField: 'recordStateIds',
  filters: [],
  sortColumns: { Code: 'code' },
  listExtra: () => ({}),
  attachmentFields: ['diagram'],
};
const sketch = sketchKind as unknown as ServerKindDefinition;

const t = testAppForSuite();
let drs: number;
const admin: ScopedProfile[] = [{ organizationId: null, permissions: [1, 2, 3] }];
const engine = engineCalls(() => t.database.db);
const ctx = (db?: EngineContext['db']): EngineContext => engine.context(admin, db);
const write = <T>(work: (c: EngineContext) => Promise<T>) => engine.write(admin, work);
const input = (diagram: StoredAttachment | null, code = 'S1'): SketchInput => ({
  ...emptySketch(),
  code,
  name: `Esboço ${code}`,
  startDate: '2025-01-01',
  organizationId: drs,
  diagram,
});

beforeAll(async () => {
  drs = await entityIdByCode(t.database.db, 'DRS');
});

describe('attachments on a kind with one single-object attachment field', () => {
  it('stores, keeps on a new draft, refuses foreign ids and bad bytes with the kind’s own invalid code', async () => {
    const png = files.png();
    const created = await write((c) => createRecord(c, sketch, { input: input(upload(png, 'fluxo.png', 'image/png')), continueOnDuplicate: true }));
    const v1 = await getRecordView(ctx(), sketch, created.id, 1);
    const stored = v1.data.diagram as StoredAttachment;
    expect(stored).toEqual({ name: 'fluxo.png', size: png.length, mime: 'image/png', format: 'png', data: '', attachmentId: expect.any(Number) });
    expect(Buffer.from((await attachmentBytes(t.database.db, stored.attachmentId ?? 0)) ?? []).equals(png)).toBe(true);

    await write((c) => applyAction(c, sketch, created.id, 1, 'publish', { rowVersion: v1.rowVersion, continueOnDuplicate: true }));
    const published = await getRecordView(ctx(), sketch, created.id, 1);
    const next = await write((c) => saveRecord(c, sketch, created.id, 1, { input: input(stored), rowVersion: published.rowVersion, continueOnDuplicate: true }));
    expect(next).toEqual({ id: created.id, version: 2, state: RecordState.Draft });
    expect((await getRecordView(ctx(), sketch, created.id, 2)).data.diagram).toEqual(stored);
    expect(await getChangeLog(ctx(), sketch, created.id, 2, false)).toEqual([]);

    // Another record may not name this one's file.
    const foreign = await refused(write((c) => createRecord(c, sketch, { input: input(stored, 'S2'), continueOnDuplicate: true })));
    expect(foreign.code).toBe(ErrorCode.ServiceInvalid);
    expect(JSON.stringify(foreign.options.detail)).toContain('Diagrama');
    const bad = await refused(write((c) => createRecord(c, sketch, { input: input(upload(files.exe(), 'fluxo.png', 'image/png'), 'S3'), continueOnDuplicate: true })));
    expect(bad.code).toBe(ErrorCode.ServiceInvalid);

    // No file at all is fine; removing the file is a change the log tells.
    const v2 = await getRecordView(ctx(), sketch, created.id, 2);
    await write((c) => saveRecord(c, sketch, created.id, 2, { input: input(null), rowVersion: v2.rowVersion, continueOnDuplicate: true }));
    expect((await getChangeLog(ctx(), sketch, created.id, 2, false)).map((e) => e.text)).toEqual([`Diagrama: fluxo.png (${png.length}) != —`]);
  });
});
