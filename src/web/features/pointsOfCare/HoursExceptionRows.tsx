import { FieldArray, getIn, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { OPENING_HOURS_LIMITS, type OpeningException } from '@/shared/records/openingHours';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { DateField } from '@/web/components/form/DateField';
import { TextInput } from '@/web/components/form/TextInput';
import { useT } from '@/web/i18n/useT';
import { TimeInput } from './TimeInput';

/** A new exception: a day closed (a holiday), the most common case. */
const newException = (): OpeningException => ({ date: '', closed: true, opens: '', closes: '', description: '' });

/** The dated exceptions of the opening hours: a day closed, or open with its own interval, and what it is ('Feriado'). */
export function HoursExceptionRows({ name }: { name: string }) {
  const t = useT();
  const { values } = useFormikContext();
  const path = `${name}.exceptions`;
  const rows: OpeningException[] = getIn(values, path) ?? [];
  return (
    <FieldArray name={path}>
      {(helpers) => (
        <Stack spacing={2}>
          {rows.length === 0 && <Typography color="text.secondary">{t('hours.exceptions.empty')}</Typography>}
          {rows.map((row, i) => (
            <Box key={i} role="group" aria-label={t('hours.exception.row', i + 1)}>
              <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
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
                {!row.closed && (
                  <>
                    <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
                      <TimeInput name={`${path}.${i}.opens`} label={t('hours.opens')} />
                    </Grid>
                    <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
                      <TimeInput name={`${path}.${i}.closes`} label={t('hours.closes')} />
                    </Grid>
                  </>
                )}
                <Grid size={{ xs: 2, md: 1 }}>
                  <IconButton aria-label={t('hours.exception.remove', i + 1)} onClick={() => helpers.remove(i)} color="error" sx={{ mt: 1 }}>
                    <Delete />
                  </IconButton>
                </Grid>
              </Grid>
            </Box>
          ))}
          <div>
            <Button startIcon={<Add />} variant="outlined" disabled={rows.length >= OPENING_HOURS_LIMITS.exceptionsMaxItems} onClick={() => helpers.push(newException())}>
              {t('hours.exception.add')}
            </Button>
          </div>
        </Stack>
      )}
    </FieldArray>
  );
}
