import { LIMITS } from '@/shared/limits';
import { TextInput, type TextInputProps } from './TextInput';

export type TextAreaProps = Omit<TextInputProps, 'multiline' | 'counter'> & {
  /** Shows 'Caracteres: n/max' beneath the field (SPEC §5): always, unless false (then only past the limit). */
  counter?: boolean;
};

/**
 * A Formik multiline input: its limit the form schema's (200 when the schema names none, SPEC §5),
 * its counter always shown, optional Alt/Shift+Enter block. Like every TextInput, text past the limit
 * is kept and refused with 'Máximo de caracteres ultrapassado', never cut.
 */
export function TextArea({ maxLength = LIMITS.textareaMaxLength, counter = true, minRows = 3, ...props }: TextAreaProps) {
  return <TextInput {...props} multiline minRows={minRows} maxLength={maxLength} counter={counter ? 'always' : 'over'} />;
}
