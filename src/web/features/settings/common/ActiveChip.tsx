import Chip from '@mui/material/Chip';
import { useT } from '@/web/i18n/useT';

/** 'Ativo' / 'Inativo' as a small chip (colour and text both carry it). */
export function ActiveChip({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : 'default'}
      label={t(active ? 'settings.common.active' : 'settings.common.inactive')}
    />
  );
}
