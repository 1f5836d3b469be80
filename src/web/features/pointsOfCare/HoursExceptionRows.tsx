import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { OPENING_HOURS_LIMITS, type OpeningException } from '@/shared/records/openingHours';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { DateField } from '@/web/components/form/DateField';
import { TextInput } from '@/web/components/form/TextInput';
import { SortableFieldRows } from '@/web/components/sortable/SortableFieldRows';
import { useSortableRows } from '@/web/components/sortable/useSortableRows';
import { useT } from '@/web/i18n/useT';
import { TimeInput } from './TimeInput';

/** A new exception: a day closed (a holiday), the most common case. */
const newException = (): OpeningException => ({ date: '', closed: true, opens: '', closes: '', description: '' });

/**
 * The dated exceptions of the opening hours: a day closed, or open with its own interval, and what it is
 * ('Feriado'). Kept in the order given here: each row has a drag handle (issue 31 §1).
 */
export function HoursExceptionRows({ name }: { name: string }) {
  const t = useT();
  const { values } = useFormikContext();
  const path = `${name}.exceptions`;
  const rows: OpeningException[] = getIn(values, path) ?? [];
  const sortable = useSortableRows(rows.length);
  // The handle names the row by its number and, once typed, what it is ('Exceção 2: Feriado').
  const rowLabel = (i: number) => {
    const description = rows[i]?.description?.trim();
    return description ? `${t('hours.exception.row', i + 1)}: ${description}` : t('hours.exception.row', i + 1);
  };
  return (
    <FieldArray name={path}>
      {(helpers) => {
        const actions = sortable.with(helpers);
        return (
          <Stack spacing={2}>
            {rows.length === 0 && <Typography color="text.secondary">{t('hours.exceptions.empty')}</Typography>}
            <SortableFieldRows
              ids={sortable.ids}
              labelOf={rowLabel}
              groupLabelOf={(i) => t('hours.exception.row', i + 1)}
              removeLabelOf={(i) => t('hours.exception.remove', i + 1)}
              onMove={actions.move}
              onRemove={actions.remove}
              removeSx={{ mt: 1 }}
              renderFields={(i) => (
                <>
                  <Grid size={{ xs: 12, sm: 4, md: 2.5 }}>
                    <DateField name={`${path}.${i}.date`} label={t('hours.exception.date')} required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 8, md: 2.5 }}>
                    <TextInput name={`${path}.${i}.description`} label={t('hours.exception.description')} maxLength={OPENING_HOURS_LIMITS.descriptionMaxLength} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4, md: 3 }} sx={{ pt: 1 }}>
                    <CheckboxField name={`${path}.${i}.closed`} label={t('hours.exception.closed')} />
                  </Grid>
                  {/* The interval of a day open on other hours; a closed day has none. */}
                  {!rows[i]?.closed && (
                    <>
                      <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
                        <TimeInput name={`${path}.${i}.opens`} label={t('hours.opens')} />
                      </Grid>
                      <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
                        <TimeInput name={`${path}.${i}.closes`} label={t('hours.closes')} />
                      </Grid>
                    </>
                  )}
                </>
              )}
            />
            <div>
              <Button startIcon={<Add />} variant="outlined" disabled={rows.length >= OPENING_HOURS_LIMITS.exceptionsMaxItems} onClick={() => helpers.push(newException())}>
                {t('hours.exception.add')}
              </Button>
            </div>
          </Stack>
        );
      }}
    </FieldArray>
  );
}
