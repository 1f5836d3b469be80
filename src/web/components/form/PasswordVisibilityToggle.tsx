import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LightIconButton } from '@/web/components/LightIconButton';
import { useT } from '@/web/i18n/useT';

/**
 * The show/hide button of every password field (SPEC §5): one label, its state told by aria-pressed,
 * so a screen reader hears "Mostrar palavra-passe, pressed". A mouse press keeps focus in the field.
 */
export function PasswordVisibilityToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <LightIconButton aria-label={t('password.show')} aria-pressed={visible} onClick={onToggle} onMouseDown={(e) => e.preventDefault()} edge="end" size="small">
      {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </LightIconButton>
  );
}
