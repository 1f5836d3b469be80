import Stack from '@mui/material/Stack';
import type { RecordView } from '@/shared/records/contract';
import { DOCUMENT_FIELD_LABELS, type DocumentData, type DocumentInput } from '@/shared/records/document';
import { FormSection } from '@/web/features/records/FormSection';
import { AttachmentTable } from '@/web/features/records/fields/AttachmentTable';
import { DetailField } from '@/web/features/records/fields/DetailField';
import { IdentificationDetails, ValidityDetails } from '@/web/features/records/fields/RecordHeaderDetails';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The read-only sections of a document version; each stored attachment downloads through POST /attachment/get. */
export function DocumentDetailSections({ view }: { view: RecordView<DocumentData> }) {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof DocumentInput) => DOCUMENT_FIELD_LABELS[field][language];
  const types = useReferenceOptions('documentType');
  const d = view.data;

  return (
    <Stack spacing={2.5}>
      <FormSection title={t('document.section.identification')}>
        <IdentificationDetails view={view} label={label} besideCode={<DetailField label={label('documentTypeId')}>{types.labelOf(d.documentTypeId)}</DetailField>}>
          <DetailField label={label('organizationId')} wide>
            {view.organizationName ?? (view.organizationId ? `#${view.organizationId}` : null)}
          </DetailField>
          <DetailField label={label('description')} wide>
            {d.description}
          </DetailField>
        </IdentificationDetails>
      </FormSection>

      <FormSection title={t('document.section.attachments')}>
        <AttachmentTable label={label('attachments')} attachments={d.attachments ?? []} record={{ kind: view.kind, id: view.id, version: view.version }} />
      </FormSection>

      <FormSection title={t('document.section.validity')}>
        <ValidityDetails view={view} label={label} />
      </FormSection>
    </Stack>
  );
}
