import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LIMITS } from '@/shared/limits';
import { PasswordVisibilityToggle } from './form/PasswordVisibilityToggle';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & { maxLength?: number };

/**
 * A password input with a show/hide toggle (SPEC §5), on MUI's TextField for the forms that use it
 * (the login page has its light twin, form/LightPasswordField, with the same toggle).
 */
export function PasswordField({ maxLength = LIMITS.passwordMaxLength, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  // The <label> also holds the required mark; naming the input with the bare label keeps lookups by
  // label text (assistive tools, browser tests) exact. The accessible name does not change.
  const ariaLabel = typeof props.label === 'string' ? props.label : undefined;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { maxLength, autoCapitalize: 'off', spellCheck: false, 'aria-label': ariaLabel },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <PasswordVisibilityToggle visible={visible} onToggle={() => setVisible((v) => !v)} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
