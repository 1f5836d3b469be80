import { useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import { SERVICE_FIELD_LABELS, type ServiceInput } from '@/shared/records/service';
import { firstError } from '@/web/components/form/useFieldState';
import { RecordPicker, type PickedRecord } from '@/web/features/records/fields/RecordPicker';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The parent service (optional, SPEC §5: it must be published): one of the published services. */
export function ServiceParentField({ initialName, selfId }: { initialName: string | null; selfId: number | null }) {
  const t = useT();
  const language = useLanguage();
  const formik = useFormikContext<ServiceInput>();
  const { parentId, parentVersion } = formik.values;
  const [picked, setPicked] = useState<PickedRecord | null>(parentId && parentVersion ? { id: parentId, version: parentVersion, name: initialName ?? undefined } : null);
  const shown = Boolean(getIn(formik.touched, 'parentId')) || formik.submitCount > 0;
  const error = shown ? firstError(getIn(formik.errors, 'parentId')) : undefined;
  return (
    <RecordPicker
      kind="service"
      id="parentId"
      label={SERVICE_FIELD_LABELS.parentId[language]}
      excludeIds={[selfId]}
      value={picked}
      onChange={(r) => {
        setPicked(r);
        void formik.setFieldValue('parentId', r?.id ?? null);
        void formik.setFieldValue('parentVersion', r?.version ?? null);
      }}
      onBlur={() => void formik.setFieldTouched('parentId', true)}
      error={Boolean(error)}
      helperText={error ?? (parentId ? t('service.parent.hint') : t('service.parent.none'))}
    />
  );
}
