/**
 * The records' map (recordMapRoute.ts) on a fake kind that declares `mapCoordinates` (a note with a
 * point and an address; the heritage kind lands apart): the search form's matches the caller may read
 * that have both coordinates, as numbers, capped with `truncated`; the gazetteer learns their
 * addresses once published; a kind without a map answers its invalid code over HTTP, never a 500.
 */
import * as yup from 'yup';
import { ErrorCode } from '@/shared/errors';
import type { GeoSearchResult, RecordMapResult } from '@/shared/geo';
import type { ScopedProfile } from '@/shared/records/scope';
import { buildGazetteer } from '../geo/gazetteer';
import { AppError } from '../http/AppError';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { emptyNote, note } from '../test/noteKind';
import { entityIdByCode } from '../test/users';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { recordsOnMap } from './recordMapRoute';
import { applyAction, createRecord } from './recordWrites';

/** The note with a point (SPEC §5 coordinate text) and an address, placed on the map. */
const placeNote: ServerKindDefinition = {
  ...note,
  schema: note.schema.shape({ latitude: yup.string().default(''), longitude: yup.string().default(''), address: yup.string().default('') }),
  emptyInput: () => ({ ...emptyNote(), latitude: '', longitude: '', address: '' }),
  mapCoordinates: { latitude: 'latitude', longitude: 'longitude' },
  filters: [...note.filters],
};

let t: TestApp;
let srfpap: number;
const admin: ScopedProfile = { organizationId: null, permissions: [1, 2, 3] };
const ids: Record<string, number> = {};

function context(profiles: readonly ScopedProfile[], isGuest = false): EngineContext {
  return { db: t.database.db, caller: { username: 'mapper', isGuest, profiles }, now: new Date(), language: 'pt' };
}

async function create(code: string, point: { latitude: string; longitude: string; address?: string }, publish: boolean) {
  const input = { ...placeNote.emptyInput(), code, name: `Lugar ${code}`, startDate: '2025-01-01', organizationId: srfpap, address: '', ...point };
  const created = await t.database.db.transaction().execute((trx) => createRecord({ ...context([admin]), db: trx }, placeNote, { input, continueOnDuplicate: true }));
  if (publish) {
    await t.database.db.transaction().execute((trx) => applyAction({ ...context([admin]), db: trx }, placeNote, created.id, 1, 'submitForApproval', { rowVersion: 1 }));
    await t.database.db
      .transaction()
      .execute((trx) => applyAction({ ...context([admin]), db: trx }, placeNote, created.id, 1, 'publish', { rowVersion: 2, continueOnDuplicate: true }));
  }
  ids[code] = created.id;
}

beforeAll(async () => {
  t = await createTestApp();
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
  await create('M1', { latitude: '37.7410200000001', longitude: '-25.66876', address: 'Rua do Palácio 1' }, true);
  await create('M2', { latitude: '38.6544', longitude: '-27.2195' }, false);
  await create('M3', { latitude: '', longitude: '' }, true);
  await create('M4', { latitude: 'perto', longitude: '-25' }, true);
  await create('M5', { latitude: '38.5', longitude: '' }, true);
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

describe('the records map', () => {
  it('places the matches the caller may read that have both coordinates, as numbers', async () => {
    const all = await recordsOnMap(context([admin]), placeNote, {});
    expect(all).toEqual({
      truncated: false,
      items: [
        { id: ids.M1, version: 1, code: 'M1', name: 'Lugar M1', latitude: 37.7410200000001, longitude: -25.66876 },
        { id: ids.M2, version: 1, code: 'M2', name: 'Lugar M2', latitude: 38.6544, longitude: -27.2195 },
      ],
    });
    // A guest reads published versions only: the draft M2 stays off its map.
    expect((await recordsOnMap(context([], true), placeNote, {})).items.map((i) => i.code)).toEqual(['M1']);
  });

  it("applies the kind's search form and ignores its paging", async () => {
    expect((await recordsOnMap(context([admin]), placeNote, { code: 'M2', pageNumber: 3, pageSize: 1 })).items.map((i) => i.code)).toEqual(['M2']);
    expect((await recordsOnMap(context([admin]), placeNote, { recordStateIds: [5] })).items.map((i) => i.code)).toEqual(['M1']);
  });

  it('caps the answer and says it is truncated', async () => {
    expect(await recordsOnMap(context([admin]), placeNote, {}, 1)).toMatchObject({ truncated: true, items: [{ code: 'M1' }] });
  });

  it('refuses a kind without coordinates with its invalid code', async () => {
    const error = await recordsOnMap(context([admin]), note, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.DocumentInvalid);
  });

  it("gives the gazetteer the published records' addresses at their own points", async () => {
    const gazetteer = await buildGazetteer(t.database.db);
    expect(gazetteer.search('rua do palacio 1', 5)).toEqual([{ label: 'Rua do Palácio 1, Açores', lat: 37.7410200000001, lng: -25.66876 }]);
    expect(gazetteer.reverse(37.742, -25.669)).toBe('Rua do Palácio 1, Açores');
  });
});

describe('POST /records/{kind}/map', () => {
  it('places the demo heritage records (the location kind declares its coordinates), and the offline search finds their addresses', async () => {
    const token = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
    const { body } = await t.call<RecordMapResult>({ method: 'POST', url: '/records/location/map', token, payload: { code: 'PAT-0001' } });
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ truncated: false, items: [expect.objectContaining({ code: 'PAT-0001', latitude: 37.7412 })] });
    const search = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=Largo%20do%20Col%C3%A9gio', token });
    expect(search.body.data.fallback).toBe(true);
    expect(search.body.data.items[0]?.label).toMatch(/^Largo do Colégio, Palácio da Conceição, .*Açores$/);
  });

  it('answers a kind without a map with its invalid code, and a bad form with -2, never a 500', async () => {
    const token = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
    const entity = await t.call<RecordMapResult | null>({ method: 'POST', url: '/records/entity/map', token, payload: {} });
    expect(entity.response.statusCode).toBe(200);
    expect(entity.body.code).toBe(ErrorCode.EntityInvalid);
    const bad = await t.call({ method: 'POST', url: '/records/document/map', token, payload: { code: 'x'.repeat(101) } });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.InvalidRequest);
    const anonymous = await t.call({ method: 'POST', url: '/records/document/map', payload: {} });
    expect(anonymous.response.statusCode).toBe(401);
  });
});
