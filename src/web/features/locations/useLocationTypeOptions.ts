import { LOCATION_TYPE_LABELS } from '@/shared/enumLabels';
import { enumValues, LocationType } from '@/shared/enums';
import type { SelectOption } from '@/web/components/form/SelectField';
import { useLanguage } from '@/web/i18n/useT';

/** The location types of SPEC §3.2 (2 acquired, 3 leased) as select options in the interface language. */
export function useLocationTypeOptions(): SelectOption<number>[] {
  const language = useLanguage();
  return enumValues(LocationType).map((value) => ({ value, label: LOCATION_TYPE_LABELS[value as LocationType][language] }));
}
