import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { SERVICE_FIELD_LABELS, type ServiceData, type ServiceInput, serviceSchema } from '@/shared/records/service';
import { SelectField } from '@/web/components/form/SelectField';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';
import { TextArea } from '@/web/components/form/TextArea';
import { RichTextField } from '@/web/components/RichText/RichTextField';
import { FormSection } from '@/web/features/records/FormSection';
import { IdentificationFields } from '@/web/features/records/fields/IdentificationFields';
import { ValidityFields } from '@/web/features/records/fields/ValidityFields';
import { OwnerField } from '@/web/features/records/fields/OwnerField';
import type { EditFormProps } from '@/web/features/records/kindUi';
import { useLanguage, useT } from '@/web/i18n/useT';
import { NecessaryDocumentsField } from './NecessaryDocumentsField';
import { ProcessingTimeField } from './ProcessingTimeField';
import { ServiceChannelsFields } from './ServiceChannelsFields';
import { ServiceParentField } from './ServiceParentField';
import { useLegislationOptions } from './useLegislationOptions';
import { useServiceClassification } from './useServiceClassification';
import { AttachmentField } from '@/web/features/records/fields/AttachmentField';

/** The sections of the service form (SPEC §3 Service); validation is the shared serviceSchema. */
export function ServiceEditForm({ view, owner }: EditFormProps<ServiceData>) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof ServiceInput) => SERVICE_FIELD_LABELS[field][language];
  const { singleChoices, recipients } = useServiceClassification();
  const legislations = useLegislationOptions();
  const half = { xs: 12, md: 6 } as const;
  const third = { xs: 12, sm: 6, md: 4 } as const;

  // The fields take their limits from the shared schema the server checks (issue 29 §1).
  return (
    <FieldSchemaProvider schema={serviceSchema}>
      <Stack spacing={2.5}>
        <FormSection title={t('service.section.identification')}>
          <IdentificationFields label={label} codeSize={third}>
            <Grid size={half}>
              <OwnerField kind="service" label={label('organizationId')} owner={owner} fixedHint={(name) => t('service.owner.fixed', name)} />
            </Grid>
            <Grid size={half}>
              <ServiceParentField initialName={view?.parentName ?? null} selfId={view?.id ?? null} />
            </Grid>
          </IdentificationFields>
        </FormSection>

        <FormSection title={t('service.section.classification')}>
          <Grid container spacing={2}>
            {singleChoices.map(({ field, reference }) => (
              <Grid key={field} size={half}>
                <SelectField name={field} label={label(field)} options={reference.options} emptyOption />
              </Grid>
            ))}
            <Grid size={half}>
              <SelectField name="recipientTypeIds" label={label('recipientTypeIds')} options={recipients.options} multiple />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('service.section.procedure')}>
          <Stack spacing={3}>
            <RichTextField name="procedure" label={label('procedure')} templates />
            <AttachmentField name="procedureDiagram" label={label('procedureDiagram')} record={view ? { kind: view.kind, id: view.id, version: view.version } : null} />
          </Stack>
        </FormSection>

        <FormSection title={t('service.section.processingTime')}>
          <ProcessingTimeField />
        </FormSection>

        <FormSection title={t('service.section.legislation')}>
          <Stack spacing={2}>
            <SelectField
              name="legislationIds"
              label={label('legislationIds')}
              options={legislations.options}
              multiple
              helperText={!legislations.isLoading && legislations.options.length === 0 ? t('service.legislation.empty') : undefined}
            />
            <NecessaryDocumentsField />
          </Stack>
        </FormSection>

        <FormSection title={t('service.section.conditions')}>
          <Grid container spacing={2}>
            <Grid size={half}>
              <TextArea name="cost" label={label('cost')} counter minRows={2} />
            </Grid>
            <Grid size={half}>
              <TextArea name="availabilityPeriod" label={label('availabilityPeriod')} counter minRows={2} />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('service.section.channels')}>
          <ServiceChannelsFields />
        </FormSection>

        <FormSection title={t('service.section.generic')}>
          <Stack spacing={2}>
            <TextArea name="generic1" label={label('generic1')} counter minRows={2} />
            <TextArea name="generic2" label={label('generic2')} counter minRows={2} />
            <TextArea name="generic3" label={label('generic3')} counter minRows={2} />
          </Stack>
        </FormSection>

        <FormSection title={t('service.section.validity')}>
          <ValidityFields />
        </FormSection>
      </Stack>
    </FieldSchemaProvider>
  );
}
