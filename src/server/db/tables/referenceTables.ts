/** The reference lists staff pick from: lookups, Azores divisions, CAE, reference items, legislation, refusal types, and the seed's own progress. Columns as in SQL (../schema.ts says why). */
import type { ColumnType, Generated } from 'kysely';
import type { WithDefault, Timestamp } from './columnTypes';

export interface LookupTable {
  /** Which enumeration: 'objectKind', 'recordState', … (see db/seed/lookups.ts). */
  kind: string;
  code: number;
  /** The member's name in code (e.g. 'Published'), stable across label changes. */
  value: string;
  label_pt: string;
  label_en: string;
}

export interface DivisionTable {
  id: Generated<number>;
  /** DivisionType. */
  type: number;
  /** DICOFRE code: 2 digits island (district), 4 municipality, 6 parish. */
  code: string;
  name: string;
  parent_id: number | null;
}

export type EconomicActivityLevel = 'section' | 'division' | 'group' | 'class' | 'subclass';

export interface EconomicActivityTable {
  id: Generated<number>;
  level: EconomicActivityLevel;
  code: string;
  parent_code: string | null;
  designation: string;
}

/** A multi-language reference list item (entity types, relation types, channel types, …). */
export interface ReferenceItemTable {
  id: Generated<number>;
  category: string;
  label_pt: string;
  label_en: WithDefault<string>;
  active: WithDefault<boolean>;
  sort_order: WithDefault<number>;
  data: WithDefault<Record<string, unknown>>;
}

export interface LegislationTable {
  id: Generated<number>;
  /** LegislationType of src/shared/settings/vocabulary.ts. */
  type: string;
  number: string;
  date: ColumnType<string, string, string>;
  title: string;
  journal_url: WithDefault<string>;
  active: WithDefault<boolean>;
}

export interface RefusalTypeTable {
  id: Generated<number>;
  code: string;
  designation_pt: string;
  designation_en: WithDefault<string>;
  active: WithDefault<boolean>;
}

export interface SeedStepTable {
  step: string;
  ran_at: Timestamp;
}
