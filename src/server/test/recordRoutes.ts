/**
 * Test helper: the record routes of one kind called as the SPA calls them (create, read a version,
 * save, run an action with the version's current rowVersion) and the count of the kind's versions.
 * Every kind's API test wrote these again with only the kind's path changed.
 */
import type { ObjectKind } from '@/shared/enums';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import type { Envelope } from '@/shared/api';
import type { TestApp } from './testApp';

export interface RecordRoutes<Input> {
  /** POST /records/{kind}: the envelope. */
  create(token: string, input: Input | Record<string, unknown>, continueOnDuplicate?: boolean): Promise<Envelope<SavedRecord>>;
  /** GET /records/{kind}/{id}/{version}, as the administrator unless a token is given. */
  view(id: number, version: number, token?: string): Promise<Envelope<RecordView<Input>>>;
  /** PUT /records/{kind}/{id}/{version} with the version's current rowVersion, continuing on a duplicate name. */
  save(token: string, id: number, version: number, input: Input): Promise<Envelope<SavedRecord>>;
  /** POST /records/{kind}/{id}/{version}/actions/{action} with the version's current rowVersion. */
  act(token: string, id: number, version: number, action: string, extra?: Record<string, unknown>): Promise<Envelope<SavedRecord>>;
  /** How many versions of the kind the table holds. */
  count(): Promise<number>;
}

/** `t` may be a suite resource (read at call time); `adminToken` is read at call time too. */
export function recordRoutes<Input>(t: TestApp, kind: string, objectKind: ObjectKind, adminToken: () => string): RecordRoutes<Input> {
  const view: RecordRoutes<Input>['view'] = async (id, version, token = adminToken()) =>
    (await t.call<RecordView<Input>>({ method: 'GET', url: `/records/${kind}/${id}/${version}`, token })).body;
  return {
    create: async (token, input, continueOnDuplicate = true) =>
      (await t.call<SavedRecord>({ method: 'POST', url: `/records/${kind}`, token, payload: { input, continueOnDuplicate } })).body,
    view,
    save: async (token, id, version, input) => {
      const rowVersion = (await view(id, version)).data.rowVersion;
      return (await t.call<SavedRecord>({ method: 'PUT', url: `/records/${kind}/${id}/${version}`, token, payload: { input, rowVersion, continueOnDuplicate: true } })).body;
    },
    act: async (token, id, version, action, extra = {}) => {
      const rowVersion = (await view(id, version)).data.rowVersion;
      return (
        await t.call<SavedRecord>({
          method: 'POST',
          url: `/records/${kind}/${id}/${version}/actions/${action}`,
          token,
          payload: { rowVersion, continueOnDuplicate: true, ...extra },
        })
      ).body;
    },
    count: async () =>
      Number(
        (
          await t.database.db
            .selectFrom('record_version')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('kind', '=', objectKind)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
