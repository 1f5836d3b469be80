import { TextInput } from '@/web/components/form/TextInput';
import { applyMask } from '@/web/components/form/masks';

const TIME_MASK = '##:##';

/**
 * A time of day typed as HH:mm (24 h) through a mask: a text input rather than the browser's time
 * picker, whose display follows the browser's locale (12 h in some) and which screen readers and tests
 * drive unevenly. The shared schema checks the value.
 */
export function TimeInput({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  return (
    <TextInput
      name={name}
      label={label}
      disabled={disabled}
      required
      maxLength={TIME_MASK.length}
      transform={(text) => applyMask(text, TIME_MASK)}
      placeholder="HH:mm"
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
