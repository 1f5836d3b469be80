import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { PROCESSING_STAGE_LABELS, SERVICE_LIMITS, type ProcessingStage, type ServiceInput } from '@/shared/records/service';
import { NumberField } from '@/web/components/form/NumberField';
import { SortableFieldRows } from '@/web/components/sortable/SortableFieldRows';
import { useSortableRows } from '@/web/components/sortable/useSortableRows';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useUnitOptions } from './useUnitOptions';

/**
 * An advanced processing time's stages: one row each (description, duration, unit) with its remove
 * button; every control is a native input or button, so the list is used with the keyboard alone. The
 * stages are in the order they happen: each row has a drag handle (issue 31 §1, the mouse, a finger or
 * the keyboard), and the order saved is the order shown on the detail page.
 */
export function ProcessingStagesField() {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<ServiceInput>();
  const units = useUnitOptions();
  const stages = formik.values.processingTime.stages;
  const rows = useSortableRows(stages.length);
  const label = (field: keyof ProcessingStage) => PROCESSING_STAGE_LABELS[field][language];
  // The schema names the list itself when it is empty: 'Campo obrigatório' under the list.
  const listError: unknown = getIn(formik.errors, 'processingTime.stages');
  const shownListError = typeof listError === 'string' && formik.submitCount > 0 ? listError : undefined;
  // The handle names the stage by its number and, once typed, its description.
  const stageLabel = (i: number) => {
    const description = stages[i]?.description.trim();
    return description ? `${t('service.time.stage', i + 1)}: ${description}` : t('service.time.stage', i + 1);
  };
  return (
    <FieldArray name="processingTime.stages">
      {(helpers) => {
        const actions = rows.with(helpers);
        return (
          <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('service.time.stages')}
            </Typography>
            {stages.length === 0 && <Typography color="text.secondary">{t('service.time.noStages')}</Typography>}
            <SortableFieldRows
              ids={rows.ids}
              labelOf={stageLabel}
              groupLabelOf={(i) => t('service.time.stage', i + 1)}
              removeLabelOf={(i) => t('service.time.removeStage', i + 1)}
              onMove={actions.move}
              onRemove={actions.remove}
              renderFields={(i) => {
                const base = `processingTime.stages.${i}`;
                return (
                  <>
                    <Grid size={{ xs: 12, md: 6 }}>
                      <TextInput name={`${base}.description`} label={label('description')} required />
                    </Grid>
                    <Grid size={{ xs: 5, md: 2 }}>
                      <NumberField name={`${base}.value`} label={label('value')} required />
                    </Grid>
                    <Grid size={{ xs: 5, md: 3 }}>
                      <SelectField name={`${base}.unit`} label={label('unit')} options={units} required />
                    </Grid>
                  </>
                );
              }}
            />
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
        );
      }}
    </FieldArray>
  );
}
