import { translate } from '@/web/i18n/useT';
import type { MessageKey } from '@/web/i18n/pt';
import { durationText, literal, readPublicEntry } from './publicEntry';

const t = (key: MessageKey, ...args: (string | number)[]) => translate('pt', key, ...args);
const pt = (text: string) => ({ '@value': text, '@language': 'pt' });
const en = (text: string) => ({ '@value': text, '@language': 'en' });

describe('reading a CPSV-AP node as a public entry', () => {
  it('reads a public service: title, description and the fields a citizen reads, as text', () => {
    const entry = readPublicEntry(
      {
        '@type': 'cpsv:PublicService',
        'dct:title': pt('Licença de pesca'),
        'dct:description': pt('Entregar o pedido <b>no balcão</b>.'),
        'cv:hasCompetentAuthority': { '@type': ['cv:PublicOrganisation'], 'skos:prefLabel': pt('Direção Regional das Pescas') },
        'cv:hasCost': { 'dct:description': pt('10 euros') },
        'cv:processingTime': { '@value': 'P30D', '@type': 'xsd:duration' },
        'cpsv:hasInput': [{ 'dct:title': pt('Cartão de cidadão'), 'dct:type': { 'skos:prefLabel': [pt('Identificação'), en('Identification')] } }],
        'cv:hasChannel': [
          {
            'dct:title': pt('Loja do Cidadão'),
            'cv:openingHours': { 'dct:description': [pt('Segunda a sexta 9:00–16:00'), en('Monday to Friday 9:00–16:00')] },
          },
        ],
        'cv:hasLegalResource': [
          { 'dct:identifier': 'DLR 1/2020', 'dct:title': pt('Pesca lúdica'), 'rdfs:seeAlso': { '@id': 'https://dre.pt/1' } },
          { 'dct:identifier': 'decretoLei 2/2020', 'dct:title': pt('Outra'), 'rdfs:seeAlso': { '@id': 'javascript:alert(1)' } },
        ],
        'dct:spatial': [{ 'skos:prefLabel': pt('Região Autónoma dos Açores') }],
      },
      'pt',
      t,
    );
    expect(entry.title).toBe('Licença de pesca');
    // The open data's text is shown as text: markup-like characters are not interpreted.
    expect(entry.description).toBe('Entregar o pedido <b>no balcão</b>.');
    const byLabel = Object.fromEntries(entry.fields.map((f) => [f.label, f.values]));
    expect(byLabel['preview.authority']?.[0]?.title).toBe('Direção Regional das Pescas');
    expect(byLabel['preview.cost']?.[0]?.title).toBe('10 euros');
    expect(byLabel['preview.processingTime']?.[0]?.title).toBe('30 dia(s)');
    expect(byLabel['preview.documents']?.[0]).toEqual({ title: 'Cartão de cidadão', lines: ['Identificação'] });
    expect(byLabel['preview.channels']?.[0]).toEqual({ title: 'Loja do Cidadão', lines: ['Segunda a sexta 9:00–16:00'] });
    expect(byLabel['preview.legislation']?.map((v) => v.href)).toEqual(['https://dre.pt/1', undefined]);
    expect(byLabel['preview.legislation']?.map((v) => v.title)).toEqual(['DLR 1/2020 — Pesca lúdica', 'Decreto-Lei 2/2020 — Outra']);
    expect(byLabel['preview.spatial']?.[0]?.title).toBe('Região Autónoma dos Açores');
  });

  it('reads an organisation with its abbreviation and address, and leaves out empty fields', () => {
    const entry = readPublicEntry(
      {
        '@type': ['cv:PublicOrganisation', 'org:Organization'],
        'skos:prefLabel': pt('Direção Regional'),
        'skos:altLabel': pt('DR'),
        'dct:identifier': 'DR1',
        'locn:address': { 'locn:fullAddress': pt('Rua 1, 9700 Angra') },
      },
      'pt',
      t,
    );
    expect([entry.title, entry.subtitle, entry.description]).toEqual(['Direção Regional', 'DR', null]);
    expect(entry.fields.map((f) => f.label)).toEqual(['preview.code', 'preview.address']);
  });

  it('picks the reader’s language when the node has it, else Portuguese', () => {
    expect(literal([pt('Horário'), en('Hours')], 'en')).toBe('Hours');
    expect(literal(pt('Só português'), 'en')).toBe('Só português');
    expect(durationText({ '@value': 'PT2H' }, t)).toBe('2 hora(s)');
    expect(durationText({ '@value': 'PT15M' }, t)).toBe('15 minuto(s)');
    expect(durationText({ '@value': 'P3M' }, t)).toBe('3 mês(es)');
  });
});
