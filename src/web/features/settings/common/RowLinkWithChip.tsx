import type { SxProps, Theme } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RowLink } from '@/web/components/resource/RowActions';

/** A list row's main link, followed by a small outlined chip when the row is of a special kind (a system parameter, a GRA user). */
export function RowLinkWithChip({ to, name, chip, sx }: { to: string; name: string; chip?: { label: string; title?: string } | false; sx?: SxProps<Theme> }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <RowLink to={to} sx={sx}>
        {name}
      </RowLink>
      {chip && <Chip size="small" variant="outlined" label={chip.label} title={chip.title} />}
    </Stack>
  );
}
