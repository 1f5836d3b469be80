/** Logo images (SPEC §5 file upload, §3 Attachment): accepted by mime type, kept as base64. */
import type { Attachment } from '@/shared/records/entity';

export const LOGO_MIME_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/svg+xml': 'svg' };
/** The accepted list as the warning names it: ' .png, .jpeg, .svg'. */
export const LOGO_ACCEPTED_LIST = ` ${Object.values(LOGO_MIME_TYPES)
  .map((e) => `.${e}`)
  .join(', ')}`;

export function isAcceptedLogo(file: Pick<File, 'type'>): boolean {
  return file.type in LOGO_MIME_TYPES;
}

/** Reads a file into an Attachment; rejects with the reader's error message. */
export function readAttachment(file: File): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error(reader.error?.message ?? 'FileReader'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      const data = url.slice(url.indexOf(',') + 1);
      resolve({ name: file.name, size: file.size, mime: file.type, format: LOGO_MIME_TYPES[file.type] ?? '', data });
    };
    reader.readAsDataURL(file);
  });
}

export function attachmentUrl(attachment: Pick<Attachment, 'mime' | 'data'>): string {
  return `data:${attachment.mime};base64,${attachment.data}`;
}
