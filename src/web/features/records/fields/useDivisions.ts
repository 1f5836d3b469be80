import { useMemo } from 'react';
import { DivisionType } from '@/shared/enums';
import type { DivisionOption } from '@/shared/records/contract';
import { useGetDivisionsQuery } from '../recordsApi';

export interface DivisionChoice extends DivisionOption {
  /** 'Lagoa (Santa Cruz) · Lagoa · São Miguel': the name with the places above it. */
  label: string;
}

/** The Azores divisions with readable labels, and a lookup by id. */
export function useDivisions(): { choices: DivisionChoice[]; labelOf: (id: number) => string; isLoading: boolean } {
  const { data = [], isLoading } = useGetDivisionsQuery();
  return useMemo(() => {
    const byId = new Map(data.map((d) => [d.id, d]));
    const path = (d: DivisionOption): string[] => {
      const parent = d.parentId === null ? undefined : byId.get(d.parentId);
      return parent ? [d.name, ...path(parent)] : [d.name];
    };
    const choices = data.filter((d) => d.type !== DivisionType.NotApplicable).map((d) => ({ ...d, label: path(d).join(' · ') }));
    const labels = new Map(choices.map((c) => [c.id, c.label]));
    return { choices, labelOf: (id: number) => labels.get(id) ?? String(id), isLoading };
  }, [data, isLoading]);
}
