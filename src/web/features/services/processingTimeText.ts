import type { Language } from '@/shared/errors';
import { PROCESSING_TIME_UNIT_LABELS } from '@/shared/enumLabels';
import type { ProcessingTimeUnit } from '@/shared/enums';

/** The singular of each unit (the shared labels are plural: 'Dias', 'Days'). */
const SINGULAR: Readonly<Record<ProcessingTimeUnit, { pt: string; en: string }>> = {
  years: { pt: 'ano', en: 'year' },
  months: { pt: 'mês', en: 'month' },
  weeks: { pt: 'semana', en: 'week' },
  days: { pt: 'dia', en: 'day' },
  hours: { pt: 'hora', en: 'hour' },
  minutes: { pt: 'minuto', en: 'minute' },
  seconds: { pt: 'segundo', en: 'second' },
};

/** A duration in words: '5 dias', '1 mês' ('' when either part is missing). */
export function durationText(value: number | null | undefined, unit: ProcessingTimeUnit | null | undefined, language: Language): string {
  if (value === null || value === undefined || !unit) return '';
  const word = value === 1 ? SINGULAR[unit][language] : PROCESSING_TIME_UNIT_LABELS[unit][language].toLocaleLowerCase(language);
  return `${value} ${word}`;
}
