import { useMemo } from 'react';
import { LEGISLATION_TYPE_LABELS, type LegislationType } from '@/shared/settings/vocabulary';
import type { LegislationOption } from '@/shared/records/contract';
import type { SelectOption } from '@/web/components/form/SelectField';
import { formatDate } from '@/web/components/form/masks';
import { useGetLegislationsQuery } from '@/web/features/records/recordsApi';
import { useLanguage } from '@/web/i18n/useT';

/** A legislation as forms and details name it: 'Decreto Legislativo Regional 5/2020/A, 12/03/2020 — Título'. */
export function legislationLabel(l: LegislationOption, language: 'pt' | 'en'): string {
  const type = LEGISLATION_TYPE_LABELS[l.type as LegislationType]?.[language] ?? l.type;
  return `${[type, l.number].filter(Boolean).join(' ')}, ${formatDate(l.date)} — ${l.title}`;
}

/** The settings' active legislations (GET /reference/legislations) as select options. */
export function useLegislationOptions(): { options: SelectOption<number>[]; labelOf: (id: number) => string; isLoading: boolean } {
  const language = useLanguage();
  const { data = [], isLoading } = useGetLegislationsQuery();
  return useMemo(() => {
    const options = data.map((l) => ({ value: l.id, label: legislationLabel(l, language) }));
    const labelOf = (id: number) => options.find((o) => o.value === id)?.label ?? `#${id}`;
    return { options, labelOf, isLoading };
  }, [data, language, isLoading]);
}
