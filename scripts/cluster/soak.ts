/**
 * The bounded soak (issue 33 §2): virtual staff users through HAProxy — sign in, search, open, save
 * drafts, submit and publish, an import now and then, each with a hub client — while one server
 * process is killed with -9 and started again and PostgreSQL is restarted. Every save answered 200
 * is remembered and read back at the end ("0 acknowledged writes lost").
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { ImportType } from '@/shared/enums';
import { IMPORT_PATHS, importPath, type ImportDetail } from '@/shared/imports';
import { API_BASE, HUB_PATH } from '@/shared/limits';
import { NOTIFICATION_PATHS } from '@/shared/api';
import { RecordState } from '@/shared/recordStates';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import type { EntityInput } from '@/shared/records/entity';
import { ApiClient, type Sample } from './apiClient';
import { entityInput, staffUser, type Cluster } from './cluster';
import { HEALTH_PATH } from './clusterConfig';
import { entityImportCsv } from './importCsv';
import { waitUntil } from './wait';

export interface Timeline {
  start: number;
  killAt: number;
  /** The killed process answers again. */
  restartedAt: number | null;
  postgresAt: number;
  postgresBackAt: number | null;
  /** Every process up again and HAProxy counting them up; the 'after' phase starts a little later. */
  recoveredAt: number | null;
  afterFrom: number | null;
  end: number;
}

export interface SoakOutcome {
  timeline: Timeline;
  samples: Sample[];
  /** Saves (creates and updates) answered 200 with code 0. */
  acknowledged: number;
  /** Records those saves made. */
  records: number;
  lost: string[];
  imports: { started: number; finished: number; problems: string[] };
  hubMessages: number;
  hubReconnects: number;
  /** CPU seconds the server processes used during the soak (sampled every second; the killed process's last second is missed). */
  serverCpuSeconds: number;
  /** Largest resident memory seen per process (KiB). */
  peakRssKb: Record<string, number>;
  killed: string;
}

/** What a save promised: the name the record has if nothing later was acknowledged, or one of the saves in doubt. */
interface Tracked {
  id: number;
  version: number;
  input: EntityInput;
  state: RecordState;
  acknowledged: string;
  /** Saves sent after the last acknowledged one that got no answer: they may or may not have been written. */
  inDoubt: Set<string>;
}

/** The 'after' phase starts this long after recovery: HAProxy's checks (rise 2 × 1 s) and pools settle. */
const SETTLE_MS = 3000;
/** The 'after' phase lasts at least this long, whatever the knob says. */
const MIN_AFTER_MS = 15_000;

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const SEARCH_TERMS = ['Soak', 'Unidade', 'Importada', 'Serviço', 'a', 'Cluster'];

export async function soak(cluster: Cluster, seconds: number, userCount: number, log: (line: string) => void): Promise<SoakOutcome> {
  const samples: Sample[] = [];
  const record = (s: Sample) => samples.push(s);
  const start = Date.now();
  const timeline: Timeline = {
    start,
    killAt: start + seconds * 250,
    restartedAt: null,
    postgresAt: start + seconds * 450,
    postgresBackAt: null,
    recoveredAt: null,
    afterFrom: null,
    end: start + seconds * 1000,
  };
  const tracked: Tracked[] = [];
  /** The imports started, with their importer (only they may read them). */
  const imports: { id: number; codes: string[]; importer: ApiClient }[] = [];
  let hubMessages = 0;
  let hubReconnects = 0;
  let acknowledgedSaves = 0;
  let seq = 0;
  const peakRssKb: Record<string, number> = {};
  // CPU used by each server process (by pid: the killed one's and its successor's add up), from the soak's start.
  const cpuAtStart = new Map<number, number>();
  const cpuLast = new Map<number, number>();
  for (const s of cluster.servers) {
    const cpu = s.cpuSeconds();
    if (cpu) cpuAtStart.set(cpu.pid, cpu.seconds);
  }
  const sampleMemory = () => {
    for (const s of cluster.servers) {
      const rss = s.rssKb();
      if (rss !== null) peakRssKb[s.name] = Math.max(peakRssKb[s.name] ?? 0, rss);
      const cpu = s.cpuSeconds();
      if (cpu) cpuLast.set(cpu.pid, cpu.seconds);
    }
  };
  const memoryTimer = setInterval(sampleMemory, 1000);

  const users: ApiClient[] = [];
  for (let i = 0; i < userCount; i += 1) users.push(await staffUser(cluster, `soak${i}_${start.toString(36)}`, cluster.haproxy.origin, record));
  const hubs: HubConnection[] = users.map((user, i) => {
    const hub = new HubConnectionBuilder()
      .withUrl(`${cluster.haproxy.origin}${API_BASE}${HUB_PATH}`, {
        transport: i % 2 === 0 ? HttpTransportType.WebSockets : HttpTransportType.LongPolling,
        accessTokenFactory: () => user.token ?? '',
      })
      // The SPA's client reconnects the same way: at once, then backing off.
      .withAutomaticReconnect([0, 500, 1000, 2000, 2000, 5000, 5000, 5000, 10_000, 10_000])
      .configureLogging(LogLevel.None)
      .build();
    for (const method of ['SendNotification', 'SendImportStatus', 'RecordChanged']) hub.on(method, () => (hubMessages += 1));
    hub.onreconnected(() => (hubReconnects += 1));
    return hub;
  });
  await Promise.all(hubs.map((h) => h.start()));
  log(`  ${userCount} virtual users signed in through HAProxy, hub clients connected (WebSockets and long polling alternately)`);

  const running = () => Date.now() < timeline.end;

  async function save(user: ApiClient, mine: Tracked[]): Promise<void> {
    const editable = mine.filter((t) => t.state === RecordState.Draft);
    if (editable.length < 2 || Math.random() < 0.3) {
      seq += 1;
      const input = entityInput(cluster.rootId, `Soak ${start.toString(36)} ${seq} ${Math.random().toString(36).slice(2, 8)}`);
      const answer = await user.call<SavedRecord>('create', 'POST', '/records/entity', { input, continueOnDuplicate: true });
      const saved = ApiClient.data(answer);
      if (saved) {
        const t: Tracked = { id: saved.id, version: saved.version, input, state: saved.state, acknowledged: input.name, inDoubt: new Set() };
        mine.push(t);
        tracked.push(t);
        acknowledgedSaves += 1;
      }
      return;
    }
    const t = pick(editable) as Tracked;
    const view = ApiClient.data(await user.call<RecordView>('open', 'GET', `/records/entity/${t.id}/${t.version}`));
    if (!view) return;
    const input = { ...t.input, name: `${t.input.name.split(' · ')[0]} · ${Math.random().toString(36).slice(2, 8)}` };
    const answer = await user.call<SavedRecord>('save', 'PUT', `/records/entity/${t.id}/${t.version}`, { input, rowVersion: view.rowVersion, continueOnDuplicate: true });
    if (ApiClient.data(answer)) {
      t.input = input;
      t.acknowledged = input.name;
      t.inDoubt.clear();
      acknowledgedSaves += 1;
    } else if (!answer.ok) {
      // No answer (or a proxy's): the save may have been written before the process or the database went away.
      t.inDoubt.add(input.name);
    }
  }

  async function workflow(user: ApiClient, mine: Tracked[]): Promise<void> {
    const t = pick(mine.filter((m) => m.state === RecordState.Draft || m.state === RecordState.SubmittedForApproval));
    if (!t) return;
    const view = ApiClient.data(await user.call<RecordView>('open', 'GET', `/records/entity/${t.id}/${t.version}`));
    if (!view) return;
    t.state = view.state;
    const action =
      view.state === RecordState.Draft
        ? 'submitForApproval'
        : view.state === RecordState.SubmittedForApproval
          ? Math.random() < 0.5
            ? 'submitForPublication'
            : 'publish'
          : view.state === RecordState.SubmittedForPublication
            ? 'publish'
            : null;
    if (!action) return;
    const saved = ApiClient.data(
      await user.call<SavedRecord>(action, 'POST', `/records/entity/${t.id}/${t.version}/actions/${action}`, { rowVersion: view.rowVersion, continueOnDuplicate: true }),
    );
    if (saved) t.state = saved.state;
  }

  async function importFile(user: ApiClient): Promise<void> {
    seq += 1;
    const codes = [1, 2].map((n) => `SK${start.toString(36)}${seq}${n}`.toUpperCase().slice(0, 20));
    const csv = entityImportCsv(codes);
    const uploaded = ApiClient.data(
      await user.call<ImportDetail>('import', 'POST', `${IMPORT_PATHS.collection}?importType=${ImportType.Entity}&fileName=soak-${seq}.csv`, csv, {
        'content-type': 'application/octet-stream',
      }),
    );
    if (!uploaded) return;
    for (let poll = 0; poll < 60 && running(); poll += 1) {
      const status = ApiClient.data(await user.call<ImportDetail>('import status', 'GET', importPath(IMPORT_PATHS.one, uploaded.importId)));
      if (status?.state === 'validated') {
        if (ApiClient.data(await user.call('import start', 'POST', importPath(IMPORT_PATHS.start, uploaded.importId), { mode: 'validOnly' })))
          imports.push({ id: uploaded.importId, codes, importer: user });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async function virtualUser(user: ApiClient, index: number): Promise<void> {
    const mine: Tracked[] = [];
    let lastImport = Date.now() - index * 3000;
    while (running()) {
      const roll = Math.random();
      if (Date.now() - lastImport > 20_000 && index % 4 === 0) {
        lastImport = Date.now();
        await importFile(user);
      } else if (roll < 0.3) {
        await user.call('search', 'POST', '/records/entity/search', { name: pick(SEARCH_TERMS), pageSize: 20 });
      } else if (roll < 0.5) {
        const known = pick(tracked);
        await user.call('open', 'GET', known ? `/records/entity/${known.id}/${known.version}` : `/records/entity/${cluster.rootId}/1`);
      } else if (roll < 0.75) {
        await save(user, mine);
      } else if (roll < 0.9) {
        await workflow(user, mine);
      } else {
        await user.call('notifications', 'GET', NOTIFICATION_PATHS.list);
      }
      // A person's pace is slower; a short pause keeps eight users from being a benchmark's closed loop.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }

  const victim = cluster.servers[1]!;
  async function faults(): Promise<void> {
    await waitUntil('the time to kill a process', seconds * 1000, async () => Date.now() >= timeline.killAt, 100);
    log(`  ${((Date.now() - start) / 1000).toFixed(1)} s: kill -9 ${victim.name} (pid ${victim.pid()}), starting it again`);
    await victim.kill9();
    await victim.start();
    timeline.restartedAt = Date.now();
    log(`  ${((timeline.restartedAt - start) / 1000).toFixed(1)} s: ${victim.name} answers again`);
    await waitUntil('the time to restart PostgreSQL', seconds * 1000, async () => Date.now() >= timeline.postgresAt, 100);
    timeline.postgresAt = Date.now();
    log(`  ${((timeline.postgresAt - start) / 1000).toFixed(1)} s: pg_ctl restart -m fast`);
    await cluster.postgres.restart();
    timeline.postgresBackAt = Date.now();
    log(`  ${((timeline.postgresBackAt - start) / 1000).toFixed(1)} s: PostgreSQL back`);
    await waitUntil('every process healthy and counted up by HAProxy', 60_000, async () => {
      const states = Object.values(await cluster.haproxy.serverStates());
      const direct = await Promise.all(cluster.servers.map(async (s) => (await fetch(`${s.origin}${HEALTH_PATH}`)).status === 200));
      return states.length === cluster.servers.length && states.every((s) => s === 'UP') && direct.every(Boolean);
    });
    timeline.recoveredAt = Date.now();
    timeline.afterFrom = timeline.recoveredAt + SETTLE_MS;
    timeline.end = Math.max(timeline.end, timeline.afterFrom + MIN_AFTER_MS);
    log(
      `  ${((timeline.recoveredAt - start) / 1000).toFixed(1)} s: recovered; 'after' from ${((timeline.afterFrom - start) / 1000).toFixed(1)} s to ${((timeline.end - start) / 1000).toFixed(1)} s`,
    );
  }

  const faultRun = faults();
  // A failing fault injection stops the users too (end now), then fails the soak.
  faultRun.catch(() => (timeline.end = Date.now()));
  await Promise.all([...users.map((u, i) => virtualUser(u, i)), faultRun]);
  clearInterval(memoryTimer);
  log(`  ${((Date.now() - start) / 1000).toFixed(1)} s: traffic ended; stopping the hub clients`);
  await Promise.all(hubs.map((h) => h.stop()));
  log(`  ${((Date.now() - start) / 1000).toFixed(1)} s: hub clients stopped; waiting for the ${imports.length} imports started`);

  // The imports started during the soak end (they resume on another process if theirs died), once each.
  const problems: string[] = [];
  let finished = 0;
  await Promise.all(
    imports.map(async (job) => {
      const reader = job.importer.at(cluster.haproxy.origin, () => undefined);
      const read = async () => ApiClient.data(await reader.call<ImportDetail>('import status', 'GET', importPath(IMPORT_PATHS.one, job.id)));
      try {
        // A job whose process died resumes when its lease ends and another runner polls (30 s each).
        await waitUntil(`import ${job.id} to end`, 120_000, async () => ['finished', 'failed', 'cancelled'].includes((await read())?.state ?? ''), 500);
      } catch (error) {
        problems.push((error as Error).message);
        return;
      }
      const detail = await read();
      const rows = await cluster.database.db.selectFrom('record_version').select('code').where('code', 'in', job.codes).execute();
      if (detail?.state === 'finished' && rows.length === job.codes.length) finished += 1;
      else problems.push(`import ${job.id}: ${detail?.state}, ${rows.length} of ${job.codes.length} codes written`);
    }),
  );
  log(`  ${((Date.now() - start) / 1000).toFixed(1)} s: imports ended; reading back ${tracked.length} records`);
  // Every acknowledged save, read back through HAProxy.
  const lost: string[] = [];
  const reader = cluster.admin.at(cluster.haproxy.origin, () => undefined);
  for (const t of tracked) {
    const view = ApiClient.data(await reader.call<RecordView>('x', 'GET', `/records/entity/${t.id}/${t.version}`));
    if (!view) lost.push(`${t.id}/${t.version}: not found`);
    else if (view.name !== t.acknowledged && !t.inDoubt.has(view.name)) lost.push(`${t.id}/${t.version}: "${view.name}", acknowledged "${t.acknowledged}"`);
  }
  sampleMemory();
  const serverCpuSeconds = [...cpuLast.entries()].reduce((sum, [pid, seconds]) => sum + seconds - (cpuAtStart.get(pid) ?? 0), 0);
  return {
    serverCpuSeconds,
    timeline,
    samples,
    acknowledged: acknowledgedSaves,
    records: tracked.length,
    lost,
    imports: { started: imports.length, finished, problems },
    hubMessages,
    hubReconnects,
    peakRssKb,
    killed: victim.name,
  };
}
