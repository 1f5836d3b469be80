import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import { formatFileSize } from '@/shared/validation';
import { useT } from '@/web/i18n/useT';
import type { FormAttachment } from './attachmentFiles';

interface Props {
  attachment: FormAttachment;
  onDownload: () => void;
  /** Shown only in forms: read-only tables have no remove button. */
  onRemove?: () => void;
  /** Its bytes are being fetched: the download button waits. */
  busy?: boolean;
}

/** One attachment: name, format, size (base 1024, 2 decimals, SPEC §9), and its buttons, each naming the file. */
export function AttachmentRow({ attachment, onDownload, onRemove, busy = false }: Props) {
  const t = useT();
  return (
    <TableRow>
      <TableCell sx={{ wordBreak: 'break-all' }}>{attachment.name}</TableCell>
      <TableCell>{attachment.format.toUpperCase()}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(attachment.size)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={t('attachment.download', attachment.name)} onClick={onDownload} disabled={busy} color="primary">
          <Download />
        </IconButton>
        {onRemove && (
          <IconButton aria-label={t('attachment.remove', attachment.name)} onClick={onRemove} color="error">
            <Delete />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}
