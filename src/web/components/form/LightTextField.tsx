import type { ChangeEventHandler, FocusEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import { LightOutlinedField } from './LightOutlinedField';

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
 * The outlined TextField of the theme (small, full width) for the first screens, on LightOutlinedField:
 * MUI's TextField imports Select (Menu, Popover, Modal), and its parts InputBase with TextareaAutosize,
 * all of it for a plain text input. The label, helper text and their wiring are TextField's.
 */
export function LightTextField({ id, label, helperText, required, error, htmlInput, endAdornment, onBlur, type = 'text', ...input }: LightTextFieldProps) {
  return (
    <LightOutlinedField id={id} label={label} filled={input.value !== ''} error={error} required={required} helperText={helperText} endAdornment={endAdornment}>
      {(control) => (
        <input
          {...htmlInput}
          {...input}
          {...control}
          type={type}
          className="MuiInputBase-input MuiOutlinedInput-input"
          onBlur={(event) => {
            control.onBlur();
            onBlur?.(event);
          }}
        />
      )}
    </LightOutlinedField>
  );
}
