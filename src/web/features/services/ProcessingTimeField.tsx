import { useId } from 'react';
import { useFormikContext } from 'formik';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { PROCESSING_TIME_TYPE_LABELS } from '@/shared/enumLabels';
import { enumValues, ProcessingTimeType } from '@/shared/enums';
import type { ServiceInput } from '@/shared/records/service';
import { NumberField } from '@/web/components/form/NumberField';
import { SelectField } from '@/web/components/form/SelectField';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ProcessingStagesField } from './ProcessingStagesField';
import { useUnitOptions } from './useUnitOptions';

/**
 * The processing time (SPEC §3.2): simplified, one duration (value and unit); or advanced, a list of
 * stages each with its own duration. Switching the type clears the other one: its hidden fields would
 * otherwise still be checked, and refuse the save with errors the user cannot see.
 */
export function ProcessingTimeField() {
  const t = useT();
  const language = useLanguage();
  const labelId = useId();
  const formik = useFormikContext<ServiceInput>();
  const type = formik.values.processingTime.type;
  const units = useUnitOptions();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('service.time.type')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name="processingTime.type"
          value={String(type)}
          onChange={(e) => {
            const next = Number(e.target.value) as ProcessingTimeType;
            void formik.setFieldValue('processingTime', { type: next, value: null, unit: null, stages: [] });
          }}
        >
          {enumValues(ProcessingTimeType).map((v) => (
            <FormControlLabel key={v} value={String(v)} control={<Radio />} label={PROCESSING_TIME_TYPE_LABELS[v as ProcessingTimeType][language]} />
          ))}
        </RadioGroup>
      </FormControl>
      {type === ProcessingTimeType.Simplified ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <NumberField name="processingTime.value" label={t('service.time.value')} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <SelectField name="processingTime.unit" label={t('service.time.unit')} options={units} emptyOption />
          </Grid>
        </Grid>
      ) : (
        <ProcessingStagesField />
      )}
    </Stack>
  );
}
