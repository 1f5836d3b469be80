import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERMISSION_AREA_LABELS, PERMISSION_LABELS, permissionLabel } from '@/shared/permissionLabels';
import { ALL_PERMISSIONS, PERMISSION_AREAS, type PermissionNumber } from '@/shared/permissions';
import { useFieldState } from '@/web/components/form/useFieldState';
import { useLanguage, useT } from '@/web/i18n/useT';

/** Toggles every number of an area: all on when any is off, otherwise all off. */
export function toggleArea(current: readonly number[], numbers: readonly number[]): number[] {
  const allOn = numbers.every((n) => current.includes(n));
  const rest = current.filter((n) => !numbers.includes(n));
  return allOn ? rest : [...rest, ...numbers].sort((a, b) => a - b);
}

function togglePermission(current: readonly number[], permission: number): number[] {
  return current.includes(permission) ? current.filter((n) => n !== permission) : [...current, permission].sort((a, b) => a - b);
}

/**
 * The permission numbers of SPEC §6 as checkboxes grouped by area, with readable labels
 * (permissionLabels.ts); the area's own checkbox ticks or clears the whole area. Each box is named
 * 'Área — Ação' for assistive technology; the number is shown for those who know the table.
 */
export function PermissionsField({ name, disabled = false }: { name: string; disabled?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { field, helpers } = useFieldState<number[]>(name);
  const value = field.value ?? [];
  const set = (next: number[]) => {
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {t('settings.profile.permissionsCount', value.length, ALL_PERMISSIONS.length)}
        </Typography>
        {!disabled && (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => set([...ALL_PERMISSIONS].sort((a, b) => a - b))}>
              {t('settings.profile.selectAllPermissions')}
            </Button>
            <Button size="small" onClick={() => set([])}>
              {t('settings.profile.clearPermissions')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {PERMISSION_AREAS.map(({ area, numbers }) => {
          const areaLabel = PERMISSION_AREA_LABELS[area][language];
          const on = numbers.filter((n) => value.includes(n)).length;
          return (
            <Paper key={area} variant="outlined" role="group" aria-label={areaLabel} sx={{ p: 1.5, minWidth: 0 }} data-area={area}>
              <Box sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 0.5 }}>
                <FormControlLabel
                  sx={{ m: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={on === numbers.length}
                      indeterminate={on > 0 && on < numbers.length}
                      disabled={disabled}
                      onChange={() => set(toggleArea(value, numbers))}
                      slotProps={{ input: { 'aria-label': t('settings.profile.areaToggle', areaLabel) } }}
                    />
                  }
                  label={<Typography sx={{ fontWeight: 600 }}>{areaLabel}</Typography>}
                />
              </Box>
              <Stack sx={{ pl: 3.5 }}>
                {numbers.map((n: PermissionNumber) => (
                  <FormControlLabel
                    key={n}
                    sx={{ m: 0 }}
                    control={
                      <Checkbox
                        size="small"
                        name={`${name}.${n}`}
                        checked={value.includes(n)}
                        disabled={disabled}
                        onChange={() => set(togglePermission(value, n))}
                        slotProps={{ input: { 'aria-label': permissionLabel(n, language) } }}
                      />
                    }
                    label={
                      <Typography variant="body2">
                        {PERMISSION_LABELS[n][language]}{' '}
                        <Typography component="span" variant="caption" color="text.secondary">
                          ({n})
                        </Typography>
                      </Typography>
                    }
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}

/** The permissions of a profile, read-only, grouped by area (detail page). */
export function PermissionsSummary({ permissions }: { permissions: readonly number[] }) {
  const t = useT();
  const language = useLanguage();
  const areas = PERMISSION_AREAS.map(({ area, numbers }) => ({ area, held: numbers.filter((n) => permissions.includes(n)) })).filter((a) => a.held.length > 0);
  if (areas.length === 0) return <Typography color="text.secondary">{t('settings.profile.noPermissions')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' } }}>
      {areas.map(({ area, held }) => (
        <Box key={area} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {PERMISSION_AREA_LABELS[area][language]}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {held.map((n) => `${PERMISSION_LABELS[n as PermissionNumber][language]} (${n})`).join(', ')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
