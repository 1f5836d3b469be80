import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { attachmentProblem, type FileFamily } from '@/shared/fileTypes';
import { INPUT_LIMITS } from '@/shared/limits';
import type { Attachment } from '@/shared/records/entity';
import { formatFileSize, validationMessage } from '@/shared/validation';
import { useFieldState } from '@/web/components/form/useFieldState';
import { acceptFamilies } from '@/web/features/records/fields/fileChoice';
import { FileChooser } from '@/web/features/records/fields/FileChooser';
import { useLanguage, useT } from '@/web/i18n/useT';

/** Every type of SPEC §3.2 (doc, docx, xls, xlsx, pdf, jpeg, png, svg). */
const DIAGRAM_FAMILIES: readonly FileFamily[] = ['pdf', 'ole', 'zip', 'png', 'jpeg', 'svg'];
const DIAGRAM_ACCEPTANCE = acceptFamilies(DIAGRAM_FAMILIES);

/**
 * The procedure diagram: one file of any §3.2 type, shown by name and size with a remove button.
 * Kept to this feature on purpose: the generic attachment field (records/fields/Attachment*) can
 * replace it without touching the form's other sections.
 */
export function ProcedureDiagramField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const language = useLanguage();
  const { field, helpers, error } = useFieldState<Attachment | null>(name);
  const file = field.value;

  // The server's checks, before sending: the bytes of the declared type, within the size limit.
  const check = (attachment: Attachment): string | null => {
    const problem = attachmentProblem(attachment, { maxBytes: INPUT_LIMITS.fileMaxBytes, imagesOnly: false });
    if (!problem) return null;
    return problem === 'size' ? `${validationMessage('fileTooLarge', language)} (${formatFileSize(INPUT_LIMITS.fileMaxBytes)})` : validationMessage('fileContent', language);
  };

  return (
    <Stack spacing={1} data-field={name}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {file ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <InsertDriveFile color="action" aria-hidden />
          <Typography variant="body2">
            {file.name} · {formatFileSize(file.size)}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('service.diagram.none')}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <FileChooser label={label} acceptance={DIAGRAM_ACCEPTANCE} check={check} onChosen={(attachment) => void helpers.setValue(attachment)}>
          {t('service.diagram.choose')}
        </FileChooser>
        {file && (
          <Button color="error" startIcon={<Delete />} onClick={() => void helpers.setValue(null)}>
            {t('service.diagram.remove', file.name)}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {error ?? t('service.diagram.hint')}
      </Typography>
    </Stack>
  );
}
