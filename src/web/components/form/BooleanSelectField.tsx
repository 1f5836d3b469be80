import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useT } from '@/web/i18n/useT';
import { bareLabel, useFieldState } from './useFieldState';

/** A yes / no / any filter stored as true, false or null (search forms' 'active'). */
export function BooleanSelectField({ name, label, anyLabel }: { name: string; label: string; anyLabel?: string }) {
  const t = useT();
  const { field, helpers } = useFieldState<boolean | null>(name);
  const value = field.value === true ? 'true' : field.value === false ? 'false' : '';
  return (
    <TextField
      select
      id={name}
      name={name}
      label={label}
      value={value}
      onChange={(e) => void helpers.setValue(e.target.value === '' ? null : e.target.value === 'true')}
      slotProps={{ htmlInput: { 'aria-label': bareLabel(label) } }}
    >
      <MenuItem value="">{anyLabel ?? t('field.all')}</MenuItem>
      <MenuItem value="true">{t('field.yes')}</MenuItem>
      <MenuItem value="false">{t('field.no')}</MenuItem>
    </TextField>
  );
}
