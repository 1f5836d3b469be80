/**
 * The document kind on the engine (documentKind.ts, recordCopy.ts): its rules (owner a published
 * entity, a known document type), its search form, permissions 51/52/53 and Super 1/2/3 each giving
 * exactly its level within the profile's subtree, -254, -255, the copy (-253) and the demo documents.
 */
import { ErrorCode } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { AuditEntry, DuplicateWarningData, RecordListItem, RecordView, SavedRecord, TableData } from '@/shared/records/contract';
import type { DocumentData, DocumentInput } from '@/shared/records/document';
import type { Attachment } from '@/shared/records/entity';
import { seedDatabase } from '../db/seed/seed';
import { DEMO_DOCUMENTS, firstDocumentType } from '../db/seed/demoDocuments';
import { createEntityDraft } from '../test/entityDrafts';
import { documentInput, files, insertDocumentTypes, sha256Of, upload } from '../test/documents';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let guest: string;
let drs: number;
let droap: number;
let srsd: number;
let typeA: number;
let typeB: number;
let counter = 0;

const input = (overrides: Partial<DocumentInput> = {}) => {
  counter += 1;
  return documentInput({ organizationId: drs, documentTypeId: typeA, code: `DK-${counter}`, name: `Documento ${counter} ${'xyz'.repeat(counter % 7)}`, ...overrides });
};
const create = (body: DocumentInput, token = admin, continueOnDuplicate = true) =>
  t.call<SavedRecord>({ method: 'POST', url: '/records/document', token, payload: { input: body, continueOnDuplicate } });
const view = (id: number, version: number, token = admin) => t.call<RecordView<DocumentData>>({ method: 'GET', url: `/records/document/${id}/${version}`, token });
const act = async (id: number, version: number, action: string, token = admin) => {
  const current = await view(id, version, token);
  return t.call<SavedRecord>({
    method: 'POST',
    url: `/records/document/${id}/${version}/actions/${action}`,
    token,
    payload: { rowVersion: current.body.data.rowVersion, continueOnDuplicate: true },
  });
};
const copy = (id: number, version: number, payload: unknown, token = admin) =>
  t.call<SavedRecord>({ method: 'POST', url: `/records/document/${id}/${version}/copy`, token, payload: payload as Record<string, unknown> });
const search = (form: Record<string, unknown>, token = admin) =>
  t.call<TableData<RecordListItem>>({ method: 'POST', url: '/records/document/search', token, payload: { pageSize: 100, ...form } });

async function published(overrides: Partial<DocumentInput> = {}): Promise<SavedRecord> {
  const created = await create(input(overrides));
  expect(created.body.code).toBe(0);
  expect((await act(created.body.data.id, 1, 'publish')).body.code).toBe(0);
  return created.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
  drs = await entityIdByCode(t.database.db, 'DRS');
  droap = await entityIdByCode(t.database.db, 'DROAP');
  srsd = await entityIdByCode(t.database.db, 'SRSD');
  [typeA, typeB] = (await insertDocumentTypes(t.database.db)) as [number, number];
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

describe('the demo documents', () => {
  it('are seeded once a document type exists: published, demo, owned by demo entities, with a real PDF', async () => {
    // The start-up seed wrote them (the reference lists' step seeds the document types first).
    const firstType = await firstDocumentType(t.database.db);
    expect(firstType).not.toBeNull();
    const list = (await search({ recordStateIds: [RecordState.Published], code: 'DOC-' }, guest)).body.data;
    expect(list.items.map((i) => i.code).sort()).toEqual(DEMO_DOCUMENTS.map((d) => d.code).sort());
    const first = list.items[0] as RecordListItem;
    expect(first.extra).toMatchObject({ documentTypeId: firstType, attachmentCount: 1 });
    const detail = (await view(first.id, first.version, guest)).body.data;
    const file = detail.data.attachments[0];
    expect(file).toMatchObject({ mime: 'application/pdf', format: 'pdf', data: '', attachmentId: expect.any(Number) });
    const row = await t.database.db.selectFrom('record_version').select('data').where('kind', '=', 5).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row.data.demo).toBe(true);
    const got = await t.call<Attachment>({
      method: 'POST',
      url: '/attachment/get',
      token: guest,
      payload: { kind: 'document', id: first.id, version: 1, attachmentId: file?.attachmentId },
    });
    const bytes = Buffer.from(got.body.data.data, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
    // A second run writes nothing.
    expect((await seedDatabase(t.database.db, t.database.config)).ran).toEqual([]);
  });
});

describe('the rules of a save', () => {
  it('needs an existing, published owner and a known document type', async () => {
    expect((await create(input({ organizationId: 999_999 }))).body.code).toBe(ErrorCode.DocumentInvalid);
    const entity = await createEntityDraft(t, admin, { code: 'DK-E', abbreviation: 'DKE', name: 'Entidade em rascunho', parentId: srsd });
    expect((await create(input({ organizationId: entity.data.id }))).body.code).toBe(ErrorCode.ParentNotPublished);
    expect((await create(input({ documentTypeId: 999_999 }))).body.code).toBe(ErrorCode.DocumentTypeNotFound);
    // An id of another reference list (entity types) is no document type.
    expect((await create(input({ documentTypeId: 1 }))).body.code).toBe(ErrorCode.DocumentTypeNotFound);
    expect((await create({ ...input(), name: '' })).body.code).toBe(ErrorCode.DocumentInvalid);
    expect((await create({ ...input(), organizationId: '12' } as unknown as DocumentInput)).body.code).toBe(ErrorCode.DocumentInvalid);
  });

  it('refuses to edit a published version while a draft exists (-254)', async () => {
    const doc = await published();
    const v1 = (await view(doc.id, 1)).body.data;
    const body = { input: input({ code: v1.code, name: v1.name, description: 'alterado' }), rowVersion: v1.rowVersion, continueOnDuplicate: true };
    expect((await t.call<SavedRecord>({ method: 'PUT', url: `/records/document/${doc.id}/1`, token: admin, payload: body })).body.data).toMatchObject({ version: 2 });
    const again = await t.call({ method: 'PUT', url: `/records/document/${doc.id}/1`, token: admin, payload: body });
    expect(again.body.code).toBe(ErrorCode.DocumentEditDraft);
  });

  it('warns about a similar name (-255) with the records as data, then continues', async () => {
    const first = await create(input({ name: 'Regulamento de horários de atendimento' }), admin, false);
    expect(first.body.code).toBe(0);
    const warned = await create(input({ name: 'regulamento de HORARIOS de atendimento' }), admin, false);
    expect(warned.body.code).toBe(ErrorCode.DocumentDuplicate);
    expect((warned.body.data as unknown as DuplicateWarningData).similar).toEqual([{ id: first.body.data.id, version: 1, name: 'Regulamento de horários de atendimento' }]);
    expect((await create(input({ name: 'regulamento de HORARIOS de atendimento' }), admin, true)).body.code).toBe(0);
  });
});

describe('the document search (SPEC §3.1)', () => {
  it('filters by type, by the owning entity’s name, abbreviation or code, and by code', async () => {
    const a = (await create(input({ code: 'SRCH-1', name: 'Pesquisa alfa', documentTypeId: typeB }))).body.data;
    const b = (await create(input({ code: 'SRCH-2', name: 'Pesquisa beta', organizationId: droap }))).body.data;
    const codes = async (form: Record<string, unknown>) =>
      (await search({ code: 'SRCH', recordStateIds: [RecordState.Draft], ...form })).body.data.items.map((i) => i.id).sort((x, y) => x - y);
    expect(await codes({})).toEqual([a.id, b.id]);
    expect(await codes({ documentTypeIds: [typeB] })).toEqual([a.id]);
    expect(await codes({ organization: 'Saúde' })).toEqual([a.id]);
    expect(await codes({ organization: 'droap' })).toEqual([b.id]);
    expect(await codes({ organization: 'Organizacao e Administracao' })).toEqual([b.id]);
    expect(await codes({ name: 'BETA', active: true })).toEqual([b.id]);
    expect(await codes({ active: false })).toEqual([]);
    // Drafts are for readers in scope only.
    expect((await search({ code: 'SRCH', recordStateIds: [RecordState.Draft] }, guest)).body.data.total).toBe(0);
  });

  it('refuses a malformed form with -2', async () => {
    const refused = await search({ documentTypeIds: 'um' });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.InvalidRequest);
  });
});

describe('permissions 51, 52, 53 and Super 1, 2, 3', () => {
  const levels = [
    { permission: 51, create: true, submit: false, approve: false },
    { permission: 52, create: false, submit: true, approve: false },
    { permission: 53, create: false, submit: false, approve: true },
    { permission: 1, create: true, submit: false, approve: false },
    { permission: 2, create: false, submit: true, approve: false },
    { permission: 3, create: false, submit: false, approve: true },
  ];
  const tokens = new Map<number, string>();
  let inside: SavedRecord;
  let outside: SavedRecord;

  beforeAll(async () => {
    for (const { permission } of levels) {
      await createTestUser(t.database.db, { username: `dk-${permission}`, password: `Documento#${permission}x`, organizationId: srsd, permissions: [permission] });
      tokens.set(permission, await t.loginToken(`dk-${permission}`, `Documento#${permission}x`));
    }
    inside = (await create(input())).body.data;
    outside = (await create(input({ organizationId: droap }))).body.data;
  });

  it.each(levels)('$permission grants exactly its level, inside its subtree only', async ({ permission, create: mayCreate, submit, approve }) => {
    const token = tokens.get(permission) ?? '';
    const detail = (await view(inside.id, 1, token)).body;
    expect(detail.code).toBe(0);
    expect(detail.data.canEdit).toBe(mayCreate);
    expect(detail.data.allowedActions.includes('submitForApproval')).toBe(submit);
    expect(detail.data.allowedActions.includes('publish')).toBe(approve);
    // A draft outside the profile's subtree is not even readable.
    expect((await view(outside.id, 1, token)).body.code).toBe(ErrorCode.DocumentNotFound);

    const created = await create(input(), token);
    expect(created.body.code).toBe(mayCreate ? 0 : ErrorCode.NoPermission);
    expect((await create(input({ organizationId: droap }), token)).body.code).toBe(ErrorCode.NoPermission);
  });
});

describe('the copy (-253)', () => {
  let health: string;
  beforeAll(async () => {
    await createTestUser(t.database.db, { username: 'dk-copy', password: 'Copia#2026xx', organizationId: srsd, permissions: [51] });
    health = await t.loginToken('dk-copy', 'Copia#2026xx');
  });

  it('copies a published version into a new draft under the target, with the same attachments downloadable', async () => {
    const pdf = files.pdf('Copiado');
    const source = await published({ description: 'Original', attachments: [upload(pdf, 'copiar.pdf', 'application/pdf')] });
    const sourceView = (await view(source.id, 1)).body.data;
    const copied = await copy(source.id, 1, { organizationId: droap });
    expect(copied.body).toMatchObject({ code: 0, data: { version: 1, state: RecordState.Draft } });
    expect(copied.body.data.id).not.toBe(source.id);

    const copyView = (await view(copied.body.data.id, 1)).body.data;
    expect(copyView).toMatchObject({ code: sourceView.code, name: sourceView.name, organizationId: droap });
    expect(copyView.data).toEqual({ ...sourceView.data, organizationId: droap });
    const attachmentId = copyView.data.attachments[0]?.attachmentId;
    const got = await t.call<Attachment>({
      method: 'POST',
      url: '/attachment/get',
      token: admin,
      payload: { kind: 'document', id: copied.body.data.id, version: 1, attachmentId },
    });
    expect(sha256Of(got.body.data.data)).toBe(sha256Of(pdf.toString('base64')));

    const audit = (await t.call<AuditEntry[]>({ method: 'GET', url: `/records/document/${copied.body.data.id}/audit`, token: admin })).body.data;
    expect(audit).toEqual([expect.objectContaining({ action: 'create', version: 1, toState: RecordState.Draft, comment: expect.stringContaining(`${source.id}/1`) })]);

    // The copy's own saves keep the reused attachment without its bytes.
    const saved = await t.call({
      method: 'PUT',
      url: `/records/document/${copied.body.data.id}/1`,
      token: admin,
      payload: { input: input({ organizationId: droap, attachments: copyView.data.attachments }), rowVersion: copyView.rowVersion, continueOnDuplicate: true },
    });
    expect(saved.body.code).toBe(0);
  });

  it('refuses a version that is not published (-253), and an unreadable or unknown one as not found', async () => {
    const draft = (await create(input())).body.data;
    expect((await copy(draft.id, 1, { organizationId: drs })).body.code).toBe(ErrorCode.DocumentCopyNotAllowed);
    expect((await copy(draft.id, 1, { organizationId: drs }, guest)).body.code).toBe(ErrorCode.DocumentNotFound);
    expect((await copy(999_999, 1, { organizationId: drs })).body.code).toBe(ErrorCode.DocumentNotFound);
  });

  it('needs the create permission at the target (-500), and a published target entity', async () => {
    const source = await published();
    expect((await copy(source.id, 1, { organizationId: droap }, health)).body.code).toBe(ErrorCode.NoPermission);
    expect((await copy(source.id, 1, { organizationId: drs }, guest)).body.code).toBe(ErrorCode.NoPermission);
    expect((await copy(source.id, 1, { organizationId: drs }, health)).body.code).toBe(0);
    expect((await copy(source.id, 1, { organizationId: 999_999 })).body.code).toBe(ErrorCode.DocumentInvalid);
  });

  it.each([
    ['no body', undefined],
    ['no organisation', {}],
    ['text for the organisation', { organizationId: 'DRS' }],
    ['a zero organisation', { organizationId: 0 }],
  ])('refuses %s with -2, never a 500', async (_what, body) => {
    const refused = await copy(1, 1, body);
    expect(refused.response.statusCode).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.InvalidRequest);
  });

  it('refuses bad path parameters with -2', async () => {
    const refused = await t.call({ method: 'POST', url: '/records/document/x/1/copy', token: admin, payload: { organizationId: drs } });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.InvalidRequest);
  });
});
