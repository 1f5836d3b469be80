import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormikContext, getIn } from 'formik';
import { formatVersionedRef, parseVersionedRef, type VersionedRef } from '@/shared/records/kinds';
import { useT } from '@/web/i18n/useT';
import { bareLabel, firstError } from './useFieldState';

export interface VersionedRefOption {
  ref: VersionedRef;
  label: string;
}

export interface VersionedRefSelectProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'label' | 'select'> {
  /** The Formik fields holding the id and the version (e.g. 'parentId' and 'parentVersion'). */
  idName: string;
  versionName: string;
  label: string;
  options: readonly VersionedRefOption[];
  /** Offers an empty choice that sets both fields to null. */
  emptyOption?: boolean;
}

/**
 * A select of versioned references (SPEC §3): each option travels as the text 'id-version'
 * (formatVersionedRef / parseVersionedRef of src/shared) and sets the two Formik fields.
 */
export function VersionedRefSelect({ idName, versionName, label, options, emptyOption = false, required, disabled, helperText, ...props }: VersionedRefSelectProps) {
  const t = useT();
  const formik = useFormikContext<Record<string, unknown>>();
  const id: unknown = getIn(formik.values, idName);
  const version: unknown = getIn(formik.values, versionName);
  const value = typeof id === 'number' && typeof version === 'number' ? formatVersionedRef({ id, version }) : '';
  const shown = Boolean(getIn(formik.touched, idName)) || formik.submitCount > 0;
  const error = shown ? firstError(getIn(formik.errors, idName) ?? getIn(formik.errors, versionName)) : undefined;
  return (
    <TextField
      id={props.id ?? idName}
      {...props}
      select
      name={idName}
      label={label}
      value={value}
      onChange={(e) => {
        const ref = parseVersionedRef(e.target.value);
        void formik.setFieldValue(idName, ref?.id ?? null);
        void formik.setFieldValue(versionName, ref?.version ?? null);
      }}
      onBlur={() => void formik.setFieldTouched(idName, true)}
      required={required && !disabled}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { 'aria-label': bareLabel(label) } }}
    >
      {emptyOption && (
        <MenuItem value="">
          <em>{t('field.selectNone')}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={formatVersionedRef(o.ref)} value={formatVersionedRef(o.ref)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
