import Grid from '@mui/material/Grid';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RecordState } from '@/shared/recordStates';
import { DOCUMENT_FIELD_LABELS } from '@/shared/records/document';
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

/** The document search form of SPEC §3.1 (field names as the spec writes them: 'abreviation'; 'organization' is the entity's name). */
export function DocumentSearchFields() {
  const t = useT();
  const language = useLanguage();
  const types = useReferenceOptions('documentType');
  const states = STATES.map((s) => ({ value: s, label: RECORD_STATE_LABELS[s][language] }));
  const cell = { xs: 12, sm: 6, lg: 3 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <TextInput name="code" label={DOCUMENT_FIELD_LABELS.code[language]} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 6 }}>
        <TextInput name="name" label={DOCUMENT_FIELD_LABELS.name[language]} />
      </Grid>
      <Grid size={cell}>
        <TextInput name="abreviation" label={DOCUMENT_FIELD_LABELS.abbreviation[language]} />
      </Grid>
      <Grid size={cell}>
        <TextInput name="organization" label={t('document.search.organization')} />
      </Grid>
      <Grid size={cell}>
        <SelectField name="documentTypeIds" label={DOCUMENT_FIELD_LABELS.documentTypeId[language]} options={types.options} multiple />
      </Grid>
      <Grid size={cell}>
        <SelectField name="recordStateIds" label={t('record.search.state')} options={states} multiple />
      </Grid>
      <Grid size={cell}>
        {/* 'Ativo': the generic label agrees with 'entidade' (Ativa). */}
        <BooleanSelectField name="active" label={t('document.search.active')} />
      </Grid>
    </Grid>
  );
}
