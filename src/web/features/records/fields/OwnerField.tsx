import { useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import TextField from '@mui/material/TextField';
import type { RecordView } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { firstError } from '@/web/components/form/useFieldState';
import { OrganizationPicker, type PickedOrganization } from '../OrganizationPicker';
import { useOwnerEntity } from '../useOwnerEntity';

export interface OwnerFieldProps {
  /** The kind of the record being edited: the picker offers only the entities that may own it (KIND_BASICS ownerFlag) where the user may create it. */
  kind: RecordKindName;
  /** The field's label (the kind's word for its entity: 'Entidade', 'Entidade anfitriã', 'Entidade gestora'). */
  label: string;
  /** The entity the record is created or edited under (/entidade/…/<kind>/…): the field is then fixed to it. */
  owner?: RecordView | null;
  /** What the fixed field says under it ('O serviço é criado na entidade {0}.'). */
  fixedHint?: (ownerName: string) => string;
  /** The saved entity's name when the version carries it (view.organizationName); otherwise it is read by id. */
  initialName?: string | null;
  /** The Formik field holding the entity's id. */
  name?: string;
}

/**
 * The entity a record belongs to, one field for every kind: fixed when the record is created under an
 * entity, otherwise chosen among the published entities that may own records of `kind` where the user
 * may create them (picker purpose 'owner'; the server filters by the kind's ownerFlag and the scope).
 */
export function OwnerField({ kind, label, owner, fixedHint, initialName, name = 'organizationId' }: OwnerFieldProps) {
  const formik = useFormikContext<Record<string, unknown>>();
  const raw: unknown = getIn(formik.values, name);
  const organizationId = typeof raw === 'number' ? raw : null;
  // A saved record's entity is known by id only when the version does not carry its name: read it then.
  const saved = useOwnerEntity(owner || initialName ? null : organizationId);
  const [picked, setPicked] = useState<PickedOrganization | null>(null);
  const knownName = initialName ?? saved?.name;
  const value: PickedOrganization | null =
    organizationId === null ? null : picked?.id === organizationId ? picked : { id: organizationId, name: knownName ?? `#${organizationId}` };
  const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const error = shown ? firstError(getIn(formik.errors, name)) : undefined;

  if (owner) {
    return <TextField id={name} label={label} value={owner.name} helperText={fixedHint?.(owner.name)} slotProps={{ htmlInput: { readOnly: true, 'aria-label': label } }} />;
  }
  return (
    <OrganizationPicker
      id={name}
      label={label}
      required
      purpose="owner"
      kind={kind}
      value={value}
      onChange={(o) => {
        setPicked(o);
        void formik.setFieldValue(name, o?.id ?? null);
      }}
      onBlur={() => void formik.setFieldTouched(name, true)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
