import { PROCESSING_TIME_UNIT_LABELS } from '@/shared/enumLabels';
import { PROCESSING_TIME_UNITS } from '@/shared/enums';
import type { SelectOption } from '@/web/components/form/SelectField';
import { useLanguage } from '@/web/i18n/useT';

/** The processing time units (SPEC §3.2) as select options in the interface language. */
export function useUnitOptions(): SelectOption<string>[] {
  const language = useLanguage();
  return PROCESSING_TIME_UNITS.map((u) => ({ value: u, label: PROCESSING_TIME_UNIT_LABELS[u][language] }));
}
