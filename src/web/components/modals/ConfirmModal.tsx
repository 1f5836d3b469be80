import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useT } from '@/web/i18n/useT';
import { AppDialog, type ModalSize } from './AppDialog';

export interface ConfirmModalProps {
  open: boolean;
  /** The question asked (e.g. 'Tem a certeza que deseja publicar?'). */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: 'primary' | 'error';
  /** Disables the confirm button (a required comment is empty, a request is under way). */
  confirmDisabled?: boolean;
  size?: ModalSize;
  /** Extra content below the question (a comment, a date). */
  children?: ReactNode;
}

/** SPEC §2.10 confirmation modal: a question with confirm and cancel. */
export function ConfirmModal({
  open,
  question,
  onConfirm,
  onCancel,
  title,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  confirmDisabled = false,
  size = 'small',
  children,
}: ConfirmModalProps) {
  const t = useT();
  return (
    <AppDialog
      open={open}
      title={title ?? t('modal.confirmTitle')}
      onClose={onCancel}
      size={size}
      role="alertdialog"
      actions={
        <>
          <Button onClick={onCancel}>{cancelLabel ?? t('modal.cancel')}</Button>
          <Button variant="contained" color={confirmColor} onClick={onConfirm} disabled={confirmDisabled}>
            {confirmLabel ?? t('modal.confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ color: 'text.primary' }}>{question}</DialogContentText>
      {children}
    </AppDialog>
  );
}
