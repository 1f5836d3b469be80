import { useEffect, useState, type ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FORMATS, LIMITS } from '@/shared/limits';
import { ISO_DATE_PATTERN, validationMessage } from '@/shared/validation';
import { useLanguage, useT } from '@/web/i18n/useT';
import { applyMask, DATE_MASK, displayToIso, isIsoDate, isoToDisplay, storedDateText, typedDateValue } from './masks';
import { boundFieldProps } from './boundFieldProps';
import { bareLabel, useFieldState } from './useFieldState';

export interface DateFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'type'> {
  name: string;
  label: string;
  /** Earliest date allowed, yyyy-MM-dd. */
  min?: string | null;
  /** Latest date allowed, yyyy-MM-dd. */
  max?: string | null;
  /** Stored when emptied: '' (default) or null. */
  emptyValue?: '' | null;
}

/**
 * A Formik date (SPEC §5): stored yyyy-MM-dd, shown and typed dd/MM/yyyy through the mask ##/##/####
 * (10 characters), optional minimum and maximum; disabled, it is shown read-only. What was typed
 * but is not a date is stored so that the form knows it is invalid (typedDateValue): 'Formato
 * inválido' while incomplete, 'Data inválida' for a day not in the calendar (issue 29 §8).
 *
 * A minimum or maximum that is not a date itself (the other field of a pair, still being typed or
 * impossible) is no bound: comparing with it would say 'A data deve ser igual ou posterior a' and no
 * date. That field shows its own error meanwhile.
 */
export function DateField({ name, label, min, max, emptyValue = '', required, disabled, helperText, slotProps, ...props }: DateFieldProps) {
  const t = useT();
  const language = useLanguage();
  const validate = (value: unknown): string | undefined => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (!isIsoDate(value)) return validationMessage(typeof value === 'string' && ISO_DATE_PATTERN.test(value) ? 'invalidDate' : 'format', language);
    if (isIsoDate(min) && value < min) return t('field.dateMin', isoToDisplay(min));
    if (isIsoDate(max) && value > max) return t('field.dateMax', isoToDisplay(max));
    return undefined;
  };
  const { field, helpers, error } = useFieldState<string | null>(name, validate);
  const { validateForm } = useFormikContext();
  const filled = Boolean(field.value);
  // A bound moved (the other date of the pair was typed): check again against it, for the change that
  // moved it was checked with the bound before (issue 29 §8: a stale 'A data deve ser…' or none). The
  // whole form, so that this check is the last to land (one of this field alone would be overwritten).
  useEffect(() => {
    if (filled) void validateForm();
  }, [min, max, filled, validateForm]);
  const [text, setText] = useState(() => storedDateText(field.value));
  const [seenValue, setSeenValue] = useState(field.value);

  // A value set from outside (reset, loaded record) replaces what is shown (adjusting state while rendering).
  if (seenValue !== field.value) {
    setSeenValue(field.value);
    if (isIsoDate(field.value)) {
      if (displayToIso(text) !== field.value) setText(isoToDisplay(field.value));
    } else if (!field.value) setText('');
  }

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(e.target.value, DATE_MASK);
    setText(masked);
    if (masked === '') void helpers.setValue(emptyValue);
    else void helpers.setValue(typedDateValue(masked));
  };

  return (
    <TextField
      id={props.id ?? name}
      {...props}
      {...boundFieldProps({ name, label, onBlur: field.onBlur, required, disabled, error, helperText })}
      value={disabled ? isoToDisplay(field.value) : text}
      onChange={onChange}
      placeholder={disabled ? undefined : t('field.datePlaceholder')}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: {
          maxLength: LIMITS.dateFieldLength,
          inputMode: 'numeric',
          readOnly: disabled,
          'aria-label': bareLabel(label),
          'data-format': FORMATS.dateDisplayed,
        },
      }}
    />
  );
}
