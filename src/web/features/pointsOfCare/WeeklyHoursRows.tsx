import { useId } from 'react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { OPENING_HOURS_LIMITS, type Weekday, type WeeklyOpening } from '@/shared/records/openingHours';
import { firstError } from '@/web/components/form/useFieldState';
import { SortableItem } from '@/web/components/sortable/SortableItem';
import { SortableList } from '@/web/components/sortable/SortableList';
import { useSortableRows } from '@/web/components/sortable/useSortableRows';
import { useT } from '@/web/i18n/useT';
import { TimeInput } from './TimeInput';
import { WeekdayToggles } from './WeekdayToggles';

/** A time field: 150 px from sm up; on a phone the two share the line with the remove button. */
const TIME_BOX = { width: { xs: 'auto', sm: 150 }, flex: { xs: '1 1 0', sm: 'none' }, minWidth: 0 } as const;

/** A new row: the working days, times to fill in. */
const newRow = (): WeeklyOpening => ({ days: [1, 2, 3, 4, 5], opens: '', closes: '' });

/** The row-level message (overlap) is a text at the row's path; the field messages sit below it. */
function rowMessage(error: unknown): string | undefined {
  return typeof error === 'string' ? error : undefined;
}

function WeeklyRow({ path, index, row, onRemove }: { path: string; index: number; row: WeeklyOpening; onRemove: () => void }) {
  const t = useT();
  const messageId = useId();
  const formik = useFormikContext();
  const rowPath = `${path}.${index}`;
  const touched = (field: string) => Boolean(getIn(formik.touched, `${rowPath}.${field}`));
  const shown = formik.submitCount > 0 || touched('opens') || touched('closes') || touched('days');
  const overlap = shown ? rowMessage(getIn(formik.errors, rowPath)) : undefined;
  const daysError = shown ? firstError(getIn(formik.errors, `${rowPath}.days`)) : undefined;
  const message = overlap ?? daysError;
  const number = index + 1;
  return (
    <Box role="group" aria-label={t('hours.weekly.row', number)} aria-describedby={message ? messageId : undefined}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ pt: { md: 0.75 } }}>
          <WeekdayToggles
            label={t('hours.weekly.days', number)}
            value={row.days}
            invalid={Boolean(daysError)}
            describedBy={message ? messageId : undefined}
            onChange={(days: Weekday[]) => {
              void formik.setFieldValue(`${rowPath}.days`, days);
              void formik.setFieldTouched(`${rowPath}.days`, true, false);
            }}
          />
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={TIME_BOX}>
            <TimeInput name={`${rowPath}.opens`} label={t('hours.opens')} />
          </Box>
          <Box sx={TIME_BOX}>
            <TimeInput name={`${rowPath}.closes`} label={t('hours.closes')} />
          </Box>
          <IconButton aria-label={t('hours.weekly.remove', number)} onClick={onRemove} color="error" sx={{ mt: 1 }}>
            <Delete />
          </IconButton>
        </Stack>
      </Stack>
      {message && (
        <FormHelperText id={messageId} error sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * The weekly rows of the opening hours: each a set of days and one interval; several rows, several
 * intervals a day. Rows are shown and published in the order kept here: each has a drag handle (issue 31 §1).
 */
export function WeeklyHoursRows({ name }: { name: string }) {
  const t = useT();
  const { values } = useFormikContext();
  const path = `${name}.weekly`;
  const rows: WeeklyOpening[] = getIn(values, path) ?? [];
  const sortable = useSortableRows(rows.length);
  const rowLabel = (i: number) => t('hours.weekly.row', i + 1);
  return (
    <FieldArray name={path}>
      {(helpers) => {
        const actions = sortable.with(helpers);
        return (
          <Stack spacing={2}>
            {rows.length === 0 && <Typography color="text.secondary">{t('hours.weekly.empty')}</Typography>}
            <SortableList ids={sortable.ids} labelOf={rowLabel} onMove={actions.move}>
              <Stack spacing={2}>
                {rows.map((row, i) => {
                  const id = sortable.ids[i] ?? String(i);
                  return (
                    <SortableItem key={id} id={id} label={rowLabel(i)} direction={{ xs: 'column', sm: 'row' }}>
                      <WeeklyRow path={path} index={i} row={row} onRemove={() => actions.remove(i)} />
                    </SortableItem>
                  );
                })}
              </Stack>
            </SortableList>
            <div>
              <Button startIcon={<Add />} variant="outlined" disabled={rows.length >= OPENING_HOURS_LIMITS.weeklyMaxItems} onClick={() => helpers.push(newRow())}>
                {t('hours.weekly.add')}
              </Button>
            </div>
          </Stack>
        );
      }}
    </FieldArray>
  );
}
