import Stack from '@mui/material/Stack';
import { useFieldState } from '@/web/components/form/useFieldState';
import { useT } from '@/web/i18n/useT';
import type { RecordRef } from '../recordsApi';
import type { FormAttachment } from './attachmentFiles';
import { AttachmentChooser } from './AttachmentChooser';
import { AttachmentTable } from './AttachmentTable';

interface Props {
  name: string;
  label: string;
  /** The saved version whose stored attachments the download buttons fetch. */
  record?: RecordRef | null;
  maxItems: number;
}

/**
 * A list of attachments (SPEC §3 Attachment) of any kind's form: files of every §3.2 type added one
 * at a time through FileChooser (other types get the §5 warning and the input is cleared; a file
 * above the size limit, or whose bytes are not what its type declares, is refused with a message),
 * listed with their download and remove buttons.
 */
export function AttachmentsField({ name, label, record, maxItems }: Props) {
  const t = useT();
  const { field, helpers, error } = useFieldState<FormAttachment[]>(name);
  const attachments = field.value ?? [];
  const full = attachments.length >= maxItems;

  return (
    <Stack spacing={1.5}>
      <AttachmentTable label={label} attachments={attachments} record={record} onRemove={(index) => void helpers.setValue(attachments.filter((_, i) => i !== index))} />
      <AttachmentChooser
        label={label}
        buttonText={full ? null : t('attachment.add')}
        error={error}
        note={full ? t('attachment.full', maxItems) : undefined}
        onChosen={(attachment) => void helpers.setValue([...attachments, { ...attachment, attachmentId: null }])}
      />
    </Stack>
  );
}
