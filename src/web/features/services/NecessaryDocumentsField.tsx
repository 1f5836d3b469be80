import { getIn, useFormikContext } from 'formik';
import { SERVICE_FIELD_LABELS, type NecessaryDocument, type ServiceInput } from '@/shared/records/service';
import { firstError } from '@/web/components/form/useFieldState';
import { RecordPicker, type PickedRecord } from '@/web/features/records/fields/RecordPicker';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The documents a citizen needs: published document versions, several, chosen by name. */
export function NecessaryDocumentsField() {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<ServiceInput>();
  const value: PickedRecord[] = formik.values.necessaryDocuments.map((d) => ({ id: d.documentId, version: d.documentVersion }));
  const shown = Boolean(getIn(formik.touched, 'necessaryDocuments')) || formik.submitCount > 0;
  const error = shown ? firstError(getIn(formik.errors, 'necessaryDocuments')) : undefined;
  return (
    <RecordPicker
      kind="document"
      multiple
      id="necessaryDocuments"
      label={SERVICE_FIELD_LABELS.necessaryDocuments[language]}
      value={value}
      onChange={(picked) => {
        const documents: NecessaryDocument[] = picked.map((r) => ({ documentId: r.id, documentVersion: r.version }));
        void formik.setFieldValue('necessaryDocuments', documents);
      }}
      onBlur={() => void formik.setFieldTouched('necessaryDocuments', true)}
      error={Boolean(error)}
      helperText={error ?? t('service.documents.hint')}
    />
  );
}
