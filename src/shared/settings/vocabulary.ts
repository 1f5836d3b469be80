/**
 * The enumerations, labels and keys of the settings area (SPEC §2.9). No schema library here: the
 * SPA imports these values without pulling TypeBox into its chunks; the schemas of the calls
 * (…Contract.ts) build on them.
 */
import type { CatalogueEntry } from '../errors';
import LABELS from '../labels.json';
import { LIMITS } from '../limits';
import { labelTable } from '../labelTable';

/** Largest page a list answers. */
export const SETTINGS_MAX_PAGE_SIZE = LIMITS.maxPageSize;

export const PROFILE_SORT_KEYS = ['Name', 'UsersCount'] as const;
export const USER_SORT_KEYS = ['Username', 'DisplayName', 'Email', 'Status'] as const;

// ---------------------------------------------------------------- economic activities (CAE Rev.3)

export const ECONOMIC_ACTIVITY_LEVELS = ['section', 'division', 'group', 'class', 'subclass'] as const;
export type EconomicActivityLevel = (typeof ECONOMIC_ACTIVITY_LEVELS)[number];

export const ECONOMIC_ACTIVITY_LEVEL_LABELS = labelTable<EconomicActivityLevel>(LABELS.economicActivityLevel);

export const ECONOMIC_ACTIVITY_SORT_KEYS = ['Code', 'Designation', 'Level'] as const;

// ---------------------------------------------------------------- legislations

export const LEGISLATION_TYPES = ['decretoLegislativoRegional', 'decretoRegulamentarRegional', 'portaria', 'despacho', 'resolucao', 'lei', 'decretoLei'] as const;
export type LegislationType = (typeof LEGISLATION_TYPES)[number];

export const LEGISLATION_TYPE_LABELS = labelTable<LegislationType>(LABELS.legislationType);

export const LEGISLATION_SORT_KEYS = ['Date', 'Type', 'Number', 'Title'] as const;

// ---------------------------------------------------------------- refusal types

export const REFUSAL_TYPE_SORT_KEYS = ['Code', 'Designation'] as const;
export const REFUSAL_TYPE_LABEL: CatalogueEntry = { pt: 'Tipo de recusa', en: 'Refusal type' };

// ---------------------------------------------------------------- parameters

export const PARAMETER_TYPES = ['text', 'number', 'boolean', 'date'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export const PARAMETER_TYPE_LABELS = labelTable<ParameterType>(LABELS.parameterType);

/** Parameter keys the product reads. */
export const PARAMETER_KEYS = {
  organicMinimumDate: 'organic.minimumDate',
  contactMailbox: 'contact.mailbox',
  searchHistorySize: 'search.historySize',
  notificationsRetentionDays: 'notifications.retentionDays',
} as const;

export const PARAMETER_SORT_KEYS = ['Key', 'Type'] as const;

// ---------------------------------------------------------------- rich-text templates, group management

export const RICH_TEXT_TEMPLATE_LABEL: CatalogueEntry = { pt: 'Modelo de texto', en: 'Text template' };

export const GROUP_SORT_KEYS = ['Code', 'Name', 'GroupKind'] as const;
