import Grid from '@mui/material/Grid';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RecordState } from '@/shared/recordStates';
import { SERVICE_FIELD_LABELS } from '@/shared/records/service';
import { BooleanSelectField } from '@/web/components/form/BooleanSelectField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

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
 * The service search form of SPEC §3.1, field names as the spec writes them ('abreviation';
 * 'serviceTypeIds' are the service areas); 'organization' is a text matched against the entity.
 */
export function ServiceSearchFields() {
  const t = useT();
  const language = useLanguage();
  const areas = useReferenceOptions('serviceArea');
  const categories = useReferenceOptions('serviceCategory');
  const subCategories = useReferenceOptions('serviceSubCategory');
  const businessEvents = useReferenceOptions('businessEvent');
  const lifeEvents = useReferenceOptions('lifeEvent');
  const states = STATES.map((s) => ({ value: s, label: RECORD_STATE_LABELS[s][language] }));
  const label = (field: keyof typeof SERVICE_FIELD_LABELS) => SERVICE_FIELD_LABELS[field][language];
  const cell = { xs: 12, sm: 6, lg: 3 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <TextInput name="code" label={label('code')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 6 }}>
        <TextInput name="name" label={label('name')} />
      </Grid>
      <Grid size={cell}>
        <TextInput name="abreviation" label={label('abbreviation')} />
      </Grid>
      <Grid size={cell}>
        <TextInput name="organization" label={t('service.search.organization')} />
      </Grid>
      <Grid size={cell}>
        <SelectField name="serviceTypeIds" label={label('serviceAreaId')} options={areas.options} multiple />
      </Grid>
      <Grid size={cell}>
        <SelectField name="serviceCategoryIds" label={label('serviceCategoryId')} options={categories.options} multiple />
      </Grid>
      <Grid size={cell}>
        <SelectField name="serviceSubCategoryIds" label={label('serviceSubCategoryId')} options={subCategories.options} multiple />
      </Grid>
      <Grid size={cell}>
        <SelectField name="lifeEventIds" label={label('lifeEventId')} options={lifeEvents.options} multiple />
      </Grid>
      <Grid size={cell}>
        <SelectField name="businessEventIds" label={label('businessEventId')} options={businessEvents.options} multiple />
      </Grid>
      <Grid size={cell}>
        <SelectField name="recordStateIds" label={t('record.search.state')} options={states} multiple />
      </Grid>
      <Grid size={cell}>
        <BooleanSelectField name="active" label={t('service.search.active')} />
      </Grid>
    </Grid>
  );
}
