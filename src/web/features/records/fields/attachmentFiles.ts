/**
 * The attachments of any kind's form (documents, a service's procedure diagram): every type of SPEC
 * §3.2 accepted by its declared mime type, the size limit checked before sending, and saving bytes as
 * a file. A chosen file's bytes are checked at once with the shared rule the schema (browser and
 * server) applies on save (fileTypes.ts `attachmentProblem`): an executable renamed .pdf is declared
 * application/pdf by the browser, and is better refused when chosen than when the form is saved.
 */
import { attachmentProblem, decodeBase64, type FileFamily } from '@/shared/fileTypes';
import type { Language } from '@/shared/errors';
import { INPUT_LIMITS } from '@/shared/limits';
import type { Attachment } from '@/shared/records/entity';
import { validationText } from '@/shared/records/recordValidationMessages';
import { saveObjectUrl } from '@/web/components/saveFile';
import { formatFileSize, messageRef } from '@/shared/validation';
import { acceptFamilies } from './fileChoice';

/** SPEC §3.2's order: doc, docx, xls, xlsx (OLE and zip families), pdf, jpeg, png, svg. */
const ALL_FAMILIES: readonly FileFamily[] = ['ole', 'zip', 'pdf', 'jpeg', 'png', 'svg'];

export const ATTACHMENT_ACCEPTANCE = acceptFamilies(ALL_FAMILIES);

/** An attachment as a form holds it: a saved one has an `attachmentId` and no data until downloaded. */
export type FormAttachment = Attachment & { attachmentId?: number | null };

/** The warning for a chosen file above the size limit or whose bytes are not of an allowed type, or null. */
export function chosenAttachmentProblem(
  attachment: Attachment,
  language: Language,
  { maxBytes = INPUT_LIMITS.fileMaxBytes, imagesOnly = false }: { maxBytes?: number; imagesOnly?: boolean } = {},
): string | null {
  const problem = attachmentProblem(attachment, { maxBytes, imagesOnly });
  if (!problem) return null;
  return problem === 'size' ? `${validationText(messageRef('fileTooLarge'), language)} (${formatFileSize(maxBytes)})` : validationText(messageRef('fileContent'), language);
}

/**
 * Saves base64 bytes as a file named `name` (false when they are not base64). The blob is typed application/octet-stream and handed to
 * an `<a download>`: the browser saves it and never renders it (an SVG opened inline could run script).
 */
export function saveBytesAsFile(name: string, data: string): boolean {
  const bytes = decodeBase64(data);
  if (!bytes) return false;
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }));
  saveObjectUrl(name, url);
  return true;
}
