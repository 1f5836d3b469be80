import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { PROCESSING_STAGE_LABELS, SERVICE_LIMITS, type ProcessingStage, type ServiceInput } from '@/shared/records/service';
import { NumberField } from '@/web/components/form/NumberField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useUnitOptions } from './useUnitOptions';

/**
 * An advanced processing time's stages: one row each (description, duration, unit) with its remove
 * button; every control is a native input or button, so the list is used with the keyboard alone.
 */
export function ProcessingStagesField() {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<ServiceInput>();
  const units = useUnitOptions();
  const stages = formik.values.processingTime.stages;
  const label = (field: keyof ProcessingStage) => PROCESSING_STAGE_LABELS[field][language];
  // The schema names the list itself when it is empty: 'Campo obrigatório' under the list.
  const listError: unknown = getIn(formik.errors, 'processingTime.stages');
  const shownListError = typeof listError === 'string' && formik.submitCount > 0 ? listError : undefined;
  return (
    <FieldArray name="processingTime.stages">
      {(helpers) => (
        <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('service.time.stages')}
          </Typography>
          {stages.length === 0 && <Typography color="text.secondary">{t('service.time.noStages')}</Typography>}
          {stages.map((_stage, i) => {
            const base = `processingTime.stages.${i}`;
            return (
              <Grid key={i} container spacing={1.5} role="group" aria-label={t('service.time.stage', i + 1)} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextInput name={`${base}.description`} label={label('description')} required />
                </Grid>
                <Grid size={{ xs: 5, md: 2 }}>
                  <NumberField name={`${base}.value`} label={label('value')} required />
                </Grid>
                <Grid size={{ xs: 5, md: 3 }}>
                  <SelectField name={`${base}.unit`} label={label('unit')} options={units} required />
                </Grid>
                <Grid size={{ xs: 2, md: 1 }}>
                  <IconButton aria-label={t('service.time.removeStage', i + 1)} onClick={() => helpers.remove(i)} color="error">
                    <Delete />
                  </IconButton>
                </Grid>
              </Grid>
            );
          })}
          {shownListError && <FormHelperText error>{shownListError}</FormHelperText>}
          <div>
            <Button
              startIcon={<Add />}
              variant="outlined"
              disabled={stages.length >= SERVICE_LIMITS.processingStagesMaxItems}
              onClick={() => helpers.push({ description: '', value: null, unit: 'days' })}
            >
              {t('service.time.addStage')}
            </Button>
          </div>
        </Stack>
      )}
    </FieldArray>
  );
}
