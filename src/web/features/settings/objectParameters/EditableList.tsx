import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { showToast } from '@/web/api/services/notifier';
import { serverDetail } from '@/web/components/resource/serverDetail';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * Deleting a row of an in-page list behind the confirm-delete modal: `deleting` is the row asked
 * about; a refusal of the server is kept in `error` (shown above the table), a success toasted.
 */
export function useConfirmedDelete<T>(remove: (item: T) => Promise<unknown>, deletedMessage: string) {
  const language = useLanguage();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    const item = deleting;
    setDeleting(null);
    setError(null);
    try {
      await remove(item);
      showToast(deletedMessage, 'success');
    } catch (e) {
      setError(serverDetail(e, language));
    }
  };
  return { deleting, setDeleting, error, setError, confirmDelete };
}

export interface RowIconButtonProps {
  /** The tooltip ('Editar'). */
  title: string;
  /** The button's name, with the row's ('Editar Aprovado'). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Given: the button may be disabled, and a span keeps its tooltip reachable (a disabled button fires no events). */
  disabled?: boolean;
  color?: 'error';
}

/** An icon action of a row, with its tooltip. */
export function RowIconButton({ title, label, icon, onClick, disabled, color }: RowIconButtonProps) {
  const button = (
    <IconButton size="small" color={color} disabled={disabled} onClick={onClick} aria-label={label}>
      {icon}
    </IconButton>
  );
  return <Tooltip title={title}>{disabled === undefined ? button : <span>{button}</span>}</Tooltip>;
}

/** An in-page list: its 'add' button, the server's refusal of the last action, then the table and its dialogs. */
export function EditableList({
  addLabel,
  onAdd,
  error,
  onErrorClose,
  children,
}: {
  addLabel: string;
  onAdd: () => void;
  error: string | null;
  onErrorClose: () => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<Add />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" onClose={onErrorClose}>
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** A row's 'Editar' and, for who may delete, 'Eliminar', named with the row ('Editar Aprovado'). */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: () => void }) {
  const t = useT();
  return (
    <>
      <RowIconButton title={t('settings.common.edit')} label={t('settings.common.editNamed', name)} icon={<Edit fontSize="small" />} onClick={onEdit} />
      {onDelete && (
        <RowIconButton
          title={t('settings.common.delete')}
          label={t('settings.common.deleteNamed', name)}
          icon={<DeleteOutline fontSize="small" />}
          color="error"
          onClick={onDelete}
        />
      )}
    </>
  );
}
