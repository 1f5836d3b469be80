/**
 * Reading and rewriting the attachment fields a kind declares (`attachmentFields`): a field holds one
 * attachment object, an array of them, or nothing (null, missing). Pure: no database, no rules.
 */
import type { ServerKindDefinition } from '../records/kindDefinition';

export type FileObject = Record<string, unknown>;
type KindFields = Pick<ServerKindDefinition, 'attachmentFields'>;

const isFile = (value: unknown): value is FileObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The attachments a field's value holds, whatever its shape. */
export function attachmentsOf(value: unknown): FileObject[] {
  if (Array.isArray(value)) return value.filter(isFile);
  return isFile(value) ? [value] : [];
}

/** The value with each attachment replaced by `change`'s answer, in the same shape (object or array). */
export async function mapAttachments(value: unknown, change: (file: FileObject) => Promise<FileObject>): Promise<unknown> {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    // One after the other: each may write to the transaction, which runs one statement at a time.
    for (const item of value) out.push(isFile(item) ? await change(item) : item);
    return out;
  }
  return isFile(value) ? change(value) : value;
}

/** Every attachment of a version's data (or an input), with the field it sits in. */
export function declaredAttachments(def: KindFields, data: Record<string, unknown>): { field: string; file: FileObject }[] {
  return (def.attachmentFields ?? []).flatMap((field) => attachmentsOf(data[field]).map((file) => ({ field, file })));
}

/** The stored attachments (`attachmentId`) a version's data refers to. */
export function referencedAttachmentIds(def: KindFields, data: Record<string, unknown>): number[] {
  return declaredAttachments(def, data).flatMap(({ file }) => (typeof file.attachmentId === 'number' ? [file.attachmentId] : []));
}
