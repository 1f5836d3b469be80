import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LIMITS } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & { maxLength?: number };

/**
 * A password input with a show/hide toggle (SPEC §5). The toggle keeps one label and states whether
 * it is on with aria-pressed, so a screen reader hears "Mostrar palavra-passe, pressed".
 */
export function PasswordField({ maxLength = LIMITS.passwordMaxLength, ...props }: PasswordFieldProps) {
  const t = useT();
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
              <IconButton
                aria-label={t('password.show')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
