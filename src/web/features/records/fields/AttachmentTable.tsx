import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_FIELD_LABELS } from '@/shared/records/document';
import { useLanguage, useT } from '@/web/i18n/useT';
import type { RecordRef } from '../recordsApi';
import type { FormAttachment } from './attachmentFiles';
import { AttachmentRow } from './AttachmentRow';
import { useAttachmentDownload } from './useAttachmentDownload';

interface Props {
  /** The table's accessible name (the field's label). */
  label: string;
  attachments: readonly FormAttachment[];
  /** The saved version the stored attachments are downloaded from (none while creating). */
  record?: RecordRef | null;
  /** Given in forms: a remove button per row. */
  onRemove?: (index: number) => void;
}

/** The attachments of a form or a detail page as a table, each row with its download (and remove) button. */
export function AttachmentTable({ label, attachments, record, onRemove }: Props) {
  const t = useT();
  const language = useLanguage();
  const { download, pending } = useAttachmentDownload(record);
  if (attachments.length === 0) return <Typography color="text.secondary">{t('attachment.empty')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{ATTACHMENT_FIELD_LABELS.name[language]}</TableCell>
            <TableCell>{ATTACHMENT_FIELD_LABELS.format[language]}</TableCell>
            <TableCell align="right">{ATTACHMENT_FIELD_LABELS.size[language]}</TableCell>
            <TableCell align="right">{t('attachment.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {attachments.map((attachment, index) => (
            <AttachmentRow
              // Attachments have no id until saved and the same name may be added twice; rows are never reordered.
              key={`${index}:${attachment.name}`}
              attachment={attachment}
              busy={pending === attachment}
              onDownload={() => void download(attachment)}
              onRemove={onRemove ? () => onRemove(index) : undefined}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
