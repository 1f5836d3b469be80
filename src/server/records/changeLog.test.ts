import { ProcessingTimeType } from '@/shared/enums';
import { changeLog } from './changeLog';
import { processingTime } from './compare/fieldPresenters';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';

const def = {
  meta: { name: 'fake' },
  labels: {
    name: { pt: 'Nome', en: 'Name' },
    procedure: { pt: 'Procedimento', en: 'Procedure' },
    files: { pt: 'Anexos', en: 'Attachments' },
    ids: { pt: 'Ids', en: 'Ids' },
    processingTime: { pt: 'Prazo', en: 'Processing time' },
  },
  richTextFields: ['procedure'],
  comparePresenters: { processingTime },
} as unknown as ServerKindDefinition;
const pt = { language: 'pt' } as EngineContext;
const en = { language: 'en' } as EngineContext;
const lines = async (before: Record<string, unknown> | null, after: Record<string, unknown>, ctx = pt) =>
  (await changeLog(ctx, def, before, after)).map(({ field, before: old, after: now, text }) => ({ field, before: old, after: now, text }));

describe('the change log', () => {
  it('words each changed field as people read it: rich text without markup, files by name, lists item by item', async () => {
    const pdf = (name: string, attachmentId: number) => ({ name, size: 10, mime: 'application/pdf', format: 'pdf', data: '', attachmentId });
    const before = { name: 'A', procedure: '<p>Entregar <strong>requerimento</strong></p>', files: [pdf('a.pdf', 1)], ids: [1, 2] };
    const after = { name: 'A', procedure: '<p>Entregar <strong>requerimento</strong></p>', files: [pdf('a.pdf', 1), pdf('b.pdf', 2)], ids: [] };
    expect(await lines(before, after)).toEqual([
      { field: 'files', before: 'a.pdf (10)', after: 'a.pdf (10); b.pdf (10)', text: 'Anexos: a.pdf (10) != a.pdf (10); b.pdf (10)' },
      { field: 'ids', before: '1; 2', after: '—', text: 'Ids: 1; 2 != —' },
    ]);
  });

  it('words a structured value by the comparison’s presenter, never as JSON (issue 29 §2)', async () => {
    const days = (value: number) => ({ type: ProcessingTimeType.Simplified, unit: 'days', value, stages: [] });
    const [entry] = await changeLog(pt, def, { processingTime: days(15) }, { processingTime: days(20) });
    expect(entry).toMatchObject({ field: 'processingTime', before: '15 dias', after: '20 dias', text: 'Prazo: 15 dias != 20 dias' });
    expect(entry?.diff).toEqual({ field: 'processingTime', label: 'Prazo', status: 'changed', payload: { type: 'value', before: '15 dias', after: '20 dias' } });
    expect(entry?.text).not.toContain('{');
  });

  it('keeps a rich text’s paragraphs apart, in the language asked', async () => {
    const [entry] = await changeLog(en, def, { procedure: '<p>Um</p>' }, { procedure: '<p>Um</p><p>Dois</p>' });
    expect(entry).toMatchObject({ field: 'procedure', before: 'Um', after: 'Um\nDois', text: 'Procedure: Um != Um ¶ Dois' });
    expect(entry?.diff.payload.type).toBe('richText');
  });

  it('tells a stored file replaced by another of the same name and size (by attachmentId, never by bytes)', async () => {
    const pdf = (attachmentId: number) => ({ name: 'a.pdf', size: 10, mime: 'application/pdf', format: 'pdf', data: '', attachmentId });
    expect((await lines({ files: [pdf(1)] }, { files: [pdf(2)] })).map((e) => e.text)).toEqual(['Anexos: a.pdf (10) != a.pdf (10)']);
    expect(await lines({ files: [pdf(1)] }, { files: [pdf(1)] })).toEqual([]);
  });

  it('has nothing to say of a first version', async () => {
    expect(await lines(null, { name: 'A' })).toEqual([]);
  });
});
