import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INPUT_LIMITS } from '@/shared/limits';
import type { Attachment } from '@/shared/records/entity';
import { formatFileSize } from '@/shared/validation';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ATTACHMENT_ACCEPTANCE, chosenAttachmentProblem } from './attachmentFiles';
import { FileChooser } from './FileChooser';

interface Props {
  /** The file input's accessible name (the field's label). */
  label: string;
  /** The button's text; no button when null (the list is full). */
  buttonText: string | null;
  /** The field's error, shown instead of the hint. */
  error?: string;
  /** Shown instead of the accepted types' hint (e.g. the list is full). */
  note?: string;
  onChosen: (attachment: Attachment) => void;
}

/** The chooser of the attachment fields: every §3.2 type, the size limit, and the hint naming both (or the field's error). */
export function AttachmentChooser({ label, buttonText, error, note, onChosen }: Props) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {buttonText !== null && (
        <FileChooser label={label} acceptance={ATTACHMENT_ACCEPTANCE} check={(attachment) => chosenAttachmentProblem(attachment, language)} onChosen={onChosen}>
          {buttonText}
        </FileChooser>
      )}
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
        {error ?? note ?? t('attachment.hint', ATTACHMENT_ACCEPTANCE.list, formatFileSize(INPUT_LIMITS.fileMaxBytes))}
      </Typography>
    </Stack>
  );
}
