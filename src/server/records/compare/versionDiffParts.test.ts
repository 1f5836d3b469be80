import type { EngineContext } from '../engineContext';
import type { ServerKindDefinition } from '../kindDefinition';
import { buildVersionDiff } from './buildVersionDiff';
import { contacts, openingHours } from './fieldPresenters';
import { diffLists, listStatus } from './listDiff';
import type { PresentedItem } from './presented';
import { richTextChange } from './richTextDiffFixtures';
import { richTextLines, wordSegments } from './wordDiff';

const ctx = { language: 'pt' } as EngineContext;
const items = (...keys: string[]): PresentedItem[] => keys.map((k) => ({ key: k, text: k.toUpperCase() }));

describe('rich text compared word by word', () => {
  it('reads the text a reader sees, a line per paragraph or item, never the markup', () => {
    expect(richTextLines('<p>Entregar o <strong>requerimento</strong></p><ul><li>cópia&nbsp;do BI</li><li>foto</li></ul>')).toBe('Entregar o requerimento\ncópia do BI\nfoto');
    expect(richTextLines('')).toBe('');
  });

  it('tells the words deleted and inserted, the rest kept', () => {
    expect(wordSegments('Entregar o requerimento em papel', 'Entregar o requerimento online')).toEqual([
      { op: 'same', text: 'Entregar o requerimento ' },
      { op: 'delete', text: 'em papel' },
      { op: 'insert', text: 'online' },
    ]);
    expect(wordSegments('igual', 'igual')).toEqual([{ op: 'same', text: 'igual' }]);
    expect(wordSegments('', 'novo')).toEqual([{ op: 'insert', text: 'novo' }]);
  });

  it('keeps markup out of the segments: a tag typed as text stays text', () => {
    const segments = wordSegments(richTextLines('<p>a</p>'), richTextLines('<p>a &lt;script&gt;x&lt;/script&gt;</p>'));
    expect(segments.map((s) => s.text).join('')).toBe('a <script>x</script>');
    expect(segments.some((s) => s.op === 'insert')).toBe(true);
  });
});

describe('lists compared item by item', () => {
  it('matches items by key: kept, changed, added, removed where they were', () => {
    const before = [...items('a', 'b'), { key: 'c', text: 'old' }];
    const after = [{ key: 'c', text: 'new' }, ...items('a', 'd')];
    expect(diffLists(before, after)).toEqual([
      { key: 'c', status: 'changed', before: 'old', after: 'new' },
      { key: 'a', status: 'same', before: 'A', after: 'A' },
      { key: 'b', status: 'removed', before: 'B', after: null },
      { key: 'd', status: 'added', before: null, after: 'D' },
    ]);
  });

  it('tells a repeated key apart by its occurrence', () => {
    expect(diffLists(items('a'), items('a', 'a')).map((i) => [i.key, i.status])).toEqual([
      ['a', 'same'],
      ['a#2', 'added'],
    ]);
  });

  it('words the status of the whole list', () => {
    expect(listStatus(diffLists(items('a'), items('a')))).toBe('same');
    expect(listStatus(diffLists([], items('a')))).toBe('added');
    expect(listStatus(diffLists(items('a'), []))).toBe('removed');
    expect(listStatus(diffLists(items('a'), items('b')))).toBe('changed');
  });

  it('keys contacts by type and value: a changed scope is a changed contact', async () => {
    const before = await contacts([{ type: 'email', scope: 'public', value: 'a@b.pt' }], {}, ctx);
    const after = await contacts([{ type: 'email', scope: 'internal', value: 'A@b.pt' }], {}, ctx);
    if (before.type !== 'list' || after.type !== 'list') throw new Error('lists expected');
    expect(diffLists(before.items, after.items)).toEqual([{ key: 'email:a@b.pt', status: 'changed', before: 'Email: a@b.pt (Público)', after: 'Email: A@b.pt (Interno)' }]);
  });

  it('compares opening hours day by day and exceptions by date', async () => {
    const before = await openingHours(
      { weekly: [{ days: [1, 2], opens: '09:00', closes: '17:00' }], exceptions: [{ date: '2026-12-25', closed: true, opens: '', closes: '', description: 'Natal' }] },
      {},
      ctx,
    );
    const after = await openingHours(
      {
        weekly: [
          { days: [1], opens: '09:00', closes: '17:00' },
          { days: [2], opens: '10:00', closes: '17:00' },
        ],
        exceptions: [],
      },
      {},
      ctx,
    );
    if (before.type !== 'list' || after.type !== 'list') throw new Error('lists expected');
    expect(diffLists(before.items, after.items)).toEqual([
      { key: 'day:1', status: 'same', before: 'Seg 09:00–17:00', after: 'Seg 09:00–17:00' },
      { key: 'day:2', status: 'changed', before: 'Ter 09:00–17:00', after: 'Ter 10:00–17:00' },
      { key: 'date:2026-12-25', status: 'removed', before: '25/12/2026 encerrado (Natal)', after: null },
    ]);
  });
});

describe('the comparison of two inputs', () => {
  const def = {
    meta: { name: 'fake' },
    hasParentOfSameKind: false,
    labels: {
      name: { pt: 'Nome', en: 'Name' },
      startDate: { pt: 'Início', en: 'Start' },
      versionComment: { pt: 'Comentário', en: 'Comment' },
      procedure: { pt: 'Procedimento', en: 'Procedure' },
      active: { pt: 'Ativo', en: 'Active' },
      keywords: { pt: 'Palavras-chave', en: 'Keywords' },
      file: { pt: 'Ficheiro', en: 'File' },
    },
    richTextFields: ['procedure'],
  } as unknown as ServerKindDefinition;
  const pdf = (attachmentId: number) => ({ name: 'a.pdf', size: 10, mime: 'application/pdf', format: 'pdf', data: '', attachmentId });
  const base = { name: 'A', startDate: '2024-01-31', versionComment: 'um', procedure: '<p>Um dois</p>', active: true, keywords: ['x'], file: pdf(1) };

  it('walks every field but the version comment in order, each the same when nothing changed', async () => {
    const fields = await buildVersionDiff(ctx, def, base, { ...base, versionComment: 'dois' });
    expect(fields.map((f) => [f.field, f.status])).toEqual([
      ['name', 'same'],
      ['startDate', 'same'],
      ['procedure', 'same'],
      ['active', 'same'],
      ['keywords', 'same'],
      ['file', 'same'],
    ]);
    expect(fields[1]?.payload).toEqual({ type: 'value', before: '31/01/2024', after: '31/01/2024' });
    expect(fields[3]?.payload).toEqual({ type: 'value', before: 'Sim', after: 'Sim' });
  });

  it('tells each kind of change with its payload', async () => {
    const fields = await buildVersionDiff(
      ctx,
      def,
      { ...base, name: '' },
      { ...base, name: 'B', procedure: '<p>Um três</p>', active: false, keywords: ['x', 'y'], file: pdf(2) },
    );
    const byField = Object.fromEntries(fields.map((f) => [f.field, f]));
    expect(byField.name).toMatchObject({ status: 'added', label: 'Nome', payload: { type: 'value', before: '—', after: 'B' } });
    expect(byField.procedure).toMatchObject({
      status: 'changed',
      payload: richTextChange('Um dois', 'Um três', ['same', 'Um '], ['delete', 'dois'], ['insert', 'três']),
    });
    expect(byField.active).toMatchObject({ status: 'changed', payload: { before: 'Sim', after: 'Não' } });
    expect(byField.keywords).toMatchObject({
      status: 'changed',
      payload: {
        type: 'list',
        items: [
          { key: 'x', status: 'same' },
          { key: 'y', status: 'added' },
        ],
      },
    });
    // The same name and size, other bytes: still a change (by attachmentId, as the change log tells it).
    expect(byField.file).toMatchObject({ status: 'changed', payload: { type: 'value', before: 'a.pdf (10)', after: 'a.pdf (10)' } });
  });

  it('tells a rich text whose markup alone changed as changed, with its words all kept', async () => {
    const [procedure] = (await buildVersionDiff(ctx, def, base, { ...base, procedure: '<p>Um <strong>dois</strong></p>' })).filter((f) => f.field === 'procedure');
    expect(procedure).toMatchObject({ status: 'changed', payload: { segments: [{ op: 'same', text: 'Um dois' }] } });
  });
});
