import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { useT } from '@/web/i18n/useT';

/** SPEC §2.10: modals are small by default, or medium, or extra-large. */
export type ModalSize = 'small' | 'medium' | 'extraLarge';
const MAX_WIDTH: Readonly<Record<ModalSize, DialogProps['maxWidth']>> = { small: 'xs', medium: 'md', extraLarge: 'xl' };

export interface AppDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: ModalSize;
  children?: ReactNode;
  /** The buttons row. */
  actions?: ReactNode;
  /** alertdialog for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Hides the close icon (the actions give the ways out). */
  hideClose?: boolean;
}

/** The frame of every modal: a titled, labelled MUI Dialog of one of the three sizes. */
export function AppDialog({ open, title, onClose, size = 'small', children, actions, role = 'dialog', hideClose = false }: AppDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={MAX_WIDTH[size]} aria-labelledby={titleId} role={role} data-size={size}>
      <DialogTitle id={titleId} sx={{ pr: hideClose ? 3 : 6 }}>
        {title}
      </DialogTitle>
      {!hideClose && (
        <IconButton aria-label={t('app.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      )}
      {children !== undefined && <DialogContent>{children}</DialogContent>}
      {actions && <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
