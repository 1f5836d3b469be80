import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { OrganizationOption, RecordView } from '@/shared/records/contract';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { DUPLICATE_WARNING_CODES } from '@/shared/errorCodes';
import { validationMessage } from '@/shared/validation';
import { isApiError } from '@/web/api/apiError';
import { describeError } from '@/web/api/errorTexts';
import { showToast } from '@/web/api/services/notifier';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { OrganizationPicker } from './OrganizationPicker';
import { recordRoutes } from './recordRoutes';
import { useCopyRecordMutation } from './recordsApi';

/**
 * 'Copiar documento' on the detail of a published version of a copyable kind: the user chooses the
 * entity that will own the copy, the server creates a new draft there (or answers -253, toasted by the
 * base query like every error) and the page opens the draft's edit form.
 */
export function CopyRecordAction({ view }: { view: Pick<RecordView, 'kind' | 'id' | 'version'> }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<OrganizationOption | null>(null);
  const [missing, setMissing] = useState(false);
  const [copyRecord, { isLoading }] = useCopyRecordMutation();
  const kindLabel = RECORD_KINDS[view.kind].label[language].toLowerCase();

  const close = () => {
    setOpen(false);
    setTarget(null);
    setMissing(false);
  };
  const confirm = async () => {
    if (!target) {
      setMissing(true);
      return;
    }
    const result = await copyRecord({ kind: view.kind, id: view.id, version: view.version, organizationId: target.id });
    if (!result.data) {
      // The base query toasts every error but the duplicate warnings, which a copy does not offer to override: say it here.
      const error = result.error;
      if (isApiError(error) && typeof error.code === 'number' && DUPLICATE_WARNING_CODES.includes(error.code)) showToast(await describeError(error.code, language));
      return; // the dialog stays for another choice
    }
    showToast(t('record.copy.done'), 'success');
    close();
    void navigate(recordRoutes(view.kind).edit(result.data.id, result.data.version));
  };

  return (
    <>
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => setOpen(true)}>
        {t('record.copy.action', kindLabel)}
      </Button>
      <AppDialog
        open={open}
        title={t('record.copy.title', kindLabel)}
        onClose={close}
        size="medium"
        actions={
          <>
            <Button onClick={close}>{t('modal.cancel')}</Button>
            <Button variant="contained" disabled={isLoading} onClick={() => void confirm()}>
              {t('record.copy.confirm')}
            </Button>
          </>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('record.copy.intro')}</DialogContentText>
          <OrganizationPicker
            id="copyOrganization"
            label={t('record.copy.organization')}
            purpose="owner"
            kind={view.kind}
            required
            value={target}
            onChange={(o) => {
              setTarget(o);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? validationMessage('required', language) : undefined}
          />
        </Stack>
      </AppDialog>
    </>
  );
}
