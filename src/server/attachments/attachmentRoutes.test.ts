/**
 * Attachments end to end through the document kind (attachmentSave.ts, attachmentRead.ts): bytes
 * stored apart and never in reads, byte-identical downloads, refused files (-260) with nothing saved,
 * ids that are not the record's (-259), keeping a stored file on a new draft, and who may download.
 */
import { sql } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { INPUT_LIMITS } from '@/shared/limits';
import { RecordState } from '@/shared/recordStates';
import type { AttachmentRequest, ChangeLogEntry, RecordListItem, RecordView, SavedRecord, TableData } from '@/shared/records/contract';
import type { DocumentData, DocumentInput, StoredAttachment } from '@/shared/records/document';
import type { Attachment } from '@/shared/records/entity';
import { BODY_LIMIT_BYTES } from '../app';
import { SVG_SCRIPT_BYPASSES, documentInput, files, insertDocumentTypes, sha256Of, upload } from '../test/documents';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let guest: string;
/** Document create/edit in the SRSD subtree. */
let health: string;
/** Every document permission, but in the SRFPAP subtree only. */
let finance: string;
let drs: number;
let srfpap: number;
let documentTypeId: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
  drs = await entityIdByCode(t.database.db, 'DRS');
  const srsd = await entityIdByCode(t.database.db, 'SRSD');
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
  [documentTypeId] = (await insertDocumentTypes(t.database.db)) as [number];
  await createTestUser(t.database.db, { username: 'at-health', password: 'Saude#2026x', organizationId: srsd, permissions: [51] });
  await createTestUser(t.database.db, { username: 'at-finance', password: 'Financas#2026', organizationId: srfpap, permissions: [51, 52, 53] });
  health = await t.loginToken('at-health', 'Saude#2026x');
  finance = await t.loginToken('at-finance', 'Financas#2026');
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

const input = (attachments: StoredAttachment[], overrides: Partial<DocumentInput> = {}) => {
  counter += 1;
  return documentInput({ organizationId: drs, documentTypeId, code: `AT-${counter}`, name: `Anexos ${counter}`, attachments, ...overrides });
};
const create = (body: DocumentInput, token = admin) =>
  t.call<SavedRecord>({ method: 'POST', url: '/records/document', token, payload: { input: body, continueOnDuplicate: true } });
const view = (id: number, version: number, token = admin) => t.call<RecordView<DocumentData>>({ method: 'GET', url: `/records/document/${id}/${version}`, token });
const download = (request: Partial<AttachmentRequest> & Record<string, unknown>, token = admin) =>
  t.call<Attachment>({ method: 'POST', url: '/attachment/get', token, payload: request });
const count = async (table: 'attachment' | 'record_version') =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]?.n);

async function publish(id: number, version: number): Promise<void> {
  const current = await view(id, version);
  const done = await t.call({
    method: 'POST',
    url: `/records/document/${id}/${version}/actions/publish`,
    token: admin,
    payload: { rowVersion: current.body.data.rowVersion, continueOnDuplicate: true },
  });
  expect(done.body.code).toBe(0);
}

/** Creates a document with these files; answers it and its stored attachments. */
async function documentWith(...attachments: StoredAttachment[]) {
  const created = await create(input(attachments));
  expect(created.body).toMatchObject({ code: 0 });
  const { id, version } = created.body.data;
  return { id, version, stored: (await view(id, version)).body.data.data.attachments };
}

describe('storing on save', () => {
  it('stores a PDF apart: the version keeps a reference without bytes, the download is byte-identical', async () => {
    const pdf = files.pdf('Anexo guardado');
    const { id, version, stored } = await documentWith(upload(pdf, 'guia.pdf', 'application/pdf'));
    expect(stored).toEqual([{ name: 'guia.pdf', size: pdf.length, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: expect.any(Number) }]);
    const row = await t.database.db.selectFrom('record_version').select('data').where('kind', '=', 5).where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toContain(pdf.toString('base64').slice(0, 40));

    const got = await download({ kind: 'document', id, version, attachmentId: stored[0]?.attachmentId ?? 0 });
    expect(got.response.statusCode).toBe(200);
    expect(got.response.headers['content-type']).toMatch(/^application\/json/);
    expect(got.body.data).toMatchObject({ name: 'guia.pdf', size: pdf.length, mime: 'application/pdf', format: 'pdf' });
    expect(sha256Of(got.body.data.data)).toBe(sha256Of(pdf.toString('base64')));

    // Lists carry no bytes either: the count of attachments only.
    const list = await t.call<TableData<RecordListItem>>({
      method: 'POST',
      url: '/records/document/search',
      token: admin,
      payload: { code: `AT-${counter}`, recordStateIds: [RecordState.Draft] },
    });
    expect(list.body.data.items[0]?.extra).toEqual({ documentTypeId, organizationId: drs, attachmentCount: 1 });
  });

  it('stores one content once (same bytes, one stored copy, each upload its own id) and takes a file of exactly 5 MiB', async () => {
    const pdf = files.pdf('Conteudo repetido');
    const first = await documentWith(upload(pdf, 'a.pdf', 'application/pdf'));
    const second = await documentWith(upload(pdf, 'b.pdf', 'application/pdf'));
    expect(second.stored[0]?.attachmentId).not.toBe(first.stored[0]?.attachmentId);
    const copies = await sql<{ n: string }>`SELECT count(*) AS n FROM attachment_content WHERE sha256 = ${sha256Of(pdf.toString('base64'))}`.execute(t.database.db);
    expect(Number(copies.rows[0]?.n)).toBe(1);

    const head = files.pdf('Grande');
    const big = Buffer.concat([head, Buffer.alloc(INPUT_LIMITS.fileMaxBytes - head.length, 0x20)]);
    // The app's body limit holds a maximal file in base64 with the rest of the JSON.
    expect(BODY_LIMIT_BYTES).toBeGreaterThan(Math.ceil(INPUT_LIMITS.fileMaxBytes / 3) * 4 + 64 * 1024);
    const large = await documentWith(upload(big, 'grande.pdf', 'application/pdf'));
    const got = await download({ kind: 'document', id: large.id, version: large.version, attachmentId: large.stored[0]?.attachmentId ?? 0 });
    expect(got.body.data.size).toBe(INPUT_LIMITS.fileMaxBytes);
    expect(sha256Of(got.body.data.data)).toBe(sha256Of(big.toString('base64')));
  });

  it.each([
    ['an executable renamed .pdf', () => upload(files.exe(), 'relatorio.pdf', 'application/pdf')],
    ['a PNG declared as PDF', () => upload(files.png(), 'imagem.pdf', 'application/pdf')],
    ['an SVG with a script', () => upload(files.scriptedSvg(), 'logo.svg', 'image/svg+xml')],
    ...SVG_SCRIPT_BYPASSES.map(([what, svg]): [string, () => StoredAttachment] => [`an SVG with ${what}`, () => upload(svg, 'esquema.svg', 'image/svg+xml')]),
    ['a size that is not the bytes’', () => upload(files.pdf(), 'x.pdf', 'application/pdf', 10)],
    ['text that is not base64', () => ({ ...upload(files.pdf(), 'x.pdf', 'application/pdf'), data: 'não é base64!' })],
    [
      'a file over 5 MiB',
      () => {
        const head = files.pdf('Demasiado grande');
        return upload(Buffer.concat([head, Buffer.alloc(INPUT_LIMITS.fileMaxBytes + 1 - head.length, 0x20)]), 'grande.pdf', 'application/pdf');
      },
    ],
  ])('refuses %s with -260 in the envelope and saves nothing', async (_what, file) => {
    const [attachments, versions] = [await count('attachment'), await count('record_version')];
    const refused = await create(input([upload(files.pdf('valido'), 'ok.pdf', 'application/pdf'), file()]));
    expect(refused.response.statusCode).toBe(200);
    expect(refused.body).toMatchObject({ code: ErrorCode.DocumentAttachmentRefused, data: null });
    expect(refused.body.description).toContain('Anexos');
    expect([await count('attachment'), await count('record_version')]).toEqual([attachments, versions]);
  });

  it('answers a body over the app’s limit with the catalogued envelope (413, -2)', async () => {
    const tooBig = JSON.stringify({ input: { attachments: [{ data: 'A'.repeat(BODY_LIMIT_BYTES) }] } });
    const refused = await t.call({ method: 'POST', url: '/records/document', token: admin, payload: tooBig, headers: { 'content-type': 'application/json' } });
    expect(refused.response.statusCode).toBe(413);
    expect(refused.body).toMatchObject({ code: ErrorCode.InvalidRequest, data: null });
  });

  it('accepts a plain SVG and hands it back only as base64 inside the JSON envelope', async () => {
    const svg = files.svg();
    const { id, version, stored } = await documentWith(upload(svg, 'esquema.svg', 'image/svg+xml'));
    const got = await download({ kind: 'document', id, version, attachmentId: stored[0]?.attachmentId ?? 0 });
    expect(got.response.headers['content-type']).toMatch(/^application\/json/);
    expect(got.response.headers['x-content-type-options']).toBe('nosniff');
    expect(got.response.headers['content-disposition']).toBe('attachment');
    // Were it ever opened as a document, it runs nothing: a sandbox without scripts, no sources at all.
    expect(got.response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(got.response.body).not.toContain('<svg');
    expect(Buffer.from(got.body.data.data, 'base64').equals(svg)).toBe(true);
  });
});

describe('keeping stored attachments', () => {
  it('keeps a stored attachment on a new draft without its bytes, and may rename it', async () => {
    const pdf = files.pdf('Mantido');
    const doc = await documentWith(upload(pdf, 'original.pdf', 'application/pdf'));
    await publish(doc.id, doc.version);
    const published = await view(doc.id, 1);
    const kept = { ...(doc.stored[0] as StoredAttachment), name: 'renomeado.pdf', size: 1, mime: 'image/png' };
    const saved = await t.call<SavedRecord>({
      method: 'PUT',
      url: `/records/document/${doc.id}/1`,
      token: admin,
      payload: {
        input: input([kept], { code: published.body.data.code, name: published.body.data.name }),
        rowVersion: published.body.data.rowVersion,
        continueOnDuplicate: true,
      },
    });
    expect(saved.body).toMatchObject({ code: 0, data: { version: 2, state: RecordState.Draft } });
    const draft = (await view(doc.id, 2)).body.data.data.attachments;
    // The name is the user's; size and type stay the stored file's whatever the client claims.
    expect(draft).toEqual([{ name: 'renomeado.pdf', size: pdf.length, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: doc.stored[0]?.attachmentId }]);
    const got = await download({ kind: 'document', id: doc.id, version: 2, attachmentId: doc.stored[0]?.attachmentId ?? 0 });
    expect(sha256Of(got.body.data.data)).toBe(sha256Of(pdf.toString('base64')));
    const log = await t.call<ChangeLogEntry[]>({ method: 'GET', url: `/records/document/${doc.id}/2/changelog`, token: admin });
    expect(log.body.data.map((e) => e.text)).toEqual([`Anexos: original.pdf (${pdf.length}) != renomeado.pdf (${pdf.length})`]);
  });

  it("refuses another record's attachment id (-259), on create and on save, and saves nothing", async () => {
    const other = await documentWith(upload(files.pdf('Alheio'), 'alheio.pdf', 'application/pdf'));
    const foreign = other.stored[0] as StoredAttachment;
    const versions = await count('record_version');
    expect((await create(input([foreign]))).body.code).toBe(ErrorCode.DocumentAttachmentUnknown);
    expect((await create(input([{ ...foreign, attachmentId: 999_999 }]))).body.code).toBe(ErrorCode.DocumentAttachmentUnknown);

    const mine = await documentWith(upload(files.pdf('Meu'), 'meu.pdf', 'application/pdf'));
    const current = await view(mine.id, mine.version);
    const saved = await t.call({
      method: 'PUT',
      url: `/records/document/${mine.id}/${mine.version}`,
      token: admin,
      payload: { input: input([...mine.stored, foreign]), rowVersion: current.body.data.rowVersion, continueOnDuplicate: true },
    });
    expect(saved.body.code).toBe(ErrorCode.DocumentAttachmentUnknown);
    expect(await count('record_version')).toBe(versions + 1);
    expect((await view(mine.id, mine.version)).body.data.data.attachments).toEqual(mine.stored);
  });
});

describe('who may download', () => {
  let draft: { id: number; version: number; attachmentId: number };
  let published: { id: number; version: number; attachmentId: number };

  beforeAll(async () => {
    const a = await documentWith(upload(files.pdf('Rascunho'), 'rascunho.pdf', 'application/pdf'));
    draft = { id: a.id, version: a.version, attachmentId: a.stored[0]?.attachmentId ?? 0 };
    const b = await documentWith(upload(files.pdf('Publicado'), 'publicado.pdf', 'application/pdf'));
    await publish(b.id, b.version);
    published = { id: b.id, version: b.version, attachmentId: b.stored[0]?.attachmentId ?? 0 };
  });

  it('lets anyone who may read a published version download its attachments, guests included (as its GET)', async () => {
    for (const token of [guest, finance, health, admin]) expect((await download({ kind: 'document', ...published }, token)).body.code).toBe(0);
  });

  it('hides an unpublished version’s attachments from guests and readers outside its scope, not from a scoped reader', async () => {
    expect((await download({ kind: 'document', ...draft }, guest)).body).toMatchObject({ code: ErrorCode.DocumentNotFound, data: null });
    expect((await download({ kind: 'document', ...draft }, finance)).body.code).toBe(ErrorCode.DocumentNotFound);
    expect((await download({ kind: 'document', ...draft }, health)).body.code).toBe(0);
  });

  it('never answers an upload with the id of a file stored for a record the uploader may not read (issue 28 item 10)', async () => {
    const bytes = files.pdf('Rascunho da saude');
    const secret = await documentWith(upload(bytes, 'parecer.pdf', 'application/pdf'));
    const secretId = secret.stored[0]?.attachmentId ?? 0;
    expect((await download({ kind: 'document', id: secret.id, version: secret.version, attachmentId: secretId }, finance)).body.code).toBe(ErrorCode.DocumentNotFound);

    // The finance user uploads the very same bytes to a document of their own branch.
    const created = await create(input([upload(bytes, 'copia.pdf', 'application/pdf')], { organizationId: srfpap }), finance);
    expect(created.body.code).toBe(0);
    const mine = (await view(created.body.data.id, created.body.data.version, finance)).body.data.data.attachments[0];
    expect(mine?.attachmentId).toEqual(expect.any(Number));
    expect(mine?.attachmentId).not.toBe(secretId);
    const got = await download({ kind: 'document', id: created.body.data.id, version: created.body.data.version, attachmentId: mine?.attachmentId ?? 0 }, finance);
    expect(sha256Of(got.body.data.data)).toBe(sha256Of(bytes.toString('base64')));
    // Still closed to them, and their own file does not open the other record's.
    expect((await download({ kind: 'document', id: secret.id, version: secret.version, attachmentId: mine?.attachmentId ?? 0 }, finance)).body.code).toBe(
      ErrorCode.DocumentNotFound,
    );
  });

  it('opens nothing by id alone: the version must refer to the attachment', async () => {
    expect((await download({ kind: 'document', ...published, attachmentId: draft.attachmentId })).body.code).toBe(ErrorCode.DocumentNotFound);
    expect((await download({ kind: 'document', ...published, version: 99 })).body.code).toBe(ErrorCode.DocumentNotFound);
    expect((await download({ kind: 'document', ...published, id: 999_999 })).body.code).toBe(ErrorCode.DocumentNotFound);
    // A kind without attachments, or not served yet: its own not-found code.
    expect((await download({ kind: 'entity', ...published })).body.code).toBe(ErrorCode.EntityNotFound);
    expect((await download({ kind: 'location', ...published })).body.code).toBe(ErrorCode.LocationNotFound);
  });

  it.each([
    ['no body fields', {}],
    ['an unknown kind', { kind: 'contract', id: 1, version: 1, attachmentId: 1 }],
    ['text ids', { kind: 'document', id: 'um', version: 1, attachmentId: 1 }],
    ['a negative id', { kind: 'document', id: 1, version: 1, attachmentId: -4 }],
    ['an id beyond int4', { kind: 'document', id: 1, version: 1, attachmentId: 2 ** 31 }],
    ['no attachment id', { kind: 'document', id: 1, version: 1 }],
  ])('refuses %s with -2, never a 500', async (_what, body) => {
    const refused = await download(body as Record<string, unknown>);
    expect(refused.response.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ code: ErrorCode.InvalidRequest, data: null });
  });

  it('needs a session (401 with the envelope)', async () => {
    const refused = await t.call({ method: 'POST', url: '/attachment/get', payload: { kind: 'document', ...published } });
    expect(refused.response.statusCode).toBe(401);
    expect(refused.body.code).toBe(ErrorCode.Unauthorized);
  });
});
