import { useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import TextField from '@mui/material/TextField';
import type { EntityInput } from '@/shared/records/entity';
import { ENTITY_FIELD_LABELS } from '@/shared/records/entity';
import { firstError } from '@/web/components/form/useFieldState';
import { useLanguage, useT } from '@/web/i18n/useT';
import { OrganizationPicker, type PickedOrganization } from '@/web/features/records/OrganizationPicker';

/**
 * The parent entity: fixed when a sub-entity is created from its parent, otherwise chosen with the
 * organisation picker (empty: a top-level entity).
 */
export function ParentField({ fixedParentName, initialName, selfId }: { fixedParentName?: string; initialName: string | null; selfId: number | null }) {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<EntityInput>();
  const label = ENTITY_FIELD_LABELS.parentId[language];
  const { parentId, parentVersion } = formik.values;
  const [picked, setPicked] = useState<PickedOrganization | null>(
    parentId && parentVersion ? { id: parentId, version: parentVersion, name: initialName ?? `#${parentId}` } : null,
  );
  const shown = Boolean(getIn(formik.touched, 'parentId')) || formik.submitCount > 0;
  const error = shown ? firstError(getIn(formik.errors, 'parentId')) : undefined;

  if (fixedParentName !== undefined) {
    return (
      <TextField
        id="parentId"
        label={label}
        value={fixedParentName}
        helperText={t('entity.parent.fixed', fixedParentName)}
        slotProps={{ htmlInput: { readOnly: true, 'aria-label': label } }}
      />
    );
  }
  return (
    <OrganizationPicker
      id="parentId"
      label={label}
      excludeIds={[selfId]}
      purpose="parent"
      value={picked}
      onChange={(o) => {
        setPicked(o);
        void formik.setFieldValue('parentId', o?.id ?? null);
        void formik.setFieldValue('parentVersion', o?.version ?? null);
      }}
      onBlur={() => void formik.setFieldTouched('parentId', true)}
      error={Boolean(error)}
      helperText={error ?? (picked ? undefined : t('entity.parent.none'))}
    />
  );
}
