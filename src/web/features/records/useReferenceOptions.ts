import { useMemo } from 'react';
import type { ReferenceCategory } from '@/shared/referenceLists';
import type { SelectOption } from '@/web/components/form/SelectField';
import { useLanguage } from '@/web/i18n/useT';
import { useGetReferenceListQuery } from './recordsApi';

/** A reference list (GET /reference/{category}) as select options in the interface language (English falls back to Portuguese). */
export function useReferenceOptions(category: ReferenceCategory): { options: SelectOption<number>[]; labelOf: (id: number | null | undefined) => string; isLoading: boolean } {
  const language = useLanguage();
  const { data = [], isLoading } = useGetReferenceListQuery(category);
  return useMemo(() => {
    const options = data.map((item) => ({ value: item.id, label: (language === 'en' && item.labelEn) || item.labelPt }));
    const labelOf = (id: number | null | undefined) => (id === null || id === undefined ? '' : (options.find((o) => o.value === id)?.label ?? String(id)));
    return { options, labelOf, isLoading };
  }, [data, language, isLoading]);
}
