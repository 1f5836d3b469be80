import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { DOCUMENT_FIELD_LABELS, DOCUMENT_LIMITS, type DocumentData, type DocumentInput, documentSchema } from '@/shared/records/document';
import { SelectField } from '@/web/components/form/SelectField';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';
import { TextArea } from '@/web/components/form/TextArea';
import { FormSection } from '@/web/features/records/FormSection';
import { IdentificationFields } from '@/web/features/records/fields/IdentificationFields';
import { ValidityFields } from '@/web/features/records/fields/ValidityFields';
import { AttachmentsField } from '@/web/features/records/fields/AttachmentsField';
import { OwnerField } from '@/web/features/records/fields/OwnerField';
import type { EditFormProps } from '@/web/features/records/kindUi';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The sections of the document form (SPEC §3 Document, Attachment); validation is the shared documentSchema. */
export function DocumentEditForm({ view, owner }: EditFormProps<DocumentData>) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof DocumentInput) => DOCUMENT_FIELD_LABELS[field][language];
  const types = useReferenceOptions('documentType');
  const half = { xs: 12, md: 6 } as const;
  // Stored attachments are downloaded from the saved version being edited.
  const record = view ? { kind: view.kind, id: view.id, version: view.version } : null;

  // The fields take their limits from the shared schema the server checks (issue 29 §1).
  return (
    <FieldSchemaProvider schema={documentSchema}>
      <Stack spacing={2.5}>
        <FormSection title={t('document.section.identification')}>
          <IdentificationFields label={label} codeSize={half}>
            <Grid size={half}>
              <OwnerField
                kind="document"
                label={label('organizationId')}
                owner={owner}
                fixedHint={(name) => t('document.owner.fixed', name)}
                initialName={view?.organizationName}
              />
            </Grid>
            <Grid size={half}>
              <SelectField name="documentTypeId" label={label('documentTypeId')} options={types.options} required />
            </Grid>
          </IdentificationFields>
        </FormSection>

        <FormSection title={t('document.section.description')}>
          <TextArea name="description" label={label('description')} counter minRows={4} />
        </FormSection>

        <FormSection title={t('document.section.attachments')}>
          <AttachmentsField name="attachments" label={label('attachments')} record={record} maxItems={DOCUMENT_LIMITS.attachmentsMaxItems} />
        </FormSection>

        <FormSection title={t('document.section.validity')}>
          <ValidityFields withVersionComment={false} />
        </FormSection>

        <FormSection title={t('document.section.comment')}>
          <TextArea name="versionComment" label={label('versionComment')} counter />
        </FormSection>
      </Stack>
    </FieldSchemaProvider>
  );
}
