import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFieldState } from './useFieldState';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
}

/** A Formik boolean as a labelled checkbox; its error (if any) beneath it. */
export function CheckboxField({ name, label, disabled, helperText }: CheckboxFieldProps) {
  const { field, helpers, error } = useFieldState<boolean>(name);
  const describedBy = error || helperText ? `${name}-helper-text` : undefined;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        control={
          <Checkbox
            id={name}
            name={name}
            checked={Boolean(field.value)}
            onChange={(e) => void helpers.setValue(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
        label={label}
      />
      {(error || helperText) && <FormHelperText id={describedBy}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
