import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValidator } from 'formik';
import { LIMITS } from '@/shared/limits';
import { validationMessage } from '@/shared/validation';
import { useLanguage } from '@/web/i18n/useT';
import { boundFieldProps } from './boundFieldProps';
import { CharacterCounter } from './CharacterCounter';
import { useFieldMaxLength } from './FieldSchema';
import { bareLabel, useFieldState } from './useFieldState';

/** When the counter 'Caracteres: n/max' shows: always (textareas), from this share of the limit on ('near'), or only past it ('over'). */
export type CounterMode = 'always' | 'near' | 'over';
const NEAR_LIMIT_SHARE = 0.9;

export type TextInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'> & {
  /** The Formik field (dotted paths work: 'address.street'). */
  name: string;
  label: string;
  /**
   * Characters allowed when the form's schema names no limit for this field (SPEC §5: 100 by
   * default). The schema's limit, when there is one, always wins (FieldSchema.useFieldMaxLength).
   */
  maxLength?: number;
  /** 'near' by default: a single line shows its counter close to its limit. */
  counter?: CounterMode;
  /** A field-level rule added to the form's schema. */
  validate?: FieldValidator;
  /** Rewrites what was typed before it is stored (masks, digits only). */
  transform?: (text: string) => string;
  /** Text stored when the input is emptied ('' by default; null for nullable fields). */
  emptyValue?: '' | null;
  /** Multiline only: Alt+Enter and Shift+Enter do not add a line (SPEC §5). */
  blockAltShiftEnter?: boolean;
  /** false: the field is still marked invalid but its message is shown elsewhere (lists). */
  showError?: boolean;
};

/**
 * A Formik text input (SPEC §5): the required mark unless disabled, the first error beneath the field
 * (MUI links it with aria-describedby and sets aria-invalid).
 *
 * Its limit (issue 29 §1) is the form schema's and is declared as `data-max-length`, never as the
 * native `maxlength`: a browser drops whatever of a paste or of typing goes past `maxlength`, without
 * a word — the text the user meant is lost. Here the text is kept whole, the helper line says
 * 'Máximo de caracteres ultrapassado' beside 'Caracteres: n/max', and the field is invalid, so the
 * form refuses to save until the user shortens it.
 */
export function TextInput({
  name,
  label,
  maxLength = LIMITS.textMaxLength,
  counter = 'near',
  validate,
  transform,
  emptyValue = '',
  blockAltShiftEnter,
  showError = true,
  required,
  disabled,
  helperText,
  slotProps,
  ...props
}: TextInputProps) {
  const language = useLanguage();
  const limit = useFieldMaxLength(name, maxLength);
  const tooLong = validationMessage('maxCharacters', language);
  // The limit is checked here as well as by the schema, so a form without one refuses the excess too.
  const check: FieldValidator = (value: unknown) => (typeof value === 'string' && value.length > limit ? tooLong : validate?.(value));
  const { field, helpers, error } = useFieldState<string | null>(name, check);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = transform ? transform(e.target.value) : e.target.value;
    void helpers.setValue(text === '' ? emptyValue : text);
  };
  const onKeyDown = blockAltShiftEnter
    ? (e: KeyboardEvent) => {
        if (e.key === 'Enter' && (e.altKey || e.shiftKey)) e.preventDefault();
      }
    : undefined;

  const count = (field.value ?? '').length;
  const over = count > limit;
  const showCounter = !disabled && (over || counter === 'always' || (counter === 'near' && count >= limit * NEAR_LIMIT_SHARE));
  const bound = boundFieldProps({ name, label, onBlur: field.onBlur, required, disabled, error, showError, helperText });
  // Past the limit the line says so from the first character over, not only once the field is left.
  const message: ReactNode = over ? tooLong : bound.helperText;
  const helper = showCounter ? (
    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <span role={over ? 'alert' : undefined}>{message}</span>
      <CharacterCounter count={count} max={limit} inline />
    </Box>
  ) : (
    message
  );
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      id={props.id ?? name}
      {...props}
      {...bound}
      error={bound.error || over}
      helperText={helper}
      value={field.value ?? ''}
      onChange={onChange}
      onKeyDown={onKeyDown}
      disabled={disabled}
      slotProps={{
        ...slotProps,
        formHelperText: { component: 'div', ...(slotProps?.formHelperText as object | undefined) },
        htmlInput: { 'data-max-length': limit, 'aria-label': bareLabel(label), ...htmlInput },
      }}
    />
  );
}
