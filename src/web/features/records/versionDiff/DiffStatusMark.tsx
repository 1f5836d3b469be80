import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import EditNote from '@mui/icons-material/EditNote';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { DiffStatus } from '@/shared/records/versionDiff';
import { useT } from '@/web/i18n/useT';

const ICONS = { changed: EditNote, added: AddCircleOutlineOutlined, removed: RemoveCircleOutlineOutlined } as const;

/** A changed field's status told by an icon and a word ('Alterado'), never by colour alone. */
export function DiffStatusMark({ status }: { status: Exclude<DiffStatus, 'same'> }) {
  const t = useT();
  const Icon = ICONS[status];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: '#6b4e00' }} data-testid="diff-status">
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {t(`versionDiff.status.${status}`)}
      </Typography>
    </Stack>
  );
}
