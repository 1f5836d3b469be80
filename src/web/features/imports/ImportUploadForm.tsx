import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import type { CatalogueEntry } from '@/shared/errorCodes';
import { IMPORT_TYPE_LABELS } from '@/shared/enumLabels';
import { ImportType } from '@/shared/enums';
import { IMPORT_FILE_EXTENSIONS } from '@/shared/imports';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { useLanguage, useT } from '@/web/i18n/useT';
import { fileRefusal } from './importRules';
import { useUploadImportMutation } from './importsApi';
import { useTemplateDownload } from './useImportDownloads';

/** SPEC §3.2's five import types, in their order. */
const IMPORT_TYPES = (Object.keys(IMPORT_TYPE_LABELS) as `${ImportType}`[]).map(Number).sort((a, b) => a - b) as ImportType[];
const ACCEPT = IMPORT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * A new import: the type, its template, the file and the upload. A file of another kind or over the
 * size limit is refused here, before anything is sent (the server checks again).
 */
export function ImportUploadForm({ onUploaded }: { onUploaded: (importId: number) => void }) {
  const t = useT();
  const language = useLanguage();
  const ids = { heading: useId(), fileName: useId(), help: useId(), refusal: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [importType, setImportType] = useState<ImportType>(ImportType.Entity);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<CatalogueEntry | null>(null);
  const [upload, { isLoading: uploading }] = useUploadImportMutation();
  const { downloadTemplate, pending: templatePending } = useTemplateDownload();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(chosen ? fileRefusal(chosen) : null);
  };

  const send = async () => {
    if (!file || fileRefusal(file)) return;
    const result = await upload({ importType, file });
    if (result.data) {
      choose(null);
      onUploaded(result.data.importId);
    }
  };

  return (
    <Paper component="section" aria-labelledby={ids.heading} variant="outlined" sx={{ p: 2 }}>
      <Typography id={ids.heading} variant="h2" sx={{ mb: 2 }}>
        {t('imports.new')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            id="import-type"
            label={t('imports.type')}
            value={importType}
            onChange={(event) => setImportType(Number(event.target.value) as ImportType)}
            sx={{ minWidth: { sm: 320 } }}
          >
            {IMPORT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {IMPORT_TYPE_LABELS[type][language]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<Download />} disabled={templatePending} onClick={() => void downloadTemplate(importType)}>
            {t('imports.downloadTemplate')}
          </Button>
        </Stack>
        <Box>
          <input
            ref={input}
            id="import-file"
            type="file"
            accept={ACCEPT}
            aria-label={t('imports.file')}
            aria-describedby={`${ids.help} ${refusal ? ids.refusal : ''}`.trim()}
            tabIndex={-1}
            style={visuallyHiddenStyle}
            onChange={(event) => {
              choose(event.target.files?.[0] ?? null);
              // Cleared so that choosing the same file again (after fixing it) is noticed.
              event.target.value = '';
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" aria-describedby={`${ids.fileName} ${ids.help}`} onClick={() => input.current?.click()}>
              {t('imports.chooseFile')}
            </Button>
            <Typography id={ids.fileName} sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={visuallyHidden}>
                {t('imports.file')}:{' '}
              </Box>
              {file?.name ?? t('imports.noFile')}
            </Typography>
          </Stack>
          <Typography id={ids.help} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('imports.fileHelp')}
          </Typography>
          {refusal && (
            <Alert id={ids.refusal} severity="error" role="alert" sx={{ mt: 1 }}>
              {refusal[language]}
            </Alert>
          )}
        </Box>
        <Box>
          <Button variant="contained" startIcon={<UploadFile />} disabled={!file || !!refusal || uploading} onClick={() => void send()}>
            {uploading ? t('imports.uploading') : t('imports.upload')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The native file input stays in the page (its label and the tests reach it) but out of sight: the button opens it. */
const visuallyHiddenStyle = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
