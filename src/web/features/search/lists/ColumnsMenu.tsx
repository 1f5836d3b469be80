import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ViewColumn from '@mui/icons-material/ViewColumnOutlined';
import type { ListDensity } from '@/shared/userPreferences';
import { LIST_DENSITIES } from '@/shared/userPreferences';
import { PopoverPanel } from '@/web/components/PopoverPanel';
import { useT } from '@/web/i18n/useT';
import { moveColumn, toggleColumn } from './columnPreferences';
import type { ListPreferencesControl } from './useListPreferences';

/**
 * The "Colunas" menu (issue 30 §3): show or hide each column, move it up or down (buttons, keyboard
 * operable), the table's density, and a reset to the list's own columns. A dialog-like popover, not a
 * menu: its rows hold several controls each.
 */
export function ColumnsMenu<C extends { key: string; label: string }>({ prefs }: { prefs: ListPreferencesControl<C> }) {
  const t = useT();
  const id = useId();
  const labelOf = (key: string) => prefs.allColumns.find((column) => column.key === key)?.label ?? key;
  const { order } = prefs;
  const move = (index: number, delta: -1 | 1) => {
    prefs.setOrder(moveColumn(order, index, delta));
    // The moved column's own button keeps the focus at its new place (when it still can move that way).
    const target = index + delta;
    requestAnimationFrame(() => document.getElementById(`${id}-${delta < 0 ? 'up' : 'down'}-${target}`)?.focus());
  };
  return (
    <>
      <PopoverPanel label={t('lists.columns')} icon={<ViewColumn />} title={t('lists.columns.label')}>
        {() => (
          <>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('lists.columns')}>
              {order.map((column, index) => {
                const label = labelOf(column.key);
                return (
                  <Box component="li" key={column.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <FormControlLabel
                      sx={{ flex: 1, mr: 0, minWidth: 0 }}
                      control={<Checkbox size="small" checked={!column.hidden} onChange={() => prefs.setOrder(toggleColumn(order, column.key))} />}
                      label={label}
                    />
                    <IconButton id={`${id}-up-${index}`} size="small" aria-label={t('lists.columns.up', label)} disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      id={`${id}-down-${index}`}
                      size="small"
                      aria-label={t('lists.columns.down', label)}
                      disabled={index === order.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </Box>
                );
              })}
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <Typography id={`${id}-density`} variant="subtitle2" component="p">
              {t('lists.density')}
            </Typography>
            <RadioGroup row aria-labelledby={`${id}-density`} value={prefs.density} onChange={(event) => prefs.setDensity(event.target.value as ListDensity)}>
              {LIST_DENSITIES.map((density) => (
                <FormControlLabel key={density} value={density} control={<Radio size="small" />} label={t(`lists.density.${density}`)} />
              ))}
            </RadioGroup>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button size="small" onClick={() => prefs.setOrder(undefined)}>
                {t('lists.columns.reset')}
              </Button>
            </Stack>
          </>
        )}
      </PopoverPanel>
    </>
  );
}
