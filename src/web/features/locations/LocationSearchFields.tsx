import Grid from '@mui/material/Grid';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { LOCATION_FIELD_LABELS } from '@/shared/records/location';
import { RecordState } from '@/shared/recordStates';
import { BooleanSelectField } from '@/web/components/form/BooleanSelectField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { DivisionCascadeFields } from '@/web/features/records/fields/DivisionCascadeFields';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useLocationTypeOptions } from './useLocationTypeOptions';

const STATES = [
  RecordState.Draft,
  RecordState.SubmittedForApproval,
  RecordState.SubmittedForPublication,
  RecordState.Published,
  RecordState.Returned,
  RecordState.Archived,
  RecordState.Obsolete,
  RecordState.Extinct,
];

/**
 * The location search form of SPEC §3.1, field names as the spec writes them ('abreviation';
 * 'location' is the record's name); island, county and parish in cascade as in the form.
 */
export function LocationSearchFields() {
  const t = useT();
  const language = useLanguage();
  const types = useLocationTypeOptions();
  const states = STATES.map((s) => ({ value: s, label: RECORD_STATE_LABELS[s][language] }));
  const label = (field: keyof typeof LOCATION_FIELD_LABELS) => LOCATION_FIELD_LABELS[field][language];
  const cell = { xs: 12, sm: 6, lg: 3 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <TextInput name="code" label={label('code')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 6 }}>
        <TextInput name="location" label={label('name')} />
      </Grid>
      <Grid size={cell}>
        <TextInput name="abreviation" label={label('abbreviation')} />
      </Grid>
      <Grid size={cell}>
        <SelectField name="locationTypeId" label={label('locationType')} options={types} emptyOption={t('location.search.anyType')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 6 }}>
        <TextInput name="address" label={label('address')} />
      </Grid>
      <Grid size={cell}>
        <TextInput name="zipCode" label={label('zipCode')} />
      </Grid>
      <Grid size={12}>
        <DivisionCascadeFields
          names={{ island: 'islandId', county: 'countyId', parish: 'parishId' }}
          labels={{ island: label('islandId'), county: label('countyId'), parish: label('parishId') }}
        />
      </Grid>
      <Grid size={cell}>
        <SelectField name="recordStateIds" label={t('record.search.state')} options={states} multiple />
      </Grid>
      <Grid size={cell}>
        <BooleanSelectField name="active" label={t('location.search.active')} />
      </Grid>
    </Grid>
  );
}
