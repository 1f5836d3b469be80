import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LIMITS } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';
import { EndAdornment } from './LightOutlinedField';
import { LightTextField, type LightTextFieldProps } from './LightTextField';
import { LightIconButton } from '@/web/components/LightIconButton';

type LightPasswordFieldProps = Omit<LightTextFieldProps, 'type' | 'htmlInput' | 'endAdornment'> & { maxLength?: number };

/**
 * components/PasswordField on LightTextField, for the login page's first load: the same input, named by
 * its bare label, and the same show/hide toggle whose state is told by aria-pressed (SPEC §5).
 */
export function LightPasswordField({ maxLength = LIMITS.passwordMaxLength, ...props }: LightPasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <EndAdornment>
      <LightIconButton
        aria-label={t('password.show')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        onMouseDown={(e) => e.preventDefault()}
        edge="end"
        size="small"
      >
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </LightIconButton>
    </EndAdornment>
  );
  return (
    <LightTextField
      {...props}
      type={visible ? 'text' : 'password'}
      htmlInput={{ maxLength, autoCapitalize: 'off', spellCheck: false, 'aria-label': props.label }}
      endAdornment={toggle}
    />
  );
}
