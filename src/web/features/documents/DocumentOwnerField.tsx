import { useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import TextField from '@mui/material/TextField';
import { DOCUMENT_FIELD_LABELS, type DocumentInput } from '@/shared/records/document';
import { firstError } from '@/web/components/form/useFieldState';
import { OrganizationPicker, type PickedOrganization } from '@/web/features/records/OrganizationPicker';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The entity the document belongs to: fixed when the document is created under an entity
 * (/entidade/…/documento/0/0), otherwise chosen among the published entities that may own documents.
 */
export function DocumentOwnerField({ fixedOwnerName, initialName }: { fixedOwnerName?: string; initialName: string | null }) {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<DocumentInput>();
  const label = DOCUMENT_FIELD_LABELS.organizationId[language];
  const { organizationId } = formik.values;
  const [picked, setPicked] = useState<PickedOrganization | null>(organizationId ? { id: organizationId, name: initialName ?? `#${organizationId}` } : null);
  const shown = Boolean(getIn(formik.touched, 'organizationId')) || formik.submitCount > 0;
  const error = shown ? firstError(getIn(formik.errors, 'organizationId')) : undefined;

  if (fixedOwnerName !== undefined) {
    return (
      <TextField
        id="organizationId"
        label={label}
        value={fixedOwnerName}
        helperText={t('document.owner.fixed', fixedOwnerName)}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': label } }}
      />
    );
  }
  return (
    <OrganizationPicker
      id="organizationId"
      label={label}
      purpose="owner"
      kind="document"
      required
      value={picked}
      onChange={(o) => {
        setPicked(o);
        void formik.setFieldValue('organizationId', o?.id ?? null);
      }}
      onBlur={() => void formik.setFieldTouched('organizationId', true)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
