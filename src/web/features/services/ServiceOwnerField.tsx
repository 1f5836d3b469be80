import { useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import TextField from '@mui/material/TextField';
import type { RecordView } from '@/shared/records/contract';
import { SERVICE_FIELD_LABELS, type ServiceInput } from '@/shared/records/service';
import { firstError } from '@/web/components/form/useFieldState';
import { OrganizationPicker, type PickedOrganization } from '@/web/features/records/OrganizationPicker';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useOwnerEntity } from './useOwnerEntity';

/**
 * The entity the service belongs to: fixed when the service is created under an entity
 * (/entidade/…/servico/0/0), otherwise chosen among the published entities that may have services
 * where the user may create them (picker purpose 'owner').
 */
export function ServiceOwnerField({ owner }: { owner?: RecordView | null }) {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<ServiceInput>();
  const label = SERVICE_FIELD_LABELS.organizationId[language];
  const saved = useOwnerEntity(owner ? null : formik.values.organizationId);
  const [picked, setPicked] = useState<PickedOrganization | null>(null);
  const organizationId = formik.values.organizationId;
  // A saved service's entity is known by id only: its name arrives after the form shows.
  const value: PickedOrganization | null =
    organizationId === null ? null : picked?.id === organizationId ? picked : saved?.id === organizationId ? saved : { id: organizationId, name: `#${organizationId}` };
  const shown = Boolean(getIn(formik.touched, 'organizationId')) || formik.submitCount > 0;
  const error = shown ? firstError(getIn(formik.errors, 'organizationId')) : undefined;

  if (owner) {
    return (
      <TextField
        id="organizationId"
        label={label}
        value={owner.name}
        helperText={t('service.owner.fixed', owner.name)}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': label } }}
      />
    );
  }
  return (
    <OrganizationPicker
      id="organizationId"
      label={label}
      required
      purpose="owner"
      kind="service"
      value={value}
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
