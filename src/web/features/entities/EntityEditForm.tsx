import { useFormikContext } from 'formik';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { GROUP_KIND_LABELS } from '@/shared/enumLabels';
import { DivisionType, enumValues, GroupKind } from '@/shared/enums';
import { ENTITY_FIELD_LABELS, type EntityData, type EntityInput, entitySchema } from '@/shared/records/entity';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { NipcField, PostalCodeField } from '@/web/components/form/MaskedFields';
import { SelectField } from '@/web/components/form/SelectField';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { FormSection } from '@/web/features/records/FormSection';
import { IdentificationFields } from '@/web/features/records/fields/IdentificationFields';
import { ValidityFields } from '@/web/features/records/fields/ValidityFields';
import type { EditFormProps } from '@/web/features/records/kindUi';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ContactsField } from '@/web/features/records/fields/ContactsField';
import { DivisionsField } from '@/web/features/records/fields/DivisionsField';
import { KeywordsField } from '@/web/features/records/fields/KeywordsField';
import { LogoField } from './LogoField';
import { ParentField } from './ParentField';
import { RelatedEntitiesField } from './RelatedEntitiesField';

/** The sections of the entity form (SPEC §3 Entity); validation is the shared entitySchema. */
export function EntityEditForm({ view, parent }: EditFormProps<EntityData>) {
  const t = useT();
  const language = useLanguage();
  const { values } = useFormikContext<EntityInput>();
  const label = (field: keyof EntityInput) => ENTITY_FIELD_LABELS[field][language];
  const types = useReferenceOptions('organizationType');
  const groupKinds = enumValues(GroupKind).map((g) => ({ value: g, label: GROUP_KIND_LABELS[g as GroupKind][language] }));
  const half = { xs: 12, md: 6 } as const;
  const third = { xs: 12, sm: 6, md: 4 } as const;
  const parentStart = parent?.startDate ?? null;

  // The fields take their limits from the shared schema the server checks (issue 29 §1).
  return (
    <FieldSchemaProvider schema={entitySchema}>
      <Stack spacing={2.5}>
        <FormSection title={t('entity.section.identification')}>
          <IdentificationFields
            label={label}
            codeSize={third}
            besideCode={
              <Grid size={{ xs: 12, md: 4 }}>
                <NipcField name="nipc" label={label('nipc')} />
              </Grid>
            }
          >
            <Grid size={half}>
              <ParentField fixedParentName={parent ? parent.name : undefined} initialName={view?.parentName ?? null} selfId={view?.id ?? null} />
            </Grid>
            <Grid size={half}>
              <SelectField name="organizationTypeId" label={label('organizationTypeId')} options={types.options} required />
            </Grid>
            <Grid size={half}>
              <SelectField name="groupKind" label={label('groupKind')} options={groupKinds} />
            </Grid>
            <Grid size={half}>
              <TextInput name="economicActivityCode" label={label('economicActivityCode')} emptyValue={null} helperText="CAE Rev.3" />
            </Grid>
          </IdentificationFields>
        </FormSection>

        <FormSection title={t('entity.section.validity')}>
          <ValidityFields
            startMin={parentStart}
            withVersionComment={false}
            flags={
              <Stack direction={{ xs: 'column', md: 'row' }} sx={{ flexWrap: 'wrap', columnGap: 3 }}>
                <CheckboxField name="active" label={label('active')} />
                <CheckboxField name="canHaveServices" label={label('canHaveServices')} />
                <CheckboxField name="canHavePointsOfCare" label={label('canHavePointsOfCare')} />
                <CheckboxField name="canManageServices" label={label('canManageServices')} />
              </Stack>
            }
          />
        </FormSection>

        <FormSection title={t('entity.section.mission')}>
          <Stack spacing={2}>
            <TextArea name="mission" label={label('mission')} counter minRows={5} />
            <TextArea name="legislation" label={label('legislation')} counter />
          </Stack>
        </FormSection>

        <FormSection title={t('entity.section.keywords')}>
          <KeywordsField name="keywords" label={label('keywords')} />
        </FormSection>

        <FormSection title={t('entity.section.logo')}>
          <LogoField name="logo" label={label('logo')} entityName={values.name} />
        </FormSection>

        <FormSection title={t('entity.section.contacts')}>
          <ContactsField label={t('entity.section.contacts')} />
        </FormSection>

        <FormSection title={t('entity.section.address')}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextInput name="address.street" label={t('entity.street')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <PostalCodeField name="address.zipCode" label={t('entity.zipCode')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextInput name="address.locality" label={t('entity.locality')} />
            </Grid>
            <Grid size={12}>
              <DivisionsField name="address.parishId" label={t('entity.parish')} types={[DivisionType.Parish]} />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={label('territorialScope')}>
          <DivisionsField name="territorialScope" label={label('territorialScope')} multiple />
        </FormSection>

        <FormSection title={t('entity.section.related')}>
          <RelatedEntitiesField selfId={view?.id ?? null} />
        </FormSection>

        <FormSection title={t('entity.section.comment')}>
          <TextArea name="versionComment" label={label('versionComment')} counter />
        </FormSection>
      </Stack>
    </FieldSchemaProvider>
  );
}
