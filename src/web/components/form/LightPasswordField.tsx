import { useState } from 'react';
import { LIMITS } from '@/shared/limits';
import { EndAdornment } from './LightOutlinedField';
import { LightTextField, type LightTextFieldProps } from './LightTextField';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle';

type LightPasswordFieldProps = Omit<LightTextFieldProps, 'type' | 'htmlInput' | 'endAdornment'> & { maxLength?: number };

/**
 * components/PasswordField on LightTextField, for the login page's first load: the same input, named by
 * its bare label, and the same show/hide toggle.
 */
export function LightPasswordField({ maxLength = LIMITS.passwordMaxLength, ...props }: LightPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LightTextField
      {...props}
      type={visible ? 'text' : 'password'}
      htmlInput={{ maxLength, autoCapitalize: 'off', spellCheck: false, 'aria-label': props.label }}
      endAdornment={
        <EndAdornment>
          <PasswordVisibilityToggle visible={visible} onToggle={() => setVisible((v) => !v)} />
        </EndAdornment>
      }
    />
  );
}
