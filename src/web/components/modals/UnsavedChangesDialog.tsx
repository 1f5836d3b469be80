import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { validationMessage } from '@/shared/validation';
import { useLanguage, useT } from '@/web/i18n/useT';
import { AppDialog } from './AppDialog';

export interface UnsavedChangesDialogProps {
  open: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
  saving?: boolean;
}

/** SPEC §5: 'Existem alterações não guardadas' with Guardar, Não guardar and Cancelar. */
export function UnsavedChangesDialog({ open, onSave, onDiscard, onCancel, saving = false }: UnsavedChangesDialogProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <AppDialog
      open={open}
      title={t('modal.unsavedTitle')}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button onClick={onCancel}>{t('modal.cancel')}</Button>
          <Button variant="outlined" color="error" onClick={onDiscard}>
            {t('modal.dontSave')}
          </Button>
          <Button variant="contained" onClick={onSave} disabled={saving}>
            {t('modal.save')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ color: 'text.primary' }}>{validationMessage('unsavedChanges', language)}</DialogContentText>
    </AppDialog>
  );
}
