import { isValidationMessageRef } from '../validation';
import { DOCUMENT_LIMITS, documentSchema, emptyDocument, type DocumentInput } from './document';
import { refusedPaths, schemaMessages } from './schemaMessages.testUtil';

const valid = (): DocumentInput => ({
  ...emptyDocument(),
  code: 'D1',
  abbreviation: 'D1',
  name: 'Requerimento',
  startDate: '2024-01-01',
  organizationId: 7,
  documentTypeId: 1,
});
const base64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
const pdf = '%PDF-1.4\n%%EOF\n';
const attachment = (bytes: string, mime: string, name = 'a.pdf') => ({
  name,
  size: Buffer.byteLength(bytes, 'latin1'),
  mime,
  format: name.split('.').pop() ?? '',
  data: base64(bytes),
  attachmentId: null,
});

describe('the document schema', () => {
  it.each([
    [
      'wrong types everywhere',
      {
        code: 1,
        name: null,
        startDate: [],
        organizationId: 'x',
        documentTypeId: 0,
        description: 5,
        attachments: [{ name: 1, size: 'x', mime: 2, format: null, data: 4 }, 'bad'],
      },
    ],
    ['no object at all', 7],
  ])('speaks only catalogued §5 messages: %s', async (_label, body) => {
    const found = await schemaMessages(documentSchema, body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((message) => !isValidationMessageRef(message))).toEqual([]);
  });

  it('requires the entity and the document type', async () => {
    expect(await refusedPaths(documentSchema, { ...valid(), organizationId: null, documentTypeId: null })).toEqual({ organizationId: 'required', documentTypeId: 'required' });
  });

  it('accepts a PDF whose bytes say so, and refuses an executable named .pdf or a PNG declared as a PDF', async () => {
    expect(await refusedPaths(documentSchema, { ...valid(), attachments: [attachment(pdf, 'application/pdf')] })).toEqual({});
    expect(await refusedPaths(documentSchema, { ...valid(), attachments: [attachment('MZ\x90\x00\x03', 'application/pdf')] })).toEqual({ 'attachments[0]': 'fileContent' });
    const png = '\x89PNG\r\n\x1a\n0000';
    expect(await refusedPaths(documentSchema, { ...valid(), attachments: [attachment(png, 'application/pdf')] })).toEqual({ 'attachments[0]': 'fileContent' });
  });

  it('refuses a declared size that is not the size of the bytes, and more attachments than the limit', async () => {
    expect(await refusedPaths(documentSchema, { ...valid(), attachments: [{ ...attachment(pdf, 'application/pdf'), size: 3 }] })).toEqual({
      'attachments[0]': 'fileTooLarge',
    });
    const many = Array.from({ length: DOCUMENT_LIMITS.attachmentsMaxItems + 1 }, () => attachment(pdf, 'application/pdf'));
    expect(await refusedPaths(documentSchema, { ...valid(), attachments: many })).toEqual({ attachments: 'tooManyItems' });
  });
});
