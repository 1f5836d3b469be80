/**
 * The seven reports of SPEC §2.10 (issue 11): their names, filters, columns and calls, shared by the
 * SPA and the server. One mechanism runs every report: a report is a declaration of its columns and
 * its chart; the server's query for it is the only thing a report adds. Column titles live here so
 * the table on screen and the exported files' headers are the same words.
 */
import type { Language } from './errors';

export const REPORT_NAMES = [
  'servicesPerEntity',
  'onlineServices',
  'entityContacts',
  'subEntityTotals',
  'organicTree',
  'supervisedServices',
  'pointsOfCareWithServices',
  'brokenLinks',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export function isReportName(value: string): value is ReportName {
  return (REPORT_NAMES as readonly string[]).includes(value);
}

/** Every report's filters: an entity's subtree (none: everything the user's profiles may see) and the day read (yyyy-MM-dd, a day in the Azores). */
export interface ReportFilters {
  organizationId: number | null;
  date: string;
}

export type ReportCellType = 'text' | 'integer' | 'boolean' | 'date' | 'url';
export type ReportCell = string | number | boolean | null;

export interface ReportColumn {
  key: string;
  type: ReportCellType;
  /** Width in characters, for the xlsx column and as a hint on screen. */
  width: number;
  title: Readonly<Record<Language, string>>;
  /** On screen, the cell links to the record of its row (ReportPage.recordPaths); the files keep the text. */
  linksToRecord?: true;
}

/** A chart of the whole result (never only the page shown): bars per label, or a share (pie). */
export interface ReportChart {
  type: 'bar' | 'pie';
  labels: string[];
  series: { key: string; values: number[] }[];
}

export interface ReportRequest {
  filters: ReportFilters;
  /** 1-based. */
  pageNumber: number;
  pageSize: number;
}

export interface ReportPage {
  /** Cells in the order of the report's columns. */
  rows: ReportCell[][];
  total: number;
  pageNumber: number;
  pageCount: number;
  chart: ReportChart | null;
  /** Per row of `rows`, the SPA path of the record it lists (a column with linksToRecord links to it); absent when the report has none. */
  recordPaths?: (string | null)[];
}

export type ReportExportFormat = 'xlsx' | 'csv';

export interface ReportExportRequest {
  filters: ReportFilters;
  format: ReportExportFormat;
}

export const REPORT_PATHS = {
  /** POST ReportRequest → ReportPage. */
  run: (report: ReportName) => `/reports/${report}`,
  /**
   * POST ReportExportRequest → the file (Content-Disposition attachment; the texts in the request's language). A refusal
   * answers the JSON envelope instead (HTTP 200 for business refusals, 400 for schema errors): tell them apart by the
   * response's content type (application/json).
   */
  export: (report: ReportName) => `/reports/${report}/export`,
} as const;

export const REPORT_LIMITS = {
  pageSizeMax: 100,
  /** The most rows one export writes; beyond it the request is refused rather than cut silently. */
  exportRowsMax: 100_000,
} as const;

/** A CSV field starting with one of these is evaluated by a spreadsheet that opens the file (OWASP, CSV injection). */
export const FORMULA_PREFIXES = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * A field that starts with + or - but holds only digits, spaces, commas, dots, slashes, parentheses and
 * more signs: a phone number (`+351 295 204 000`, several joined with ', '), a longitude (`-25.6756`), a
 * lone dash. A spreadsheet may compute it, but what harms — a function (HYPERLINK, WEBSERVICE), a
 * reference to another cell or file, a DDE call (`cmd|…`) — needs a letter, a quote, `!`, `|`, `:`, `=`
 * or `@`, none of which it holds: it is kept as typed.
 */
const INERT_SIGNED = /^[+-][\d \u00a0+\-().,/]*$/;

/**
 * Whether a CSV export must guard `text` (an apostrophe in front, so no spreadsheet runs it): it starts with
 * =, @, a tab or a carriage return, or with + or - and is not INERT_SIGNED. An xlsx needs no guard: its text
 * cells are strings, never formulas (reportFiles.ts).
 */
export function evaluatedAsFormula(text: string): boolean {
  return FORMULA_PREFIXES.some((prefix) => text.startsWith(prefix)) && !INERT_SIGNED.test(text);
}

const col = (key: string, type: ReportCellType, width: number, pt: string, en: string): ReportColumn => ({ key, type, width, title: { pt, en } });

const ENTITY_CODE = col('entityCode', 'text', 14, 'Código da entidade', 'Entity code');
const ENTITY_NAME = col('entityName', 'text', 48, 'Entidade', 'Entity');
const ENTITY_ABBREVIATION = col('abbreviation', 'text', 14, 'Sigla', 'Abbreviation');
const SERVICE_CODE = col('serviceCode', 'text', 14, 'Código do serviço', 'Service code');
const SERVICE_NAME = col('serviceName', 'text', 48, 'Serviço', 'Service');

/** Each report's title and columns, in the order of their cells. */
export const REPORTS: Readonly<
  Record<
    ReportName,
    {
      title: Readonly<Record<Language, string>>;
      columns: readonly ReportColumn[];
      /** False when the report does not read the day (the SPA then hides the date filter): it shows the latest state. */
      usesDate?: false;
    }
  >
> = {
  servicesPerEntity: {
    title: { pt: 'Serviços por entidade', en: 'Services per entity' },
    columns: [ENTITY_CODE, ENTITY_NAME, col('serviceCount', 'integer', 12, 'Serviços', 'Services'), col('onlineCount', 'integer', 12, 'Serviços online', 'Online services')],
  },
  onlineServices: {
    title: { pt: 'Serviços online', en: 'Online services' },
    columns: [
      SERVICE_CODE,
      SERVICE_NAME,
      ENTITY_NAME,
      col('online', 'boolean', 10, 'Online', 'Online'),
      col('virtualUrl', 'url', 40, 'Endereço do serviço online', 'Online service address'),
      col('portalUrl', 'url', 40, 'Endereço no portal', 'Portal address'),
    ],
  },
  entityContacts: {
    title: { pt: 'Listagem de moradas e contactos das entidades', en: 'Address and contact listing of entities' },
    columns: [
      ENTITY_CODE,
      ENTITY_NAME,
      ENTITY_ABBREVIATION,
      col('address', 'text', 40, 'Morada', 'Address'),
      col('zipCode', 'text', 10, 'Código postal', 'Zip code'),
      col('phone', 'text', 16, 'Telefone', 'Phone'),
      col('email', 'text', 30, 'Email', 'Email'),
      col('website', 'url', 30, 'Sítio na internet', 'Website'),
    ],
  },
  subEntityTotals: {
    title: { pt: 'Total de subentidades', en: 'Total sub-entities' },
    columns: [
      ENTITY_CODE,
      ENTITY_NAME,
      col('directCount', 'integer', 14, 'Subentidades diretas', 'Direct sub-entities'),
      col('totalCount', 'integer', 14, 'Total de subentidades', 'All sub-entities'),
    ],
  },
  organicTree: {
    title: { pt: 'Relatório da árvore orgânica', en: 'Organic tree report' },
    columns: [
      col('level', 'integer', 8, 'Nível', 'Level'),
      ENTITY_CODE,
      ENTITY_NAME,
      ENTITY_ABBREVIATION,
      col('parentCode', 'text', 14, 'Código da entidade superior', 'Parent entity code'),
      col('publishedAt', 'date', 12, 'Publicada em', 'Published on'),
    ],
  },
  supervisedServices: {
    title: { pt: 'Serviços tutelados por uma entidade', en: 'Services supervised by an entity' },
    // The supervising entity first (the nearest entity from the service's owner up that may manage services, or the filter entity): without it a row could not say which supervision it lists.
    columns: [
      col('supervisorCode', 'text', 14, 'Código da entidade tutelar', 'Supervising entity code'),
      col('supervisorName', 'text', 40, 'Entidade tutelar', 'Supervising entity'),
      SERVICE_CODE,
      SERVICE_NAME,
      ENTITY_CODE,
      ENTITY_NAME,
      col('publishedAt', 'date', 12, 'Publicado em', 'Published on'),
    ],
  },
  pointsOfCareWithServices: {
    title: { pt: 'Pontos de atendimento com serviços', en: 'Points of care with services' },
    columns: [
      col('pointOfCareCode', 'text', 14, 'Código do ponto de atendimento', 'Point of care code'),
      col('pointOfCareName', 'text', 40, 'Ponto de atendimento', 'Point of care'),
      col('hostName', 'text', 40, 'Entidade anfitriã', 'Host entity'),
      SERVICE_CODE,
      SERVICE_NAME,
    ],
  },
  brokenLinks: {
    title: { pt: 'Ligações quebradas', en: 'Broken links' },
    // The latest check, not a day: the date filter does not apply (docs/decisions.md, "Broken-link report").
    usesDate: false,
    columns: [
      col('kind', 'text', 18, 'Tipo de registo', 'Record type'),
      col('recordCode', 'text', 14, 'Código', 'Code'),
      { ...col('recordName', 'text', 40, 'Registo', 'Record'), linksToRecord: true },
      col('field', 'text', 30, 'Campo', 'Field'),
      col('url', 'url', 48, 'Endereço', 'Address'),
      col('status', 'text', 30, 'Estado', 'Status'),
      col('checkedAt', 'text', 18, 'Última verificação', 'Last checked'),
    ],
  },
};
