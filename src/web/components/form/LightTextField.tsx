import type { ChangeEventHandler, FocusEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LightTextFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  type?: string;
  /** The <input>'s own attributes (TextField's slotProps.htmlInput). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  endAdornment?: ReactNode;
}

/**
 * The outlined TextField of the theme (small, full width) built from its parts, for the first screens:
 * MUI's TextField imports Select, and with it Menu, Popover and Modal, about 15 KB gzip that a text
 * input never uses. The DOM, classes, label and helper-text wiring are TextField's own.
 */
export function LightTextField({ id, label, helperText, required, error, htmlInput, endAdornment, ...input }: LightTextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" size="small" fullWidth required={required} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} fullWidth label={label} aria-describedby={helperTextId} inputProps={htmlInput} endAdornment={endAdornment} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
