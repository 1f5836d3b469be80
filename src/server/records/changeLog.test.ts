import { changeLog } from './changeLog';
import type { ServerKindDefinition } from './kindDefinition';

const def = {
  labels: { name: { pt: 'Nome', en: 'Name' }, procedure: { pt: 'Procedimento', en: 'Procedure' }, files: { pt: 'Anexos', en: 'Attachments' }, ids: { pt: 'Ids', en: 'Ids' } },
  richTextFields: ['procedure'],
} as unknown as ServerKindDefinition;

describe('the change log', () => {
  it('words each changed field as people read it: rich text without markup, files by name, lists item by item', () => {
    const pdf = (name: string, attachmentId: number) => ({ name, size: 10, mime: 'application/pdf', format: 'pdf', data: '', attachmentId });
    const before = { name: 'A', procedure: '<p>Entregar <strong>requerimento</strong></p>', files: [pdf('a.pdf', 1)], ids: [1, 2] };
    const after = { name: 'A', procedure: '<p>Entregar <em>requerimento</em></p>', files: [pdf('a.pdf', 1), pdf('b.pdf', 2)], ids: [] };
    expect(changeLog(def, before, after, 'pt')).toEqual([
      { field: 'files', before: 'a.pdf (10)', after: 'a.pdf (10); b.pdf (10)', text: 'Anexos: a.pdf (10) != a.pdf (10); b.pdf (10)' },
      { field: 'ids', before: '1; 2', after: '—', text: 'Ids: 1; 2 != —' },
    ]);
  });

  it('tells a change of the rich text itself, in the language asked', () => {
    const entries = changeLog(def, { procedure: '<p>Um</p>' }, { procedure: '<p>Dois</p>' }, 'en');
    expect(entries).toEqual([{ field: 'procedure', before: 'Um', after: 'Dois', text: 'Procedure: Um != Dois' }]);
  });

  it('tells a stored file replaced by another of the same name and size (by attachmentId, never by bytes)', () => {
    const pdf = (attachmentId: number) => ({ name: 'a.pdf', size: 10, mime: 'application/pdf', format: 'pdf', data: '', attachmentId });
    expect(changeLog(def, { files: [pdf(1)] }, { files: [pdf(2)] }, 'pt').map((e) => e.text)).toEqual(['Anexos: a.pdf (10) != a.pdf (10)']);
    expect(changeLog(def, { files: [pdf(1)] }, { files: [pdf(1)] }, 'pt')).toEqual([]);
  });

  it('has nothing to say of a first version', () => {
    expect(changeLog(def, null, { name: 'A' }, 'pt')).toEqual([]);
  });
});
