import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { WEEKDAYS, weekdayName, type Weekday } from '@/shared/records/openingHours';
import type { MessageKey } from '@/web/i18n/pt';
import { useLanguage, useT } from '@/web/i18n/useT';

interface Props {
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  /** Names the group ('Dias do horário 1'). */
  label: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The days of a weekly row as seven toggle buttons (Seg … Dom): each one a button with aria-pressed and
 * the full day name, reached by Tab and switched by Space or Enter.
 */
export function WeekdayToggles({ value, onChange, label, invalid, describedBy }: Props) {
  const t = useT();
  const language = useLanguage();
  return (
    <ToggleButtonGroup
      value={[...value]}
      onChange={(_e, next: Weekday[]) => onChange([...next].sort((a, b) => a - b))}
      aria-label={label}
      aria-describedby={describedBy}
      size="small"
      color={invalid ? 'error' : 'primary'}
      sx={{ flexWrap: 'wrap' }}
    >
      {WEEKDAYS.map((day) => (
        <ToggleButton key={day} value={day} aria-label={t(`hours.day.${day}` as MessageKey)} sx={{ minWidth: 44, px: 1, textTransform: 'none' }}>
          {weekdayName(day, language)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
