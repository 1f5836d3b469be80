import Grid from '@mui/material/Grid';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { POINT_OF_CARE_FIELD_LABELS } from '@/shared/records/pointOfCare';
import { RecordState } from '@/shared/recordStates';
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
 * The point-of-care search form of SPEC §3.1, field names as the spec writes them ('abreviation');
 * 'organizationHost' is matched against the host entity, 'organization' against the entities owning
 * the services it provides (the server's reading, docs/decisions.md).
 */
export function PointOfCareSearchFields() {
  const t = useT();
  const language = useLanguage();
  const channelTypes = useReferenceOptions('channelType');
  const states = STATES.map((s) => ({ value: s, label: RECORD_STATE_LABELS[s][language] }));
  const label = (field: keyof typeof POINT_OF_CARE_FIELD_LABELS) => POINT_OF_CARE_FIELD_LABELS[field][language];
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
        <SelectField name="channelTypeIds" label={label('channelTypeId')} options={channelTypes.options} multiple />
      </Grid>
      <Grid size={cell}>
        <TextInput name="organization" label={t('pointOfCare.search.organization')} />
      </Grid>
      <Grid size={cell}>
        <TextInput name="organizationHost" label={t('pointOfCare.search.organizationHost')} />
      </Grid>
      <Grid size={cell}>
        <SelectField name="recordStateIds" label={t('record.search.state')} options={states} multiple />
      </Grid>
      <Grid size={cell}>
        <BooleanSelectField name="active" label={t('pointOfCare.search.active')} />
      </Grid>
    </Grid>
  );
}
