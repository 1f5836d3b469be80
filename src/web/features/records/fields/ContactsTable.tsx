import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CONTACT_SCOPE_LABELS, CONTACT_TYPE_LABELS, type Contact } from '@/shared/records/entity';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * A record's contacts (SPEC §3 Contact: scope, type, value) as a read-only table named `label`; `marginTop` spaces the
 * table (or the empty-list text) from what stands above it in the same section.
 */
export function ContactsTable({ contacts, label, marginTop }: { contacts: readonly Contact[]; label: string; marginTop?: number }) {
  const t = useT();
  const language = useLanguage();
  if (contacts.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mt: marginTop }}>
        {t('record.contact.empty')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', mt: marginTop }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('record.contact.scope')}</TableCell>
            <TableCell>{t('record.contact.type')}</TableCell>
            <TableCell>{t('record.contact.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((c, i) => (
            <TableRow key={i}>
              <TableCell>{CONTACT_SCOPE_LABELS[c.scope]?.[language] ?? c.scope}</TableCell>
              <TableCell>{CONTACT_TYPE_LABELS[c.type]?.[language] ?? c.type}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{c.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
