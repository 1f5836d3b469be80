/**
 * Which files a file field accepts, by their declared mime type (SPEC §5 file upload), from the
 * families of src/shared/fileTypes.ts; and reading a file into an Attachment (SPEC §3: name, size,
 * mime, format, data in base64). The server checks the bytes again (fileTypes.ts `attachmentProblem`).
 */
import { DEFAULT_UPLOAD_MIME_TYPES } from '@/shared/enums';
import { FILE_MIME_TYPES, type FileFamily } from '@/shared/fileTypes';
import type { Attachment } from '@/shared/records/entity';

export interface FileAcceptance {
  /** Each accepted mime type and the format (extension) it is kept with. */
  mimeTypes: Readonly<Record<string, string>>;
  /** The accepted formats as the §5 warning names them: ' .png, .jpeg, .svg'. */
  list: string;
}

const EXTENSION_OF_MIME: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(DEFAULT_UPLOAD_MIME_TYPES).map(([extension, mime]) => [mime, extension]));

/** The mime types of `families`, each with its format: the family's name, or for doc/xls and docx/xlsx the extension of its type. */
export function acceptFamilies(families: readonly FileFamily[]): FileAcceptance {
  const mimeTypes = Object.fromEntries(families.flatMap((family) => FILE_MIME_TYPES[family].map((mime) => [mime, EXTENSION_OF_MIME[mime] ?? family])));
  const formats = [...new Set(Object.values(mimeTypes))];
  return { mimeTypes, list: ` ${formats.map((format) => `.${format}`).join(', ')}` };
}

export function isAccepted(acceptance: FileAcceptance, file: Pick<File, 'type'>): boolean {
  return file.type in acceptance.mimeTypes;
}

/** Reads a file into an Attachment; rejects with the reader's error message. */
export function readAttachment(file: File, acceptance: FileAcceptance): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error(reader.error?.message ?? 'FileReader'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      const data = url.slice(url.indexOf(',') + 1);
      resolve({ name: file.name, size: file.size, mime: file.type, format: acceptance.mimeTypes[file.type] ?? '', data });
    };
    reader.readAsDataURL(file);
  });
}

export function attachmentUrl(attachment: Pick<Attachment, 'mime' | 'data'>): string {
  return `data:${attachment.mime};base64,${attachment.data}`;
}
