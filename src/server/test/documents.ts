/** Test helpers for documents and attachments: files of each family, document types, a document input. */
import type { Kysely } from 'kysely';
import { emptyDocument, type DocumentInput, type StoredAttachment } from '@/shared/records/document';
import { minimalPdf } from '../db/seed/demoPdf';
import type { Database } from '../db/schema';
import { sha256Hex } from '../attachments/attachmentStore';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const files = {
  pdf: (text = 'Documento de ensaio') => Buffer.from(minimalPdf(text)),
  png: () => Buffer.from([...PNG_SIGNATURE, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]),
  /** A Windows executable's header (MZ … PE). */
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120), Buffer.from('PE\x00\x00', 'latin1')]),
  svg: () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n'),
  scriptedSvg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
};

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg"';

/** Issue 28 item 9: SVGs that run script when opened on their own, each of which passed the former pattern check. */
export const SVG_SCRIPT_BYPASSES: readonly [string, Buffer][] = [
  ['a namespace-prefixed script', Buffer.from(`${SVG_OPEN} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(document.domain)</s:script></svg>`)],
  ['an XHTML script', Buffer.from(`${SVG_OPEN} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(document.domain)</h:script></svg>`)],
  ['an entity-encoded javascript: link', Buffer.from(`${SVG_OPEN}><a href="&#106;avascript:alert(document.domain)"><text y="20">abrir</text></a></svg>`)],
  ['a <set> of an event handler', Buffer.from(`${SVG_OPEN}><rect width="50" height="50"><set attributeName="onmouseover" to="alert(document.domain)"/></rect></svg>`)],
  ['an <animate> of a link', Buffer.from(`${SVG_OPEN}><a><animate attributeName="href" values="javascript&#58;alert(document.domain)"/><text y="20">abrir</text></a></svg>`)],
];

/** An attachment as the SPA sends a newly chosen file. */
export function upload(bytes: Buffer, name: string, mime: string, size = bytes.length): StoredAttachment {
  return { name, size, mime, format: name.split('.').pop() ?? '', data: bytes.toString('base64'), attachmentId: null };
}

export const sha256Of = (base64: string) => sha256Hex(Buffer.from(base64, 'base64'));

/** Inserts 'documentType' reference items (the object parameters seed them in production); answers their ids. */
export async function insertDocumentTypes(db: Kysely<Database>, labels: readonly string[] = ['Formulário', 'Regulamento']): Promise<number[]> {
  const rows = await db
    .insertInto('reference_item')
    .values(labels.map((label, i) => ({ category: 'documentType', label_pt: label, label_en: label, sort_order: i + 1 })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function documentInput(overrides: Partial<DocumentInput> & Pick<DocumentInput, 'organizationId' | 'documentTypeId'>): DocumentInput {
  return { ...emptyDocument(), code: 'DOC-T', abbreviation: 'DT', name: 'Documento de teste', startDate: '2025-01-01', ...overrides };
}
