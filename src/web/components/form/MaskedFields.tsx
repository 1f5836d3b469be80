import { isValidEmail, isValidNipc, isValidZipCode, validationMessage } from '@/shared/validation';
import { useLanguage } from '@/web/i18n/useT';
import { applyMask, ZIP_CODE_MASK } from './masks';
import { TextInput, type TextInputProps } from './TextInput';

type FieldProps = Omit<TextInputProps, 'transform' | 'validate' | 'maxLength' | 'type' | 'counter'>;

/** Postal code with the mask ####-### (SPEC §5); 'Código postal inválido' when incomplete. */
export function PostalCodeField(props: FieldProps) {
  const language = useLanguage();
  return (
    <TextInput
      {...props}
      maxLength={ZIP_CODE_MASK.length}
      // A masked value has its own length: a counter would only show when it is complete.
      counter="over"
      transform={(text) => applyMask(text, ZIP_CODE_MASK)}
      validate={(v: unknown) => (typeof v === 'string' && v !== '' && !isValidZipCode(v) ? validationMessage('zipCode', language) : undefined)}
      placeholder="0000-000"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** Email: no spaces, one at-sign and a dot after it (SPEC §5), else 'Email inválido'. */
export function EmailField(props: FieldProps) {
  const language = useLanguage();
  return (
    <TextInput
      {...props}
      type="email"
      validate={(v: unknown) => (typeof v === 'string' && v !== '' && !isValidEmail(v) ? validationMessage('email', language) : undefined)}
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'off', spellCheck: false } }}
    />
  );
}

/** NIPC: nine digits with the Portuguese check digit, else 'NIPC inválido'. */
export function NipcField(props: FieldProps) {
  const language = useLanguage();
  return (
    <TextInput
      {...props}
      maxLength={9}
      counter="over"
      transform={(text) => text.replace(/\D/g, '')}
      validate={(v: unknown) => (typeof v === 'string' && v !== '' && !isValidNipc(v) ? validationMessage('nipc', language) : undefined)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
