/**
 * The soak's figures: requests, errors by kind, p50/p95 before/during/after the faults; and the verdict.
 * Acceptable only during the faults: no answer (network: requests in flight on the killed process, or
 * sent while its connections closed), HAProxy's 502/503/504 (a server gone mid-request, none up yet), and
 * the server's own 503s: -801 when its database connection was cut (the restart), -800 while it stops.
 * Never acceptable: an error of any kind before the faults or after recovery, an acknowledged save
 * lost, a 500 (an uncatalogued error), a logged error other than a lost connection during the restart.
 */
import type { Sample } from './apiClient';
import type { LoggedError } from './servers';
import type { SoakOutcome, Timeline } from './soak';

/** After PostgreSQL answers again, the pools replace their connections (a few requests may still find a dead one). */
const DATABASE_SETTLE_MS = 5000;

type Phase = 'before' | 'during' | 'after';
const PHASES: Phase[] = ['before', 'during', 'after'];

function phaseOf(at: number, t: Timeline): Phase {
  if (at < t.killAt) return 'before';
  if (t.afterFrom === null || at < t.afterFrom) return 'during';
  return 'after';
}

/** A business refusal (HTTP 200 with a catalogued code, e.g. a stale rowVersion after a save in doubt) is an answer, not an error. */
export const isError = (result: string) => result !== 'ok' && !result.startsWith('code ');
const acceptableDuringFaults = (result: string) => result.startsWith('network ') || /^HTTP (502|503|504)\b/.test(result);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export interface Verdict {
  lines: string[];
  failures: string[];
  /** Requests answered per second over the soak, and per core of the machine. */
  rps: number;
}

export function soakReport(outcome: SoakOutcome, cores: number, logged: LoggedError[]): Verdict {
  const { samples, timeline } = outcome;
  const lines: string[] = [];
  const failures: string[] = [];
  const seconds = (timeline.end - timeline.start) / 1000;
  const byPhase = new Map<Phase, Sample[]>(PHASES.map((p) => [p, []]));
  for (const s of samples) byPhase.get(phaseOf(s.at, timeline))?.push(s);
  const rps = samples.length / seconds;
  const rel = (at: number | null) => (at === null ? '—' : `${((at - timeline.start) / 1000).toFixed(1)} s`);
  lines.push(`soak: ${seconds.toFixed(0)} s, ${samples.length} requests (${rps.toFixed(1)}/s, ${(rps / cores).toFixed(1)}/s per core on ${cores} cores)`);
  lines.push(
    `faults: kill -9 ${outcome.killed} at ${rel(timeline.killAt)} (answering again at ${rel(timeline.restartedAt)}); PostgreSQL restart at ${rel(timeline.postgresAt)} (back at ${rel(timeline.postgresBackAt)}); recovered at ${rel(timeline.recoveredAt)}`,
  );
  lines.push('phase     requests   req/s   p50 ms   p95 ms   errors');
  for (const phase of PHASES) {
    const list = byPhase.get(phase) ?? [];
    const from = phase === 'before' ? timeline.start : phase === 'during' ? timeline.killAt : (timeline.afterFrom ?? timeline.end);
    const to = phase === 'before' ? timeline.killAt : phase === 'during' ? (timeline.afterFrom ?? timeline.end) : timeline.end;
    const answered = list
      .filter((s) => !s.result.startsWith('network '))
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const errors = list.filter((s) => isError(s.result)).length;
    lines.push(
      `${phase.padEnd(8)} ${String(list.length).padStart(9)} ${(list.length / Math.max(0.001, (to - from) / 1000)).toFixed(1).padStart(7)} ${percentile(answered, 50).toFixed(0).padStart(8)} ${percentile(answered, 95).toFixed(0).padStart(8)} ${String(errors).padStart(8)}`,
    );
  }
  const kinds = new Map<string, Record<Phase, number>>();
  for (const s of samples) {
    if (s.result === 'ok') continue;
    const counts = kinds.get(s.result) ?? { before: 0, during: 0, after: 0 };
    counts[phaseOf(s.at, timeline)] += 1;
    kinds.set(s.result, counts);
  }
  lines.push('answers other than ok (before / during / after):');
  if (kinds.size === 0) lines.push('  none');
  for (const [kind, c] of [...kinds.entries()].sort()) {
    const labels = new Map<string, number>();
    for (const s of samples) if (s.result === kind) labels.set(s.label, (labels.get(s.label) ?? 0) + 1);
    const on = [...labels.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([l, n]) => `${l} ${n}`)
      .join(', ');
    lines.push(`  ${kind.padEnd(26)} ${`${c.before} / ${c.during} / ${c.after}`.padEnd(14)} on ${on}${isError(kind) ? '' : ' (a catalogued refusal, not an error)'}`);
  }
  const byLabel = new Map<string, number>();
  for (const s of samples) byLabel.set(s.label, (byLabel.get(s.label) ?? 0) + 1);
  lines.push(`requests by kind: ${[...byLabel.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  lines.push(`acknowledged saves: ${outcome.acknowledged} on ${outcome.records} records; lost: ${outcome.lost.length}`);
  lines.push(`imports started: ${outcome.imports.started}, finished once each: ${outcome.imports.finished}`);
  lines.push(`hub: ${outcome.hubMessages} messages received, ${outcome.hubReconnects} reconnections`);
  lines.push(
    `server CPU: ${outcome.serverCpuSeconds.toFixed(1)} s for ${samples.length} requests: ${(samples.length / Math.max(0.1, outcome.serverCpuSeconds)).toFixed(0)} requests per CPU-second of the server processes (PostgreSQL and HAProxy not counted)`,
  );
  lines.push(
    `peak resident memory per process: ${Object.entries(outcome.peakRssKb)
      .map(([n, kb]) => `${n} ${(kb / 1024).toFixed(0)} MiB`)
      .join(', ')}`,
  );

  // The database restart's window, and whether each 500 and each logged error is the lost connection's.
  const dbFrom = timeline.postgresAt;
  const dbTo = (timeline.postgresBackAt ?? timeline.end) + DATABASE_SETTLE_MS;
  const inDbWindow = (at: number) => at >= dbFrom && at <= dbTo;
  const otherLogged = logged.filter((e) => !e.lostConnection || !inDbWindow(e.at));
  lines.push(`server logs: ${logged.length} unexpected errors, ${logged.length - otherLogged.length} of them a lost database connection during the restart`);
  for (const e of otherLogged.slice(0, 5)) failures.push(`${e.server} logged an unexpected error: ${e.message}`);

  for (const [kind, c] of kinds) {
    if (!isError(kind)) continue;
    if (/^HTTP 500\b/.test(kind)) {
      failures.push(`${c.before + c.during + c.after} answers ${kind} (an uncatalogued error)`);
      continue;
    }
    if (c.before > 0) failures.push(`${c.before} × ${kind} before any fault`);
    if (c.during > 0 && !acceptableDuringFaults(kind)) failures.push(`${c.during} × ${kind} during the faults (not an expected kind)`);
    if (c.after > 0) failures.push(`${c.after} × ${kind} after recovery`);
  }
  if (timeline.recoveredAt === null) failures.push('the cluster did not recover from the faults');
  if (outcome.lost.length > 0) failures.push(`${outcome.lost.length} acknowledged writes lost: ${outcome.lost.slice(0, 5).join('; ')}`);
  failures.push(...outcome.imports.problems);
  if ((byPhase.get('after') ?? []).length === 0) failures.push('no request after recovery');
  return { lines, failures, rps };
}
