/**
 * The open data's JSON-LD against SEMIC's CPSV-AP 3.2.0 SHACL shapes (shapes/cpsv-ap-SHACL.ttl):
 * the published demo catalogue conforms — a service with its competent authority, channels with
 * opening hours, cost, evidence, legal resources and spatial coverage —, and a broken document does
 * not. JSON-LD becomes RDF with jsonld's toRDF and no document loader (our @context is inline, so
 * nothing is fetched), the shapes are parsed with N3.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jsonld from 'jsonld';
import { sql } from 'kysely';
import { DataFactory, Parser, Store } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import { ObjectKind } from '@/shared/enums';
import { API_BASE } from '@/shared/limits';
import { OPEN_DATA_KINDS, OPEN_DATA_PATHS } from '@/shared/openData';
import { settingsTestKitForFile } from '../settings/testKit';

const kit = settingsTestKitForFile();
const shapes = new Store(new Parser().parse(readFileSync(path.join(__dirname, 'shapes/cpsv-ap-SHACL.ttl'), 'utf8')));

const noRemoteContexts = async (url: string): Promise<never> => {
  throw new Error(`no remote document may be loaded (${url})`);
};

async function validate(document: object) {
  const nquads = (await jsonld.toRDF(document as jsonld.JsonLdDocument, { format: 'application/n-quads', documentLoader: noRemoteContexts })) as unknown as string;
  const data = new Store(new Parser({ format: 'N-Quads' }).parse(nquads));
  const report = await new SHACLValidator(shapes).validate(data);
  return {
    conforms: report.conforms,
    messages: report.results.map((r) => `${r.focusNode?.value} ${r.path?.value}: ${r.message.map((m) => m.value).join(' ')}`),
    size: data.size,
  };
}

const getJson = async (url: string) => JSON.parse((await kit.t.app.inject({ method: 'GET', url: `${API_BASE}${url}` })).body) as Record<string, unknown>;

/** The open data of the demo service the suite gives a necessary document (SRV-DRS-001). */
async function demoServiceJson(): Promise<Record<string, unknown>> {
  const row = await kit.t.database.db
    .selectFrom('record_version')
    .select(['id'])
    .where('kind', '=', ObjectKind.Service)
    .where('code', '=', 'SRV-DRS-001')
    .executeTakeFirstOrThrow();
  return getJson(OPEN_DATA_PATHS.item('service', row.id));
}

describe('CPSV-AP SHACL validation', () => {
  beforeAll(async () => {
    // The demo services name no necessary document: give one a published document, so the evidence is validated too.
    const db = kit.t.database.db;
    const document = await db
      .selectFrom('record_version')
      .select(['id', 'version'])
      .where('kind', '=', ObjectKind.Document)
      .where('published_at', 'is not', null)
      .executeTakeFirstOrThrow();
    await sql`UPDATE record_version SET data = jsonb_set(data, '{necessaryDocuments}', ${JSON.stringify([{ documentId: document.id, documentVersion: document.version }])}::jsonb)
      WHERE kind = ${ObjectKind.Service} AND code = 'SRV-DRS-001'`.execute(db);
    await kit.t.call({
      method: 'PUT',
      url: OPEN_DATA_PATHS.settings,
      payload: { exposedKinds: [...OPEN_DATA_KINDS], anonymousPerMinute: 1000, keyPerMinute: 1000 },
      token: kit.adminToken,
    });
  });

  it('the shipped shapes are SEMIC’s CPSV-AP 3.2.0 (PublicService requires a name, an identifier, a description and a competent authority)', () => {
    expect(shapes.size).toBeGreaterThan(1000);
    const minCounts = shapes.getQuads(null, DataFactory.namedNode('http://www.w3.org/ns/shacl#minCount'), null, null).length;
    expect(minCounts).toBeGreaterThan(20);
  });

  it('every page of every kind conforms', async () => {
    for (const kind of OPEN_DATA_KINDS) {
      const page = await getJson(`${OPEN_DATA_PATHS.list(kind)}?pageSize=100`);
      expect((page['hydra:member'] as unknown[]).length).toBeGreaterThan(0);
      const result = await validate(page);
      expect({ kind, messages: result.messages }).toEqual({ kind, messages: [] });
      expect(result.conforms).toBe(true);
    }
  });

  it('a service with channel, opening hours, cost, evidence, legislation and spatial coverage conforms', async () => {
    const service = await demoServiceJson();
    for (const property of ['cv:hasChannel', 'cv:hasCost', 'cpsv:hasInput', 'cv:hasLegalResource', 'dct:spatial', 'cv:hasCompetentAuthority'])
      expect(service[property]).toBeDefined();
    expect(JSON.stringify(service['cv:hasChannel'])).toContain('cv:openingHours');
    const result = await validate(service);
    expect(result.messages).toEqual([]);
    expect(result.conforms).toBe(true);
  });

  it('a public service without a name or an identifier, without a competent authority, or a cost without an identifier, does not conform', async () => {
    const service = await demoServiceJson();
    const { 'dct:title': _title, 'dct:identifier': _identifier, ...nameless } = service;
    const broken = await validate(nameless);
    expect(broken.conforms).toBe(false);
    expect(broken.messages.join('\n')).toMatch(/http:\/\/purl\.org\/dc\/terms\/title/);
    expect(broken.messages.join('\n')).toMatch(/http:\/\/purl\.org\/dc\/terms\/identifier/);

    const { 'cv:hasCompetentAuthority': _authority, ...ownerless } = service;
    expect((await validate(ownerless)).conforms).toBe(false);
    expect((await validate({ ...service, 'cv:hasCost': { '@type': 'cv:Cost', 'dct:description': { '@value': 'x', '@language': 'pt' } } })).conforms).toBe(false);
  });
});
