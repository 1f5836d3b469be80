import Box from '@mui/material/Box';
import { LIMITS } from '@/shared/limits';
import { CharacterCounter, countCharacters } from './CharacterCounter';
import { TextInput, type TextInputProps } from './TextInput';
import { useFieldState } from './useFieldState';

export type TextAreaProps = Omit<TextInputProps, 'multiline'> & {
  /** Shows 'Caracteres: n/max' beneath the field (SPEC §5). */
  counter?: boolean;
  /**
   * false: the input accepts more than `maxLength` and the counter reports 'Máximo de caracteres
   * ultrapassado' (the rich-text rule of SPEC §5); the schema refuses the excess on save.
   */
  hardLimit?: boolean;
};

/** A Formik multiline input: max 200 characters by default (SPEC §5), optional counter, optional Alt/Shift+Enter block. */
export function TextArea({ maxLength = LIMITS.textareaMaxLength, counter = false, hardLimit = true, minRows = 3, ...props }: TextAreaProps) {
  const { field, error } = useFieldState<string | null>(props.name);
  const id = props.id ?? props.name;
  const counterId = `${id}-counter`;
  // MUI links the helper text itself; a counter joins it in the description.
  const describedBy = [error || props.helperText ? `${id}-helper-text` : null, counterId].filter(Boolean).join(' ');
  return (
    <Box>
      <TextInput
        {...props}
        multiline
        minRows={minRows}
        maxLength={hardLimit ? maxLength : undefined}
        slotProps={{ htmlInput: counter ? { 'aria-describedby': describedBy } : {} }}
      />
      {counter && <CharacterCounter id={counterId} count={countCharacters(field.value ?? '')} max={maxLength} />}
    </Box>
  );
}
