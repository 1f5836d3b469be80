/**
 * Where a CAE Rev.3 code sits in the hierarchy: section (a letter A–U), division (2 digits, under a
 * section), group (3), class (4) and subclass (5 digits), each under the code without its last digit.
 * A division's section cannot be read from its digits, so it is given.
 */
import type { EconomicActivityLevel } from '@/shared/settings';
import { CAE_SECTION_PATTERN } from '@/shared/settingsFieldRules';

export interface CaePlacement {
  level: EconomicActivityLevel;
  parentCode: string | null;
}

export const SECTION_PATTERN = CAE_SECTION_PATTERN;

const BY_DIGITS: Readonly<Record<number, EconomicActivityLevel>> = { 3: 'group', 4: 'class', 5: 'subclass' };

export const PARENT_LEVEL: Readonly<Record<EconomicActivityLevel, EconomicActivityLevel | null>> = {
  section: null,
  division: 'section',
  group: 'division',
  class: 'group',
  subclass: 'class',
};

/** null when the code fits no level (or a division comes without a valid section). */
export function placeCaeCode(code: string, sectionCode?: string): CaePlacement | null {
  if (SECTION_PATTERN.test(code)) return { level: 'section', parentCode: null };
  if (!/^\d{2,5}$/.test(code)) return null;
  if (code.length === 2) return sectionCode !== undefined && SECTION_PATTERN.test(sectionCode) ? { level: 'division', parentCode: sectionCode } : null;
  const level = BY_DIGITS[code.length];
  return level ? { level, parentCode: code.slice(0, -1) } : null;
}
