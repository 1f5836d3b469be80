/**
 * Issue 7, defects 4, 5 and 9: malformed input answers 400/-2 (or -102 for an entity's fields) naming
 * the field, never 500; collections and files are bounded and checked against their bytes; the
 * answers Node and Fastify give before routing carry the envelope; every /api answer is no-store.
 */
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@/shared/errors';
import { INPUT_LIMITS } from '@/shared/limits';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { emptyService } from '@/shared/records/service';
import { signedInAppForSuite } from '../test/signedInApp';

const t = signedInAppForSuite();

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c30000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

function entity(overrides: Partial<EntityInput> = {}): EntityInput {
  const tag = randomBytes(4).toString('hex');
  return { ...emptyEntity(), code: `F${tag}`, abbreviation: `F${tag}`, name: `Fuzz ${tag}`, startDate: '2024-01-01', organizationTypeId: 1, ...overrides };
}
async function create(input: unknown) {
  return (await t.call({ method: 'POST', url: '/records/entity', token: t.admin, payload: { input } })).body;
}

describe('defect 4: malformed input is 400/-2 naming the field, never 500', () => {
  it.each([
    ['an id beyond int4', 'GET', '/settings/users/2147483648', undefined, 'params/userId'],
    ['an id that is 1e999', 'GET', '/settings/templates/1e999', undefined, 'params/templateId'],
    ['a huge page number', 'POST', '/records/entity/search', '{"pageNumber":99999999999999}', 'body/pageNumber'],
    ['1e999 in a JSON body', 'POST', '/records/entity/search', '{"pageNumber":1e999}', 'body/pageNumber'],
    [
      'an organisation id beyond int4',
      'POST',
      '/settings/profiles',
      '{"name":"p","permissions":[],"organizationId":665927614999999999999,"excludedOrganizationIds":[]}',
      'body/organizationId',
    ],
    ['a NUL byte in a text', 'POST', '/records/entity/search', '{"name":"a\\u0000b"}', 'body/name'],
    ['1e999 inside the free-form record input', 'POST', '/records/entity', '{"input":{"startDate":"2024-01-01","organizationTypeId":1e999}}', 'body/input/organizationTypeId'],
    // Issue 28: yup looked such a key up among a schema's fields and found Object.prototype's member (HTTP 500).
    [
      'a key named toString inside a record field',
      'POST',
      '/records/service',
      '{"input":{"startDate":"2024-01-01","procedureDiagram":{"toString":1}}}',
      'body/input/procedureDiagram/toString',
    ],
    [
      'a key named constructor in a list item',
      'POST',
      '/records/service',
      '{"input":{"startDate":"2024-01-01","necessaryDocuments":[{"constructor":1}]}}',
      'body/input/necessaryDocuments/0/constructor',
    ],
  ])('%s', async (_name, method, url, payload, field) => {
    const { response, body } = await t.call({ method: method as 'GET', url, token: t.admin, payload, headers: payload ? { 'content-type': 'application/json' } : {} });
    expect({ status: response.statusCode, code: body.code }).toEqual({ status: 400, code: ErrorCode.InvalidRequest });
    expect(body.description).toContain(field);
  });

  it('the largest page number is a valid, empty page (no offset overflow)', async () => {
    const search = await t.call({ method: 'POST', url: '/records/entity/search', token: t.admin, payload: { pageNumber: INPUT_LIMITS.integerMax, pageSize: 100 } });
    expect([search.response.statusCode, search.body.code]).toEqual([200, ErrorCode.Ok]);
    const users = await t.call({ method: 'GET', url: `/settings/users?pageNumber=${INPUT_LIMITS.integerMax}&pageSize=50`, token: t.admin });
    expect([users.response.statusCode, users.body.code]).toEqual([200, ErrorCode.Ok]);
  });

  it('a NUL byte in the login username, without a token', async () => {
    const { response, body } = await t.call({ method: 'POST', url: '/account/login', payload: { username: 'ad\u0000min', password: 'x' } });
    expect({ status: response.statusCode, code: body.code }).toEqual({ status: 400, code: ErrorCode.InvalidRequest });
    expect(body.description).toContain('body/username');
  });

  it.each([
    ['a number as the name', { name: 5 }, 'Nome'],
    ['an object as a keyword', { keywords: [{ a: 1 }] }, 'Palavras-chave'],
    ['text as the entity type id', { organizationTypeId: '1' }, 'Tipo de entidade'],
  ])('an entity with %s is -102 naming the field', async (_name, overrides, label) => {
    const body = await create({ ...entity(), ...overrides });
    expect(body.code).toBe(ErrorCode.EntityInvalid);
    expect(body.description).toContain(label);
  });
});

describe('issue 28 item 3: a record left without a list field takes the list’s default, never a 500', () => {
  it.each([
    ['a service without its necessary documents', 'service', 'necessaryDocuments'],
    ['a service without its recipients', 'service', 'recipientTypeIds'],
    ['an entity without its keywords and contacts', 'entity', 'keywords'],
  ])('%s', async (_name, kind, field) => {
    const owner = (await t.database.db.selectFrom('record_version').select('id').where('code', '=', 'DROT').executeTakeFirstOrThrow()).id;
    const tag = randomBytes(4).toString('hex');
    const input: Record<string, unknown> =
      kind === 'service'
        ? { ...emptyService(), code: `S${tag}`, abbreviation: `S${tag}`, name: `Serviço ${tag}`, startDate: '2024-01-01', organizationId: owner }
        : { ...entity(), contacts: undefined };
    delete input[field];
    const created = (await t.call<SavedRecord>({ method: 'POST', url: `/records/${kind}`, token: t.admin, payload: { input, continueOnDuplicate: true } })).body;
    expect(created.code).toBe(0);
    const view = (await t.call<RecordView>({ method: 'GET', url: `/records/${kind}/${created.data.id}/1`, token: t.admin })).body;
    expect(view.data.data[field]).toEqual([]);
  });
});

describe('defect 5: collections and files are bounded and references exist', () => {
  it('too many keywords', async () => {
    const body = await create(entity({ keywords: Array.from({ length: INPUT_LIMITS.keywordsMaxItems + 1 }, (_, i) => `k${i}`) }));
    expect(body.code).toBe(ErrorCode.EntityInvalid);
    expect(body.description).toContain('Palavras-chave');
  });

  it('a related entity that does not exist', async () => {
    const body = await create(entity({ relatedEntities: [{ organizationId: 999_999, organizationVersion: 1, relationTypeId: 1 }] }));
    expect(body.code).toBe(ErrorCode.EntityInvalid);
    expect(body.description).toContain('Entidades relacionadas');
  });

  it('a territorial scope division and an economic activity that do not exist', async () => {
    expect((await create(entity({ territorialScope: [999_999] }))).description).toContain('Âmbito territorial');
    expect((await create(entity({ economicActivityCode: '99999' }))).description).toContain('Atividade económica');
  });

  it('more related entities than the bound, even before looking them up', async () => {
    const related = Array.from({ length: INPUT_LIMITS.relatedEntitiesMaxItems + 1 }, (_, i) => ({ organizationId: i + 1, organizationVersion: 1, relationTypeId: 1 }));
    expect((await create(entity({ relatedEntities: related }))).code).toBe(ErrorCode.EntityInvalid);
  });

  it('a logo whose declared size is not its size, one that is not an image, one too large; a real PNG is accepted', async () => {
    const logo = { name: 'l.png', size: PNG.length, mime: 'image/png', format: 'png', data: PNG.toString('base64') };
    expect((await create(entity({ logo: { ...logo, size: 1 } }))).code).toBe(ErrorCode.EntityInvalid);
    expect((await create(entity({ logo: { ...logo, name: 'l.pdf', size: PDF.length, data: PDF.toString('base64') } }))).code).toBe(ErrorCode.EntityInvalid);
    const big = Buffer.concat([PNG, Buffer.alloc(INPUT_LIMITS.logoMaxBytes)]);
    expect((await create(entity({ logo: { ...logo, size: big.length, data: big.toString('base64') } }))).code).toBe(ErrorCode.EntityInvalid);
    expect((await create(entity({ logo }))).code).toBe(ErrorCode.Ok);
  });
});

describe('defect 9: answers before routing carry the envelope; every /api answer is no-store', () => {
  it('a path parameter over 100 characters answers 414 with the envelope', async () => {
    const { response, body } = await t.call({ method: 'GET', url: `/settings/users/${'9'.repeat(150)}`, token: t.admin });
    expect({ status: response.statusCode, code: body.code }).toEqual({ status: 414, code: ErrorCode.InvalidRequest });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('Cache-Control: no-store on success, on a refusal and on an unknown /api route', async () => {
    for (const url of ['/account/loginsettings', '/settings/users', '/no/such/route']) {
      const { response } = await t.call({ method: 'GET', url });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('a malformed URL answers 400 with the envelope', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/settings/users/%E0%A4%A', token: t.admin });
    expect({ status: response.statusCode, code: body.code }).toEqual({ status: 400, code: ErrorCode.InvalidRequest });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  async function port(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as AddressInfo).port;
  }

  it('a request Node cannot parse answers 400 with the envelope (real socket)', async () => {
    const target = await port();
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(target, '127.0.0.1', () => socket.write('GARBAGE /api HTTP/9\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('cache-control: no-store');
    expect(JSON.parse(body)).toMatchObject({ code: ErrorCode.InvalidRequest, data: null });
  });

  it('a query string too large for Node answers 431 with the envelope (real socket)', async () => {
    const target = await port();
    const answer = await new Promise<{ status: number; cacheControl: unknown; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: target, path: `/api/account/loginsettings?q=${'x'.repeat(20_000)}` }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.cacheControl).toBe('no-store');
    expect(JSON.parse(answer.body)).toMatchObject({ code: ErrorCode.InvalidRequest, data: null });
  });
});
