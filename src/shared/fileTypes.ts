/**
 * The file types a user may attach (SPEC §3.2: doc, docx, xls, xlsx, pdf, jpeg, png, svg), recognised
 * by their first bytes, not by the name or type the client declares. Shared: the SPA refuses a file
 * before sending it, the server checks the bytes it received.
 */
import { isInertSvg } from './svgInert';

export type FileFamily = 'pdf' | 'png' | 'jpeg' | 'svg' | 'ole' | 'zip';

/** Declared media types of each family (docx and xlsx are both zip, doc and xls both OLE). */
export const FILE_MIME_TYPES: Readonly<Record<FileFamily, readonly string[]>> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpeg: ['image/jpeg', 'image/jpg'],
  svg: ['image/svg+xml'],
  ole: ['application/msword', 'application/vnd.ms-excel'],
  zip: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

export const IMAGE_FAMILIES: readonly FileFamily[] = ['png', 'jpeg', 'svg'];

const SIGNATURES: readonly [FileFamily, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
];

/** The bytes of a base64 text, or null when it is not base64. */
export function decodeBase64(data: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (!/^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) return false;
  // Scripts in an SVG run when it is opened on its own: only a provably inert one is taken (svgInert.ts).
  return isInertSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
}

/** The family of a file's bytes, or null when it is none of the allowed types. */
export function sniffFileFamily(bytes: Uint8Array): FileFamily | null {
  for (const [family, signature] of SIGNATURES) {
    if (signature.every((byte, i) => bytes[i] === byte)) return family;
  }
  return isSvg(bytes) ? 'svg' : null;
}

/** Why an attachment is refused ('size', 'type'), or null: its bytes, declared size and declared type agree. */
export function attachmentProblem(file: { data: string; size: number; mime: string }, options: { maxBytes: number; imagesOnly: boolean }): 'size' | 'type' | null {
  const bytes = decodeBase64(file.data);
  if (!bytes) return 'type';
  if (bytes.length !== file.size || bytes.length > options.maxBytes) return 'size';
  const family = sniffFileFamily(bytes);
  if (!family || (options.imagesOnly && !IMAGE_FAMILIES.includes(family))) return 'type';
  return FILE_MIME_TYPES[family].includes(file.mime.toLowerCase()) ? null : 'type';
}
