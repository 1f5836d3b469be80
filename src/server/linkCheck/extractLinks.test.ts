/** The addresses a record version holds, found through its kind's declared link fields only. */
import { ObjectKind } from '@/shared/enums';
import { entityKind } from '../records/entityKind';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { serviceKind } from '../records/serviceKind';
import { linksOfVersion, newestOccurrences, richTextLinks, type LegislationLink } from './extractLinks';

const legislations = new Map<number, LegislationLink>([[7, { url: 'https://jo.example.org/dlr-10-2020', label: '10/2020' }]]);
const row = (data: Record<string, unknown>, version = 1) => ({ id: 40, version, organization_id: 5, data });

describe('richTextLinks', () => {
  it('reads the http(s) links of the HTML with its parser, leaving mailto, text that only looks like an address and attributes of other tags', () => {
    const html =
      '<p>Veja <a target="_blank" rel="noopener noreferrer" href="https://a.example.org/x?y=1&amp;z=2">isto</a> e ' +
      '<a href="mailto:geral@example.org">escreva</a>; https://b.example.org não é uma ligação.</p>' +
      '<ul><li><a href="http://c.example.org">c</a></li></ul><p title="https://d.example.org">d</p>';
    expect(richTextLinks(html)).toEqual(['https://a.example.org/x?y=1&z=2', 'http://c.example.org']);
    expect(richTextLinks('')).toEqual([]);
  });
});

describe('linksOfVersion', () => {
  it('reads a service’s address fields, the links of its procedure and its legislations’ journal links', () => {
    const found = linksOfVersion(
      serviceKind as unknown as ServerKindDefinition,
      row({
        virtualUrl: 'https://form.example.org',
        portalUrl: ' https://portal.example.org/s ',
        flowUrl: '',
        formCallUrl: 'ftp://old.example.org',
        procedure: '<p><a href="https://proc.example.org">passo</a></p>',
        legislationIds: [7, 99],
      }),
      legislations,
    );
    expect(found.map((o) => [o.field, o.url, o.item])).toEqual([
      ['virtualUrl', 'https://form.example.org', null],
      ['formCallUrl', 'ftp://old.example.org', null],
      ['portalUrl', 'https://portal.example.org/s', null],
      ['procedure', 'https://proc.example.org', null],
      ['legislationIds', 'https://jo.example.org/dlr-10-2020', '10/2020'],
    ]);
    expect(found[0]).toMatchObject({ kind: ObjectKind.Service, recordId: 40, version: 1, organizationId: 5 });
  });

  it('reads only the website contacts of an entity, and nothing of a kind without declarations', () => {
    const contacts = [
      { scope: 'public', type: 'website', value: 'https://site.example.org' },
      { scope: 'public', type: 'email', value: 'a@example.org' },
      { scope: 'internal', type: 'website', value: '  ' },
    ];
    expect(linksOfVersion(entityKind as unknown as ServerKindDefinition, row({ contacts }), legislations).map((o) => o.url)).toEqual(['https://site.example.org']);
    expect(linksOfVersion({ meta: entityKind.meta }, row({ contacts }), legislations)).toEqual([]);
  });

  it('keeps one occurrence per record, field and address: the newest version’s', () => {
    const def = serviceKind as unknown as ServerKindDefinition;
    const published = linksOfVersion(def, row({ portalUrl: 'https://p.example.org', virtualUrl: 'https://v.example.org' }, 2), legislations);
    const draft = linksOfVersion(def, row({ portalUrl: 'https://p.example.org' }, 3), legislations);
    expect(newestOccurrences([...published, ...draft]).map((o) => [o.field, o.version])).toEqual([
      ['virtualUrl', 2],
      ['portalUrl', 3],
    ]);
  });
});
