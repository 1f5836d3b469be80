import { useState } from 'react';
import { showToast } from '@/web/api/services/notifier';
import { useT } from '@/web/i18n/useT';
import { useGetAttachmentMutation, type RecordRef } from '../recordsApi';
import { saveBytesAsFile, type FormAttachment } from './attachmentFiles';

/**
 * Downloads an attachment: one whose bytes are in memory (just chosen) at once; a stored one through
 * POST /attachment/get for the version `record` (SPEC §7). A failed call is already toasted by the
 * base query; `pending` is the attachment being fetched (its button is disabled meanwhile).
 */
export function useAttachmentDownload(record: RecordRef | null | undefined) {
  const t = useT();
  const [getAttachment] = useGetAttachmentMutation();
  const [pending, setPending] = useState<FormAttachment | null>(null);

  const save = (name: string, data: string) => {
    if (!saveBytesAsFile(name, data)) showToast(t('attachment.unavailable', name), 'error');
  };

  const download = async (attachment: FormAttachment) => {
    if (attachment.data) {
      save(attachment.name, attachment.data);
      return;
    }
    if (!record || attachment.attachmentId === null || attachment.attachmentId === undefined) {
      showToast(t('attachment.unavailable', attachment.name), 'error');
      return;
    }
    setPending(attachment);
    const result = await getAttachment({ kind: record.kind, id: record.id, version: record.version, attachmentId: attachment.attachmentId });
    setPending(null);
    // A failed call has already been toasted by the base query.
    if (result.data) save(attachment.name, result.data.data);
  };

  return { download, pending };
}
