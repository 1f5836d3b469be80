import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { POINT_OF_CARE_FIELD_LABELS, type PointOfCareData, type PointOfCareInput, pointOfCareSchema } from '@/shared/records/pointOfCare';
import { SelectField } from '@/web/components/form/SelectField';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';
import { TextArea } from '@/web/components/form/TextArea';
import { FormSection } from '@/web/features/records/FormSection';
import { IdentificationFields } from '@/web/features/records/fields/IdentificationFields';
import { ValidityFields } from '@/web/features/records/fields/ValidityFields';
import { ContactsField } from '@/web/features/records/fields/ContactsField';
import { OwnerField } from '@/web/features/records/fields/OwnerField';
import type { EditFormProps } from '@/web/features/records/kindUi';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';
import { AssociatedServicesField } from './AssociatedServicesField';
import { LocationRefField } from './LocationRefField';
import { OpeningHoursField } from './OpeningHoursField';

/** The sections of the point-of-care form (SPEC §3 Point of care); validation is the shared pointOfCareSchema. */
export function PointOfCareEditForm({ view, owner }: EditFormProps<PointOfCareData>) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof PointOfCareInput) => POINT_OF_CARE_FIELD_LABELS[field][language];
  const channelTypes = useReferenceOptions('channelType');
  const half = { xs: 12, md: 6 } as const;
  const third = { xs: 12, sm: 6, md: 4 } as const;

  // The fields take their limits from the shared schema the server checks (issue 29 §1).
  return (
    <FieldSchemaProvider schema={pointOfCareSchema}>
      <Stack spacing={2.5}>
        <FormSection title={t('pointOfCare.section.identification')}>
          {/* The channel name is the record's name (the engine's header field). */}
          <IdentificationFields
            label={label}
            codeSize={third}
            besideCode={
              <Grid size={third}>
                <SelectField name="channelTypeId" label={label('channelTypeId')} options={channelTypes.options} required />
              </Grid>
            }
          >
            <Grid size={half}>
              <OwnerField
                kind="pointOfCare"
                label={label('organizationId')}
                owner={owner}
                fixedHint={(name) => t('pointOfCare.owner.fixed', name)}
                initialName={view?.organizationName}
              />
            </Grid>
          </IdentificationFields>
        </FormSection>

        <FormSection title={t('pointOfCare.section.location')}>
          <LocationRefField label={label('locationId')} />
        </FormSection>

        <FormSection title={t('pointOfCare.section.hours')}>
          <OpeningHoursField name="openingHours" />
        </FormSection>

        <FormSection title={t('pointOfCare.section.attendance')}>
          <Stack spacing={2.5}>
            <TextArea name="attendanceRestrictions" label={label('attendanceRestrictions')} counter minRows={3} />
            <ContactsField name="contacts" label={label('contacts')} />
          </Stack>
        </FormSection>

        <FormSection title={t('pointOfCare.section.services')}>
          <AssociatedServicesField label={label('services')} />
        </FormSection>

        <FormSection title={t('pointOfCare.section.validity')}>
          <ValidityFields />
        </FormSection>
      </Stack>
    </FieldSchemaProvider>
  );
}
