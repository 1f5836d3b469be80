import { getIn, useFormikContext } from 'formik';
import type { PointOfCareInput } from '@/shared/records/pointOfCare';
import { firstError } from '@/web/components/form/useFieldState';
import { RecordPicker } from '@/web/features/records/fields/RecordPicker';
import { useT } from '@/web/i18n/useT';

/** Where the point of care is: a published heritage version (id and version together), or none. */
export function LocationRefField({ label }: { label: string }) {
  const t = useT();
  const formik = useFormikContext<PointOfCareInput>();
  const { locationId, locationVersion } = formik.values;
  const shown = Boolean(getIn(formik.touched, 'locationId')) || formik.submitCount > 0;
  const error = shown ? (firstError(getIn(formik.errors, 'locationId')) ?? firstError(getIn(formik.errors, 'locationVersion'))) : undefined;
  return (
    <RecordPicker
      kind="location"
      id="locationId"
      label={label}
      value={locationId !== null && locationVersion !== null ? { id: locationId, version: locationVersion } : null}
      onChange={(picked) => {
        void formik.setFieldValue('locationId', picked?.id ?? null);
        void formik.setFieldValue('locationVersion', picked?.version ?? null);
      }}
      onBlur={() => void formik.setFieldTouched('locationId', true)}
      error={Boolean(error)}
      helperText={error ?? t('pointOfCare.location.hint')}
    />
  );
}
