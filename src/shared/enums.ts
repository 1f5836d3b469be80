/** Enumerations of SPEC §3.2. Numeric values are the ones the spec fixes. */

// Declared beside its names (objectKinds.ts): the home page's first load takes it without the others.
export { ObjectKind } from './objectKinds';

export enum GroupKind {
  NotApplicable = 1,
  Folder = 2,
  RegionalPublicAdministration = 3,
  LocalAuthorities = 4,
  LegislativeAssembly = 5,
  RegionalPublicBusinessSector = 6,
}

export enum LocationType {
  Acquired = 2,
  Leased = 3,
}

export enum DivisionType {
  NotApplicable = 1,
  Island = 2,
  County = 3,
  Parish = 4,
}

export enum UserStatus {
  Active = 1,
  Blocked = 2,
  Deleted = 3,
  Inactive = 4,
}

export enum ImportType {
  Entity = 1,
  Service = 2,
  ServicePoint = 3,
  Heritage = 4,
  ServicePointServiceAssociation = 5,
}

export enum EventType {
  Life = 1,
  Business = 2,
}

export enum ProcessingTimeType {
  Simplified = 1,
  Advanced = 2,
}

export const PROCESSING_TIME_UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
export type ProcessingTimeUnit = (typeof PROCESSING_TIME_UNITS)[number];

/** File extensions the catalogue accepts as attachments (SPEC §3.2). */
export const ALLOWED_FILE_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'jpeg', 'png', 'svg'] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

/** Mime types a file upload accepts by default (SPEC §5: .xls, .xlsx, .doc, .docx, .pdf, .jpeg, .svg). */
export const DEFAULT_UPLOAD_MIME_TYPES: Readonly<Record<string, string>> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** Numeric enums compile to objects with reverse mappings; this lists only the numeric members. */
export function enumValues<E extends Record<string, string | number>>(e: E): number[] {
  return Object.values(e).filter((v): v is number => typeof v === 'number');
}
