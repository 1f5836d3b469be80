/**
 * The audit view over HTTP (issue 31 §4), one app for the file: each filter narrows the list (rows of
 * two users written at known instants), paging and sorting in SQL, the settings log written by a
 * settings write and not by a refused or failed one, the administrator only (-500 for a branch holder
 * of Super approve, a user without permissions and the guest), and the exports (xlsx, CSV) parsed back
 * to the filtered rows; above the export's bound, -790.
 */
import { AUDIT_LIMITS, type AuditRow } from '@/shared/audit';
import { sql } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordState';
import type { TableData } from '@/shared/records/contract';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { SETTINGS_PATHS } from '@/shared/settings';
import { loadExcelJs } from '../http/loadExcelJs';
import { signedInAppForSuite } from '../test/signedInApp';
import { createTestUser, entityIdByCode } from '../test/users';

const t = signedInAppForSuite();
const PASSWORD = 'Audit#Test2026';
let scoped = '';
let plain = '';
let srfpap = 0;

const ENTITY = RECORD_KINDS.entity.objectKind;
const SERVICE = RECORD_KINDS.service.objectKind;

/** A workflow action written straight into the log, at a known instant (the filters' fixtures). */
async function action(values: {
  username: string;
  at: string;
  kind?: number;
  recordId?: number;
  version?: number;
  action: string;
  from?: number;
  to?: number;
  comment?: string;
}) {
  await t.database.db
    .insertInto('record_action')
    .values({
      kind: values.kind ?? ENTITY,
      record_id: values.recordId ?? srfpap,
      version: values.version ?? 1,
      action: values.action,
      from_state: values.from ?? null,
      to_state: values.to ?? null,
      comment: values.comment ?? null,
      username: values.username,
      at: new Date(values.at),
    })
    .execute();
}

async function search(body: Record<string, unknown>, token = t.admin) {
  return (await t.call<TableData<AuditRow>>({ method: 'POST', url: '/audit/search', token, payload: body })).body;
}

beforeAll(async () => {
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  // A holder of Super approve on a branch only, and a user with no permission: neither is the administrator.
  await createTestUser(db, { username: 'audit-ramo', password: PASSWORD, organizationId: srfpap, permissions: [Permission.SuperApprove] });
  await createTestUser(db, { username: 'audit-nada', password: PASSWORD, organizationId: null, permissions: [] });
  scoped = await t.loginToken('audit-ramo', PASSWORD);
  plain = await t.loginToken('audit-nada', PASSWORD);
  // In the Azores (UTC-1 in March) 00:30 UTC on 2026-03-10 is still 2026-03-09.
  await action({ username: 'ana.aud', at: '2026-03-10T00:30:00Z', action: 'create', to: RecordState.Draft });
  await action({ username: 'ana.aud', at: '2026-03-10T12:00:00Z', action: 'submitForApproval', from: RecordState.Draft, to: RecordState.SubmittedForApproval, version: 1 });
  await action({
    username: 'rui.aud',
    at: '2026-03-10T13:00:00Z',
    action: 'return',
    from: RecordState.SubmittedForApproval,
    to: RecordState.Returned,
    comment: 'Falta a MORADA da sede',
  });
  await action({
    username: 'rui.aud',
    at: '2026-03-11T09:00:00Z',
    action: 'publish',
    kind: SERVICE,
    recordId: 999_001,
    version: 2,
    from: RecordState.Draft,
    to: RecordState.Published,
  });
});

const aud = { from: '2026-03-09', to: '2026-03-11' };
const keysOf = (page: TableData<AuditRow>) => page.items.map((r) => `${r.username}:${r.action}`);

describe('the audit view', () => {
  test('every filter narrows the list; days are Azores days', async () => {
    const all = await search({ ...aud, pageSize: 100 });
    expect(all.code).toBe(0);
    const mine = all.data.items.filter((r) => r.username.endsWith('.aud'));
    // Newest first.
    expect(mine.map((r) => `${r.username}:${r.action}`)).toEqual(['rui.aud:publish', 'rui.aud:return', 'ana.aud:submitForApproval', 'ana.aud:create']);
    expect(mine[1]).toMatchObject({
      kind: 'entity',
      recordId: srfpap,
      code: 'SRFPAP',
      version: 1,
      fromState: RecordState.SubmittedForApproval,
      toState: RecordState.Returned,
    });

    expect(keysOf((await search({ ...aud, username: 'ANA.AUD' })).data)).toEqual(['ana.aud:submitForApproval', 'ana.aud:create']);
    expect(keysOf((await search({ from: '2026-03-09', to: '2026-03-09', username: 'ana.aud' })).data)).toEqual(['ana.aud:create']);
    expect(keysOf((await search({ from: '2026-03-10', to: '2026-03-10', username: 'ana.aud' })).data)).toEqual(['ana.aud:submitForApproval']);
    expect(keysOf((await search({ ...aud, kind: 'service' })).data)).toEqual(['rui.aud:publish']);
    expect((await search({ ...aud, kind: 'settings' })).data.items.every((r) => r.kind === 'settings')).toBe(true);
    expect(keysOf((await search({ ...aud, record: 'srfpap', username: 'rui.aud' })).data)).toEqual(['rui.aud:return']);
    expect(keysOf((await search({ ...aud, record: '999001' })).data)).toEqual(['rui.aud:publish']);
    expect(keysOf((await search({ ...aud, version: 2 })).data)).toEqual(['rui.aud:publish']);
    expect(keysOf((await search({ ...aud, action: 'return' })).data)).toEqual(['rui.aud:return']);
    expect(keysOf((await search({ ...aud, fromState: RecordState.Draft, username: 'ana.aud' })).data)).toEqual(['ana.aud:submitForApproval']);
    expect(keysOf((await search({ ...aud, toState: RecordState.Published })).data)).toEqual(['rui.aud:publish']);
    expect(keysOf((await search({ ...aud, comment: 'morada' })).data)).toEqual(['rui.aud:return']);
    // A pattern's characters are literal.
    expect((await search({ ...aud, comment: '%' })).data.total).toBe(0);
  });

  test('pages and sorts in SQL, with the total', async () => {
    const first = await search({ ...aud, username: 'rui.aud', pageSize: 1, pageNumber: 1 });
    expect(first.data).toMatchObject({ total: 2, pageCount: 2, pageNumber: 1 });
    expect(keysOf(first.data)).toEqual(['rui.aud:publish']);
    expect(keysOf((await search({ ...aud, username: 'rui.aud', pageSize: 1, pageNumber: 2 })).data)).toEqual(['rui.aud:return']);
    // Past the end: the last page.
    expect((await search({ ...aud, username: 'rui.aud', pageSize: 1, pageNumber: 9 })).data.pageNumber).toBe(2);
    expect(keysOf((await search({ ...aud, username: 'rui.aud', sortBy: 'When' })).data)).toEqual(['rui.aud:return', 'rui.aud:publish']);
    expect(keysOf((await search({ ...aud, username: 'rui.aud', sortBy: 'Action desc' })).data)).toEqual(['rui.aud:return', 'rui.aud:publish']);
  });

  test('a settings write is logged (who, area, action, target); a refused or failed one is not', async () => {
    const before = (await search({ kind: 'settings' })).data.total;
    const created = await t.call<{ refusalTypeId: number }>({
      method: 'POST',
      url: SETTINGS_PATHS.refusalTypes,
      token: t.admin,
      payload: { code: 'AUDITA', designationPt: 'Auditoria', designationEn: 'Audit', active: true },
    });
    expect(created.body.code).toBe(0);
    const id = created.body.data.refusalTypeId;
    const updated = await t.call({
      method: 'PUT',
      url: SETTINGS_PATHS.refusalType(id),
      token: t.admin,
      payload: { code: 'AUDITA', designationPt: 'Auditoria 2', designationEn: 'Audit', active: true },
    });
    expect(updated.body.code).toBe(0);
    // Refused (-500) and failed (a taken code) writes leave no row.
    const refused = await t.call({
      method: 'POST',
      url: SETTINGS_PATHS.refusalTypes,
      token: plain,
      payload: { code: 'AUDITB', designationPt: 'B', designationEn: 'B', active: true },
    });
    expect(refused.body.code).toBe(ErrorCode.NoPermission);
    const failed = await t.call({
      method: 'POST',
      url: SETTINGS_PATHS.refusalTypes,
      token: t.admin,
      payload: { code: 'AUDITA', designationPt: 'A', designationEn: 'A', active: true },
    });
    expect(failed.body.code).not.toBe(0);

    const logged = (await search({ kind: 'settings', pageSize: 100 })).data;
    expect(logged.total).toBe(before + 2);
    expect(logged.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        username: 'admin',
        kind: 'settings',
        area: 'refusaltypes',
        action: 'update',
        target: String(id),
        route: '/api/settings/refusaltypes/:refusalTypeId',
      }),
      expect.objectContaining({ username: 'admin', kind: 'settings', area: 'refusaltypes', action: 'create', target: String(id), route: '/api/settings/refusaltypes' }),
    ]);
    // A workflow-only filter leaves the settings rows out; an action filter reads both.
    expect((await search({ kind: 'settings', action: 'create', record: String(id) })).data.total).toBe(1);
    expect((await search({ comment: 'x', username: 'admin' })).data.items.some((r) => r.kind === 'settings')).toBe(false);
  });

  test('the administrator only: -500 for a branch holder of Super approve, a user without permissions and the guest', async () => {
    for (const token of [scoped, plain, t.guest]) {
      expect((await search({}, token)).code).toBe(ErrorCode.NoPermission);
      const file = await t.call({ method: 'POST', url: '/audit/export', token, payload: { format: 'csv' } });
      expect(file.body.code).toBe(ErrorCode.NoPermission);
    }
  });

  test('exports the filtered rows as CSV and xlsx; above the bound, -790', async () => {
    const payload = { ...aud, username: 'rui.aud' };
    const csv = await t.app.inject({ method: 'POST', url: '/api/audit/export', headers: { authorization: `Bearer ${t.admin}` }, payload: { ...payload, format: 'csv' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Utilizador;Tipo;Registo;Nome;Versão;Ação;De;Para;Comentário');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^11\/03\/2026 08:00;rui\.aud;Serviço;999001;;2;Publicar;Em elaboração;Publicado;$/);
    expect(lines[2]).toMatch(/^10\/03\/2026 12:00;rui\.aud;Entidade;SRFPAP;[^;]+;1;Devolver;[^;]+;Devolvido;Falta a MORADA da sede$/);

    const xlsx = await t.app.inject({ method: 'POST', url: '/api/audit/export', headers: { authorization: `Bearer ${t.admin}` }, payload: { ...payload, format: 'xlsx' } });
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('rui.aud');
    expect(sheet.getRow(2).getCell(4).value).toBe('999001');
    expect(sheet.getRow(3).getCell(10).value).toBe('Falta a MORADA da sede');

    const limits = AUDIT_LIMITS as { exportRows: number };
    const saved = limits.exportRows;
    limits.exportRows = 1;
    try {
      expect((await t.call({ method: 'POST', url: '/audit/export', token: t.admin, payload: { ...payload, format: 'csv' } })).body.code).toBe(ErrorCode.AuditExportTooLarge);
    } finally {
      limits.exportRows = saved;
    }
  });

  test('counts a long list exactly (issue 32: capped at LIMITS.exactTotalUpTo, past it "more than")', async () => {
    await sql`INSERT INTO settings_action (at, username, area, action, method, route, target)
      SELECT timestamptz '2025-02-01T12:00:00Z' + i * interval '1 second', 'carga.aud', 'refusal', 'create', 'POST', '/x', 'T' || i
      FROM generate_series(1, 610) AS i`.execute(t.database.db);
    const long = { username: 'carga.aud', pageSize: 100 };
    const first = (await search(long)).data;
    expect(first).toMatchObject({ total: 610, pageCount: 7, pageNumber: 1 });
    expect(first.totalIsEstimate ?? first.totalIsLowerBound).toBeUndefined();
    expect(first.items[0]?.target).toBe('T610');
    // Past the end: the last page, its 10 rows.
    const beyond = (await search({ ...long, pageNumber: 9 })).data;
    expect(beyond).toMatchObject({ total: 610, pageNumber: 7 });
    expect(beyond.items).toHaveLength(10);
    const cap = jest.replaceProperty(LIMITS, 'exactTotalUpTo', 100 as typeof LIMITS.exactTotalUpTo);
    try {
      // The planner's estimate of these rows, when above the 101 counted; else "more than 100".
      const capped = (await search(long)).data;
      expect(capped.totalIsEstimate || capped.total === 100).toBe(true);
      expect(capped.totalIsEstimate ? capped.total > 100 : capped.totalIsLowerBound).toBe(true);
      expect(capped.items).toHaveLength(100);
    } finally {
      cap.restore();
    }
  });
});
