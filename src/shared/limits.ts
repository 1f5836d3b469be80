/** Business constants and limits of SPEC §9, in one place for the SPA and the server. */
export const LIMITS = {
  toastDurationMs: 5000,
  tokenRefreshWindowMs: 300_000,
  headerUserReloadMs: 120_000,
  hubStartDelayMs: 1000,
  hubRetryDelayMs: 5000,
  defaultPageSize: 5,
  /** Largest page any list answers (records, tasks, settings). */
  maxPageSize: 100,
  firstPage: 1,
  columnTruncateAt: 255,
  paginationWindowThreshold: 5,
  textMaxLength: 100,
  textareaMaxLength: 200,
  passwordMaxLength: 100,
  dateFieldLength: 10,
  coordinateMaxDecimals: 13,
  fileSizeBase: 1024,
  fileSizeDecimals: 2,
  accessControlMaxAge: 3600,
  mobileBreakpoint: 768,
  progressBarStickAfterPx: 257,
  timelineNarrowWidth: 700,
  timelineWideWidth: 1024,
  timelineItemsNarrow: 1,
  timelineItemsWide: 3.5,
  timelineItemWidthPx: 205,
  mapDefaultZoom: 7,
  mapDefaultCenter: { lat: 38.623934, lng: -28.114264 },
  mapSuggestionHideDelayMs: 100,
  copyrightYear: 2023,
  /** Our choice (the spec is silent): the minimum length of a new password. */
  passwordMinLength: 8,
  /**
   * Our choice (issue 32, after issue 8 §1). Every paged list counts its matches up to one past this
   * many (a capped count: its cost stops there however broad the filter), so up to it the total is
   * exact. Past it the footer reads the database planner's estimate, "cerca de 83 000" (two
   * significant figures), or "mais de 10 000" when the estimate is not above what was counted.
   */
  exactTotalUpTo: 10_000,
  /**
   * Our choice (SPEC §4 names "possible duplicate names" only): two names, without accents and case,
   * whose trigram similarity (0–1) reaches this value are possible duplicates.
   */
  duplicateNameSimilarity: 0.8,
} as const;

/**
 * Scheduled publication (issue 14 §1, our choices): a publish may be scheduled from one minute ahead
 * (so that it is not "now" by another name) to a year ahead; the scheduler looks for due schedules
 * every `intervalSeconds` and at start-up. The server's SCHEDULER_INTERVAL_SECONDS and
 * SCHEDULE_MIN_LEAD_SECONDS change the two for the browser tests (never needed in production).
 */
export const SCHEDULE_LIMITS = {
  minLeadSeconds: 60,
  maxAheadDays: 366,
  intervalSeconds: 30,
} as const;

/**
 * Bounds of every API input (our choice, the spec is silent): the server refuses more with -2 naming
 * the field, and the SPA's forms stop at the same numbers.
 */
export const INPUT_LIMITS = {
  /** Every integer of a body, query or path: the range of PostgreSQL's int4 ids. */
  integerMin: -2_147_483_648,
  integerMax: 2_147_483_647,
  /** A string field whose schema names no length of its own. */
  stringMaxLength: 20_000,
  /** An array field whose schema names no size of its own. */
  arrayMaxItems: 1000,
  /** Nesting of objects and arrays in a JSON body. */
  maxDepth: 16,
  /** Entity (SPEC §3.1) collections. */
  keywordsMaxItems: 50,
  relatedEntitiesMaxItems: 100,
  contactsMaxItems: 50,
  /** Islands, municipalities and parishes of the Azores number under 200. */
  territorialScopeMaxItems: 250,
  missionMaxLength: 20_000,
  /** A logo, decoded (base64 in the JSON body is a third larger). */
  logoMaxBytes: 1024 * 1024,
  /** Any other attached file, decoded. */
  fileMaxBytes: 5 * 1024 * 1024,
  /** A web address field (service urls …). */
  urlMaxLength: 2048,
} as const;

/**
 * Character limits of the settings forms' text fields that are not the §5 defaults (issue 29 §1):
 * the one source of the server's contracts (src/shared/settings/*Contract.ts) and of the SPA's form
 * schemas, whose fields read them from there. Here, not in the contracts, because the SPA does not
 * import the contracts' values (their TypeBox schemas stay out of its chunks).
 */
export const SETTINGS_TEXT_LIMITS = {
  /** A CAE Rev.3 code: a section letter, or 2 to 5 digits. */
  economicActivityCode: 5,
  /** A diploma's number as published ('12/2023/A'). */
  legislationNumber: 50,
  // Diploma titles run long ('Aprova o regime jurídico …'); the journal's own limit is far above the textarea's.
  legislationTitle: 1000,
  legislationJournalUrl: 2000,
  refusalTypeCode: 20,
  parameterValue: 2000,
  /** A rich-text template's question and answers, as the template form edits them (plain text). */
  templateText: 4000,
} as const;

/**
 * Bounds of one hub connection (issue 28 §4, our choice): what a client may send at once and what the
 * server holds for it. A connection past one is closed with a Close message carrying an error (a
 * WebSocket frame over the byte bound is cut by the transport, status 1009). The SPA sends a
 * handshake, pings and a close, one record of a few dozen bytes at a time, so it stays far within.
 */
export const HUB_LIMITS = {
  /** Bytes of one batch the client sends: a long-polling POST body (else 413) or a WebSocket frame (ASP.NET's 32 KB). */
  maxBatchBytes: 32 * 1024,
  /** Records (messages) in one such batch. */
  maxBatchRecords: 100,
  /** Length of an invocationId the server must echo in its Completion (the clients count 0, 1, 2 …). */
  maxInvocationIdLength: 64,
  /**
   * What waits for a client to take it: the long-polling queue between polls, or a WebSocket's unsent
   * bytes. A burst of notifications stays well within; a client that sends but never reads does not.
   */
  maxQueuedBytes: 512 * 1024,
  maxQueuedRecords: 1000,
} as const;

export const DEFAULT_SORT = {
  genericTable: 'startDate',
  list: 'Code',
  location: 'Code desc',
} as const;

export const PRODUCT = {
  abbreviation: 'CESA',
  name: 'Catálogo Eletrónico de Serviços dos Açores',
  contactMailbox: 'catalogo.servicos@azores.gov.pt',
} as const;

/** Masks and formats of SPEC §5 and §9. */
export const FORMATS = {
  dateStored: 'YYYY-MM-DD',
  dateDisplayed: 'DD/MM/YYYY',
  dateTimeDisplayed: 'DD/MM/YYYY HH:mm',
  dateTimeSecondsDisplayed: 'DD/MM/YYYY HH:mm:ss',
  dateMask: '##/##/####',
  zipCodeMask: '####-###',
} as const;

/** Local-storage keys (SPEC §9: a redirect target kept under a redirect key). */
export const STORAGE_KEYS = {
  persistRoot: 'cesa',
  redirect: 'cesa.redirect',
} as const;

/** Every API route lives under this base (DESIGN.md). */
export const API_BASE = '/api';
export const HUB_PATH = '/notificationsHub';
export const GUEST_USERNAME = 'guest';
export const ADMIN_USERNAME = 'admin';
