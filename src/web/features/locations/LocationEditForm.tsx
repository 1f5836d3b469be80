import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { LOCATION_FIELD_LABELS, type LocationData, type LocationInput, locationSchema } from '@/shared/records/location';
import { PostalCodeField } from '@/web/components/form/MaskedFields';
import { SelectField } from '@/web/components/form/SelectField';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { CoordinatesField } from '@/web/features/map/CoordinatesField';
import { FormSection } from '@/web/features/records/FormSection';
import { IdentificationFields } from '@/web/features/records/fields/IdentificationFields';
import { ValidityFields } from '@/web/features/records/fields/ValidityFields';
import { DivisionCascadeFields } from '@/web/features/records/fields/DivisionCascadeFields';
import { OwnerField } from '@/web/features/records/fields/OwnerField';
import type { EditFormProps } from '@/web/features/records/kindUi';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useLocationTypeOptions } from './useLocationTypeOptions';

/** The sections of the heritage form (SPEC §3 Location); validation is the shared locationSchema. */
export function LocationEditForm({ view }: EditFormProps<LocationData>) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof LocationInput) => LOCATION_FIELD_LABELS[field][language];
  const types = useLocationTypeOptions();
  const half = { xs: 12, md: 6 } as const;
  const third = { xs: 12, sm: 6, md: 4 } as const;

  // The fields take their limits from the shared schema the server checks (issue 29 §1).
  return (
    <FieldSchemaProvider schema={locationSchema}>
      <Stack spacing={2.5}>
        <FormSection title={t('location.section.identification')}>
          <IdentificationFields
            label={label}
            codeSize={third}
            besideCode={
              <Grid size={third}>
                <SelectField name="locationType" label={label('locationType')} options={types} required />
              </Grid>
            }
          >
            <Grid size={half}>
              {/* Any published entity may manage heritage (location has no ownerFlag); the picker keeps to the user's scope. */}
              <OwnerField kind="location" label={label('organizationId')} initialName={view?.organizationName} />
            </Grid>
          </IdentificationFields>
        </FormSection>

        <FormSection title={t('location.section.address')}>
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 9 }}>
                <TextInput name="address" label={label('address')} />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <PostalCodeField name="zipCode" label={label('zipCode')} />
              </Grid>
            </Grid>
            <DivisionCascadeFields
              names={{ island: 'islandId', county: 'countyId', parish: 'parishId' }}
              labels={{ island: label('islandId'), county: label('countyId'), parish: label('parishId') }}
              chooseAboveHint={{ county: t('location.division.chooseIsland'), parish: t('location.division.chooseCounty') }}
            />
            <CoordinatesField
              latitudeName="latitude"
              longitudeName="longitude"
              latitudeLabel={label('latitude')}
              longitudeLabel={label('longitude')}
              addressName="address"
              divisionNames={{ island: 'islandId', county: 'countyId', parish: 'parishId' }}
            />
          </Stack>
        </FormSection>

        <FormSection title={t('location.section.comments')}>
          <TextArea name="comments" label={label('comments')} counter minRows={3} />
        </FormSection>

        <FormSection title={t('location.section.validity')}>
          <ValidityFields />
        </FormSection>
      </Stack>
    </FieldSchemaProvider>
  );
}
