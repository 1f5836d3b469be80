import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { INPUT_LIMITS } from '@/shared/limits';
import type { Attachment } from '@/shared/records/entity';
import { formatFileSize } from '@/shared/validation';
import { useFieldState } from '@/web/components/form/useFieldState';
import { useLanguage, useT } from '@/web/i18n/useT';
import { attachmentUrl } from '@/web/features/records/fields/fileChoice';
import { FileChooser } from '@/web/features/records/fields/FileChooser';
import { chosenAttachmentProblem } from '@/web/features/records/fields/attachmentFiles';
import { LOGO_ACCEPTANCE } from './logoFile';

/**
 * The entity's logo: PNG, JPEG or SVG checked by mime type (else the warning 'Formato inválido.
 * Adicione ficheiros do tipo: …' and the file is cleared), read as base64, shown with its size.
 */
export function LogoField({ name, label, entityName }: { name: string; label: string; entityName: string }) {
  const t = useT();
  const language = useLanguage();
  const { field, helpers, error } = useFieldState<Attachment | null>(name);
  const logo = field.value;

  // The server's checks, before sending: its bytes must be an image of the declared type, within the size limit.
  const check = (attachment: Attachment): string | null => chosenAttachmentProblem(attachment, language, { maxBytes: INPUT_LIMITS.logoMaxBytes, imagesOnly: true });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={{
          width: 120,
          height: 120,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'background.default',
          overflow: 'hidden',
        }}
      >
        {logo ? (
          <Box component="img" src={attachmentUrl(logo)} alt={t('entity.logo.alt', entityName)} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('entity.logo.none')}
          </Typography>
        )}
      </Box>
      <Stack spacing={1}>
        {logo && (
          <Typography variant="body2">
            {logo.name} · {formatFileSize(logo.size)}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <FileChooser label={label} acceptance={LOGO_ACCEPTANCE} check={check} onChosen={(attachment) => void helpers.setValue(attachment)}>
            {t('entity.logo.choose')}
          </FileChooser>
          {logo && (
            <Button color="error" startIcon={<Delete />} onClick={() => void helpers.setValue(null)}>
              {t('entity.logo.remove')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
          {error ?? t('entity.logo.hint')}
        </Typography>
      </Stack>
    </Stack>
  );
}
