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
  /** The saved version whose stored attachment the download button fetches. */
  record?: RecordRef | null;
}

/** One attachment (a service's procedure diagram): AttachmentsField's table and chooser for a single file; a new file replaces the old. */
export function AttachmentField({ name, label, record }: Props) {
  const t = useT();
  const { field, helpers, error } = useFieldState<FormAttachment | null>(name);
  const attachment = field.value;

  return (
    <Stack spacing={1.5}>
      <AttachmentTable label={label} attachments={attachment ? [attachment] : []} record={record} onRemove={() => void helpers.setValue(null)} />
      <AttachmentChooser
        label={label}
        buttonText={attachment ? t('attachment.replace') : t('attachment.choose')}
        error={error}
        onChosen={(chosen) => void helpers.setValue({ ...chosen, attachmentId: null })}
      />
    </Stack>
  );
}
