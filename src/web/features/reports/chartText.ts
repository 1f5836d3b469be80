/**
 * The texts a report's chart draws besides its figures (issue 29 §16, §17): a pie's legend entries carry
 * each share's count and percentage (the slices alone say nothing of the values), and a bar chart's axis
 * labels are cut to what a phone leaves them (the whole label stays in the tooltip and the hidden table).
 */
import type { Language } from '@/shared/errors';
import { formatCount } from '@/web/components/DataTable/footerText';

const PERCENT_LOCALES: Readonly<Record<Language, string>> = { pt: 'pt-PT', en: 'en-GB' };

/** 'Lisboa: 12 (40 %)' — the label, its count and its share of `total` (no share when the total is 0). */
export function pieLegendLabel(label: string, value: number, total: number, language: Language): string {
  const count = formatCount(language, value);
  if (total <= 0) return `${label}: ${count}`;
  const share = new Intl.NumberFormat(PERCENT_LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(value / total);
  return `${label}: ${count} (${share})`;
}

/** `label` within `maxChars` characters, cut at the end with '…' when longer. */
export function cutLabel(label: string, maxChars: number): string {
  const chars = Array.from(label);
  return chars.length <= maxChars ? label : `${chars.slice(0, Math.max(1, maxChars - 1)).join('').trimEnd()}…`;
}
