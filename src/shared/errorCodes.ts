/**
 * The codes of the error catalogue (SPEC §8), apart from its texts (errors.ts): the SPA's first load
 * needs the codes, and the texts only once a call fails.
 */

export interface CatalogueEntry {
  readonly pt: string;
  readonly en: string;
}

export const ErrorCode = {
  Ok: 0,
  Unexpected: -1,
  InvalidRequest: -2,
  InvalidRequestAttempt: -3,
  Unauthorized: -4,
  TooManyAttempts: -5, // (ours)
  StartDateRequired: -10, // (ours)
  EndDateNotAfterStart: -11, // (ours)
  StartBeforeParentStart: -12, // (ours)
  ParentNotPublished: -13, // (ours)
  ConcurrentChange: -14, // (ours)
  InvalidUserOrPassword: -30,
  CouldNotCloseSession: -31,
  CaptchaFailed: -32,
  SessionInvalid: -33,
  RegionalSignInUnavailable: -34, // (ours, issue 13)
  UserNotActive: -41,
  UserDoesNotExist: -42,
  UserAlreadyExists: -43,
  UserBlocked: -45,
  UserDeleted: -46,
  InvalidPassword: -47,
  // -48 ("not a GRA user") is retired: the regional sign-in refuses every person with -4 (issue 28); not to be reused.
  RegionalSignInFailed: -49, // (ours, issue 13)
  ProfileNotFound: -60,
  ProfileAlreadyExists: -61,
  ProfileInUse: -63,
  EntityNotFound: -100,
  EntityStateInvalid: -101,
  EntityInvalid: -102,
  EntityEditDraft: -103,
  EntityDuplicate: -106,
  EntityActiveSubEntities: -107,
  EntityActiveServices: -108,
  EntityActivePointsOfCare: -109,
  EntityTypeNotFound: -110,
  EntityTypeInUse: -111, // (ours)
  LocationNotFound: -200,
  LocationStateInvalid: -201,
  LocationInvalid: -202,
  LocationEditDraft: -203,
  LocationDuplicate: -205,
  PointOfCareNotFound: -220,
  PointOfCareStateInvalid: -221,
  PointOfCareInvalid: -222,
  PointOfCareEditDraft: -223,
  PointOfCareDuplicate: -225,
  /**
   * The same code as PointOfCareDuplicate, by the catalogue (SPEC §8: -225 "service already provided by
   * the point of care"): a refusal answered without `data.similar`, where the duplicate-name warning
   * always carries it. The SPA tells them apart by that data (docs/decisions.md).
   */
  ServiceAlreadyProvided: -225,
  DocumentNotFound: -250,
  DocumentStateInvalid: -251,
  DocumentInvalid: -252,
  DocumentCopyNotAllowed: -253,
  DocumentEditDraft: -254,
  DocumentDuplicate: -255,
  DocumentTypeNotFound: -256, // (ours)
  DocumentAttachmentUnknown: -259, // (ours)
  DocumentAttachmentRefused: -260, // (ours)
  ServiceNotFound: -300,
  ServiceStateInvalid: -301,
  ServiceInvalid: -302,
  ServiceEditDraft: -303,
  ServiceDuplicate: -305,
  NotificationNotFound: -380,
  InvalidExtinctionDate: -420,
  ParameterNotFound: -490,
  ParameterAlreadyExists: -491, // (ours)
  ParameterInUse: -492, // (ours)
  NoPermission: -500,
  ImportNotFound: -600, // (ours, issue 12 §3)
  ImportFileTooLarge: -601, // (ours)
  ImportFileType: -602, // (ours)
  ImportFileEmpty: -603, // (ours)
  ImportHeadersInvalid: -604, // (ours)
  ImportTooManyRows: -605, // (ours)
  ImportStateInvalid: -606, // (ours)
  ImportHasErrors: -607, // (ours)
  ImportFileUnreadable: -608, // (ours)
  ImportCellTooLong: -609, // (ours, issue 28 §5)
  ImportContentTooLarge: -610, // (ours)
  ImportBusy: -611, // (ours)
  ScheduleTimeInvalid: -700, // (ours, issue 14 §1)
  ScheduleTooSoon: -701, // (ours)
  ScheduleTooFar: -702, // (ours)
  ScheduleNotFound: -703, // (ours)
  ScheduleChanged: -704, // (ours)
  ScheduleUserUnavailable: -705, // (ours)
  CompareSameVersion: -710, // (ours, issue 14 §2)
  OpenDataKindNotExposed: -720, // (ours, issue 14 §3)
  OpenDataItemNotFound: -721, // (ours)
  OpenDataKeyInvalid: -722, // (ours)
  OpenDataRateLimited: -723, // (ours)
  OpenDataPageInvalid: -724, // (ours)
  OpenDataKeyNotFound: -725, // (ours)
  OpenDataKeyNameTaken: -726, // (ours)
  OpenDataTooManyKeys: -727, // (ours)
  LinkCheckRunning: -730, // (ours, issue 14 §4)
  BulkJobNotFound: -740, // (ours, issue 30 §1)
  BulkTooManyRecords: -741, // (ours)
  UndoUnavailable: -750, // (ours, issue 30 §4)
  UndoRecordChanged: -751, // (ours)
  SavedSearchNameTaken: -760, // (ours, issue 30 §3)
  SavedSearchNotFound: -761, // (ours)
  SavedSearchesTooMany: -762, // (ours)
  AuditExportTooLarge: -790, // (ours, issue 31 §4)
  ServiceUnavailable: -800, // (ours, issue 33 §1, §3: not ready, or shutting down)
  DatabaseUnavailable: -801, // (ours, issue 33 §2: the database connection was lost during the request)
} as const;
export type ErrorCodeNumber = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Not a number: the SPA's own code for a request that never reached the API (SPEC §8). */
export const ERR_NETWORK = 'ERR_NETWORK';

/**
 * Its text, here rather than with the others: when the server cannot be reached, neither can the chunk
 * of the catalogue's texts (src/web/api/errorTexts.ts), and this is then the text to show.
 */
export const ERR_NETWORK_TEXT: CatalogueEntry = {
  pt: 'Não foi possível estabelecer ligação com a API de serviços.',
  en: 'Could not connect to the services API.',
};

/** Duplicate warnings after which the user may continue (SPEC §4, §8). */
export const DUPLICATE_WARNING_CODES: readonly number[] = [-106, -205, -225, -255, -305];

export type Language = 'pt' | 'en';
