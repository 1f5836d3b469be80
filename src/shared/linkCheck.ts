/**
 * The broken-link check (issue 14 §4), shared by the SPA and the server: its numbers, the outcome of
 * one address, a run's summary, the routes, and the words of each outcome (the report's cells and
 * the exported files say the same). The report itself is one more report of src/shared/reports.ts
 * ('brokenLinks').
 */
import type { Language } from './errors';
import { Permission } from './permissions';
import { KIND_BASICS, RECORD_KIND_NAMES } from './records/kindBasics';

export const LINK_CHECK_LIMITS = {
  /** Addresses checked at once: enough to finish a catalogue of a few thousand links in minutes, few enough not to hammer one host. */
  concurrency: 8,
  /** How long one request may take before the address counts as not answering (LINK_CHECK_TIMEOUT_MS overrides it). */
  timeoutMs: 10_000,
  /** Redirects followed before the address counts as broken (more, or a loop, is broken). */
  maxRedirects: 5,
  /** Hours between two scheduled runs (LINK_CHECK_INTERVAL_HOURS overrides it; 0 turns the schedule off). */
  intervalHours: 24,
} as const;

/**
 * What one address answered: `ok` (2xx, after redirects), `broken` (4xx/5xx, or a 3xx without a
 * Location), `timeout` (no answer in time), `dns` (the host name does not resolve), `refused` (nothing
 * listens), `tls` (the certificate or the secure connection failed), `network` (any other connection
 * failure), `redirectLoop` (a redirect back to an address already visited), `tooManyRedirects`,
 * `invalid` (not an absolute http/https address), `notAllowed` (the host is, or resolves to, a
 * loopback, private, link-local or other non-public address that LINK_CHECK_ALLOW does not name: not
 * contacted, at the first address or at a redirect).
 */
export const LINK_OUTCOMES = ['ok', 'broken', 'timeout', 'dns', 'refused', 'tls', 'network', 'redirectLoop', 'tooManyRedirects', 'invalid', 'notAllowed'] as const;
export type LinkOutcome = (typeof LINK_OUTCOMES)[number];

const OUTCOME_TEXTS: Readonly<Record<LinkOutcome, Readonly<Record<Language, string>>>> = {
  ok: { pt: 'Válida', en: 'Working' },
  broken: { pt: 'Erro HTTP', en: 'HTTP error' },
  timeout: { pt: 'Sem resposta (tempo esgotado)', en: 'No answer (timed out)' },
  dns: { pt: 'Erro de DNS (servidor desconhecido)', en: 'DNS error (unknown host)' },
  refused: { pt: 'Ligação recusada', en: 'Connection refused' },
  tls: { pt: 'Erro de certificado ou de ligação segura', en: 'Certificate or secure connection error' },
  network: { pt: 'Erro de rede', en: 'Network error' },
  redirectLoop: { pt: 'Redirecionamento em ciclo', en: 'Redirect loop' },
  tooManyRedirects: { pt: 'Demasiados redirecionamentos', en: 'Too many redirects' },
  invalid: { pt: 'Endereço inválido (não é http nem https)', en: 'Invalid address (not http or https)' },
  notAllowed: { pt: 'Endereço não permitido', en: 'Address not allowed' },
};

/** The status cell: 'HTTP 404 (Erro HTTP)' for an HTTP answer, else the outcome's words. */
export function linkOutcomeText(outcome: LinkOutcome, httpStatus: number | null, language: Language): string {
  const words = OUTCOME_TEXTS[outcome][language];
  return httpStatus !== null && outcome === 'broken' ? `HTTP ${httpStatus} (${words})` : words;
}

/**
 * Who may start a run (docs/decisions.md): a holder of an approve permission of any record kind, own
 * or Super (3, 13, 23, 33, 43, 53), in any profile. A run checks the published catalogue, which the
 * approvers answer for, and makes the server send a request to every address it holds.
 */
export const LINK_CHECK_START_PERMISSIONS: readonly number[] = /* @__PURE__ */ [Permission.SuperApprove, ...RECORD_KIND_NAMES.map((kind) => KIND_BASICS[kind].permissions[2])];

export function mayStartLinkCheck(profiles: readonly { permissions: readonly number[] }[]): boolean {
  return profiles.some((p) => p.permissions.some((n) => LINK_CHECK_START_PERMISSIONS.includes(n)));
}

export type LinkCheckRunState = 'running' | 'finished' | 'failed';
export type LinkCheckTrigger = 'manual' | 'scheduled';

/** One run of the check, as GET/POST LINK_CHECK_PATHS.run answer it. */
export interface LinkCheckRun {
  id: number;
  state: LinkCheckRunState;
  trigger: LinkCheckTrigger;
  /** The user who asked for it; null for a scheduled run (or a deleted user). */
  startedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** Distinct addresses found in the catalogue, and how many of them are checked so far. */
  urlCount: number;
  checkedCount: number;
  /** Distinct addresses that are not 'ok'. */
  brokenCount: number;
}

export const LINK_CHECK_PATHS = {
  /** GET: the latest run (null before the first); POST: start a run now (-730 while one runs). */
  run: '/reports/brokenLinks/check',
} as const;

/** How often the SPA asks for the state of a running check. */
export const LINK_CHECK_POLL_MS = 1500;
