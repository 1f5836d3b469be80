/**
 * What must hold across processes (issue 33 §2), each check one that a single process's memory would
 * fail. To know which process served what, the clients also talk to each process's own port; HAProxy's
 * part (sticky hub connections, round robin, the client's address) is checked through it.
 */
import http from 'node:http';
import { ImportType } from '@/shared/enums';
import { HttpTransportType, type HubConnection } from '@microsoft/signalr';
import { HUB_METHODS, HUB_SERVER_METHODS, type PresenceChange } from '@/shared/hub';
import { IMPORT_PATHS, importPath, type ImportDetail, type ImportStatus } from '@/shared/imports';
import { LINK_CHECK_PATHS, type LinkCheckRun } from '@/shared/linkCheck';
import { ACCOUNT_PATHS } from '@/shared/api';
import { API_BASE } from '@/shared/limits';
import type { NotifiedItem } from '@/shared/notificationItems';
import type { AuditEntry, RecordView, SavedRecord } from '@/shared/records/contract';
import { hubClient, nextMessage } from '@/server/hub/hubTestClient';
import { encryptPassword } from '@/server/test/encryptPassword';
import { startLinkServer } from '@/server/test/linkServer';
import { ApiClient, must } from './apiClient';
import { entityInput, publish, staffUser, type Cluster } from './cluster';
import { HUB_COOKIE } from './haproxyConfig';
import { entityImportCsv } from './importCsv';
import { USER_PASSWORD } from './clusterConfig';
import { waitUntil } from './wait';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

async function withHubs<T>(connections: HubConnection[], body: () => Promise<T>): Promise<T> {
  await Promise.all(connections.map((c) => c.start()));
  try {
    return await body();
  } finally {
    await Promise.all(connections.map((c) => c.stop()));
  }
}

/** A reviewer connected to every process (and twice through HAProxy) is told of a submission made through one process. */
async function notificationEverywhere(cluster: Cluster): Promise<string> {
  const [writerServer] = cluster.servers.slice(1);
  const reviewer = await staffUser(cluster, `rev_${unique()}`, cluster.haproxy.origin);
  const editor = await staffUser(cluster, `edi_${unique()}`, writerServer!.origin);
  const token = () => reviewer.token ?? '';
  const direct = cluster.servers.map((s) => hubClient(s.origin, HttpTransportType.WebSockets, token));
  const proxied = [HttpTransportType.WebSockets, HttpTransportType.LongPolling].map((t) => hubClient(cluster.haproxy.origin, t, token));
  return withHubs([...direct, ...proxied], async () => {
    const created = await must(
      'create',
      editor.call<SavedRecord>('check', 'POST', '/records/entity', { input: entityInput(cluster.rootId, `Notificada ${unique()}`), continueOnDuplicate: true }),
    );
    const view = await must('view', editor.call<RecordView>('check', 'GET', `/records/entity/${created.id}/${created.version}`));
    const received = [...direct, ...proxied].map((c) => nextMessage<[NotifiedItem]>(c, HUB_METHODS.sendNotification, 15_000));
    await must(
      'submit',
      editor.call('check', 'POST', `/records/entity/${created.id}/${created.version}/actions/submitForApproval`, { rowVersion: view.rowVersion, continueOnDuplicate: true }),
    );
    const items = await Promise.all(received);
    if (!items.every(([item]) => item.record?.id === created.id)) throw new Error('a client got another notification');
    return `submitted through ${writerServer!.name}; notified on ${cluster.servers.map((s) => s.name).join(', ')} (WebSockets) and through HAProxy (WebSockets, long polling)`;
  });
}

/** Import progress reaches the importer's clients on every process, whichever process runs the job; the job runs once. */
async function importOnce(cluster: Cluster): Promise<string> {
  const importer = await staffUser(cluster, `imp_${unique()}`, cluster.servers[0]!.origin);
  const token = () => importer.token ?? '';
  const clients = cluster.servers.map((s) => hubClient(s.origin, HttpTransportType.WebSockets, token));
  const codes = [1, 2, 3].map(() => `IMP${unique()}`.slice(0, 20));
  const csv = entityImportCsv(codes);
  return withHubs(clients, async () => {
    const finished = clients.map(
      (c) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no finished import status within 60 s')), 60_000);
          c.on(HUB_METHODS.sendImportStatus, (status: ImportStatus) => {
            if (status.state === 'finished') {
              clearTimeout(timer);
              resolve();
            }
          });
        }),
    );
    const uploaded = await must(
      'upload',
      importer.call<ImportDetail>('check', 'POST', `${IMPORT_PATHS.collection}?importType=${ImportType.Entity}&fileName=cluster.csv`, csv, {
        'content-type': 'application/octet-stream',
      }),
    );
    const id = uploaded.importId;
    const through = importer.at(cluster.haproxy.origin);
    await waitUntil(
      `import ${id} validated`,
      60_000,
      async () => (await must('status', through.call<ImportDetail>('check', 'GET', importPath(IMPORT_PATHS.one, id)))).state === 'validated',
    );
    await must('start', through.call('check', 'POST', importPath(IMPORT_PATHS.start, id), { mode: 'validOnly' }));
    await Promise.all(finished);
    const done = await must('status', through.call<ImportDetail>('check', 'GET', importPath(IMPORT_PATHS.one, id)));
    if (done.state !== 'finished' || done.written !== codes.length) throw new Error(`import ended ${done.state} with ${done.written} written`);
    const counts = await cluster.database.db.selectFrom('record_version').select(['code']).where('code', 'in', codes).execute();
    if (counts.length !== codes.length) throw new Error(`the ${codes.length} imported codes are in ${counts.length} record versions (not once each)`);
    const ends = await cluster.database.db.selectFrom('notification').select('id').where('event', '=', 'importFinished').where('title', '=', 'cluster.csv').execute();
    if (ends.length !== 1) throw new Error(`${ends.length} end-of-import notifications (one expected)`);
    return `import ${id} (3 rows) finished once: each code written once, one end notification, progress seen on every process`;
  });
}

/** Two editors on different processes see each other's presence. */
async function presenceAcross(cluster: Cluster): Promise<string> {
  const [a, , c] = cluster.servers;
  const ana = await staffUser(cluster, `ana_${unique()}`, a!.origin);
  const joana = await staffUser(cluster, `joa_${unique()}`, c!.origin);
  const created = await must(
    'create',
    ana.call<SavedRecord>('check', 'POST', '/records/entity', { input: entityInput(cluster.rootId, `Presença ${unique()}`), continueOnDuplicate: true }),
  );
  const anaHub = hubClient(a!.origin, HttpTransportType.WebSockets, () => ana.token ?? '');
  const joanaHub = hubClient(c!.origin, HttpTransportType.WebSockets, () => joana.token ?? '');
  return withHubs([anaHub, joanaHub], async () => {
    await anaHub.invoke(HUB_SERVER_METHODS.startEditing, 'entity', created.id, created.version);
    const seen = new Promise<PresenceChange>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no presence change within 15 s')), 15_000);
      anaHub.on(HUB_METHODS.presenceChanged, (change: PresenceChange) => {
        if (change.editors.length === 1) {
          clearTimeout(timer);
          resolve(change);
        }
      });
    });
    await joanaHub.invoke(HUB_SERVER_METHODS.startEditing, 'entity', created.id, created.version);
    await seen;
    return `an editor on ${a!.name} saw one on ${c!.name} open the same version`;
  });
}

/** Hub connections through HAProxy: without the sticky cookie, two in three would negotiate on one process and poll another. */
async function stickyHub(cluster: Cluster): Promise<string> {
  const user = await staffUser(cluster, `sti_${unique()}`, cluster.haproxy.origin);
  const connections = [HttpTransportType.LongPolling, HttpTransportType.WebSockets].flatMap((t) =>
    Array.from({ length: 6 }, () => hubClient(cluster.haproxy.origin, t, () => user.token ?? '')),
  );
  // The cookie HAProxy sets on negotiate.
  const negotiate = await fetch(`${cluster.haproxy.origin}${API_BASE}/notificationsHub/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
  });
  await negotiate.arrayBuffer();
  const cookie = negotiate.headers.get('set-cookie') ?? '';
  if (!cookie.startsWith(`${HUB_COOKIE}=`)) throw new Error(`negotiate through HAProxy set no ${HUB_COOKIE} cookie (${cookie || 'none'})`);
  return withHubs(connections, async () => {
    const pings = await Promise.all(connections.map((c) => c.invoke(HUB_SERVER_METHODS.startEditing, 'entity', cluster.rootId, 1).then(() => true)));
    return `${pings.length} connections through HAProxy (6 long polling, 6 WebSockets) started and answered; cookie ${cookie.split(';')[0]}`;
  });
}

/** Schedules due in two seconds with three schedulers running every second: each published once. */
async function scheduleOnce(cluster: Cluster): Promise<string> {
  const reviewer = await staffUser(cluster, `sch_${unique()}`, cluster.haproxy.origin);
  const records: SavedRecord[] = [];
  for (let i = 0; i < 4; i += 1) {
    records.push(
      await must(
        'create',
        reviewer.call<SavedRecord>('check', 'POST', '/records/entity', { input: entityInput(cluster.rootId, `Agendada ${unique()}`), continueOnDuplicate: true }),
      ),
    );
  }
  // Three due together, then a fourth three seconds later: when it is published, every scheduler has had
  // its turns after the first three were, and none may have published them again.
  const now = Date.now();
  for (const [i, r] of records.entries()) {
    const view = await must('view', reviewer.call<RecordView>('check', 'GET', `/records/entity/${r.id}/${r.version}`));
    const publishAt = new Date(now + (i < 3 ? 4000 : 7000)).toISOString();
    await must(
      'schedule',
      reviewer.call('check', 'POST', `/records/entity/${r.id}/${r.version}/schedule`, { rowVersion: view.rowVersion, publishAt, continueOnDuplicate: true }),
    );
  }
  const ids = records.map((r) => r.id);
  await waitUntil(
    'the schedules to be done',
    60_000,
    async () => (await cluster.database.db.selectFrom('publication_schedule').select('record_id').where('record_id', 'in', ids).execute()).length === 0,
  );
  for (const r of records) {
    const audit = await must('audit', reviewer.call<AuditEntry[]>('check', 'GET', `/records/entity/${r.id}/audit`));
    const ends = audit.filter((a) => a.action === 'publish' || a.action === 'cancelScheduledPublication');
    if (ends.length !== 1 || ends[0]?.action !== 'publish') throw new Error(`record ${r.id}: ${ends.map((a) => a.action).join(', ') || 'nothing'} (one publish expected)`);
  }
  return `4 schedules with ${cluster.servers.length} schedulers at 1 s: each published once (audit)`;
}

/** A link check asked of every process at once runs once; the local server sees each address once. */
async function linkCheckOnce(cluster: Cluster): Promise<string> {
  const links = await startLinkServer();
  try {
    const contacts = [
      { scope: 'public' as const, type: 'website' as const, value: `${links.base}/ok` },
      // Held until the check's timeout: the run lasts long enough for the three requests to meet it running.
      { scope: 'public' as const, type: 'website' as const, value: `${links.base}/hang` },
    ];
    const created = await must(
      'create',
      cluster.admin.call<SavedRecord>('check', 'POST', '/records/entity', {
        input: entityInput(cluster.rootId, `Ligações ${unique()}`, { contacts }),
        continueOnDuplicate: true,
      }),
    );
    await publish(cluster.admin, created.id, created.version);
    const answers = await Promise.all(cluster.servers.map((s) => cluster.admin.at(s.origin).call<LinkCheckRun>('check', 'POST', LINK_CHECK_PATHS.run)));
    const codes = answers.map((a) => (a.ok ? a.body.code : a.result));
    const started = answers.filter((a) => a.ok && a.body.code === 0);
    const running = answers.filter((a) => a.ok && a.body.code === -730);
    if (started.length !== 1 || running.length !== cluster.servers.length - 1) throw new Error(`three starts answered ${codes.join(', ')} (one 0 and the rest -730 expected)`);
    const runId = (started[0] as { body: { data: LinkCheckRun } }).body.data.id;
    await waitUntil(
      'the link check to finish',
      60_000,
      async () => (await must('run', cluster.admin.call<LinkCheckRun>('check', 'GET', LINK_CHECK_PATHS.run))).state !== 'running',
    );
    const run = await must('run', cluster.admin.call<LinkCheckRun>('check', 'GET', LINK_CHECK_PATHS.run));
    const okRequests = links.requests.filter((r) => r.endsWith(' /ok')).length;
    if (run.id !== runId || run.state !== 'finished' || okRequests !== 1) throw new Error(`run ${run.id} ${run.state}; the local server was asked /ok ${okRequests} times`);
    return `asked of ${cluster.servers.length} processes at once: one run (${codes.join(', ')}), each address requested once`;
  } finally {
    await links.close();
  }
}

/** The servers see the client's address, not HAProxy's: a sign-in from 127.0.0.2 is recorded as 127.0.0.2. */
async function clientAddress(cluster: Cluster): Promise<string> {
  const username = `adr_${unique()}`.toLowerCase();
  await staffUser(cluster, username, cluster.haproxy.origin);
  const settings = await must('settings', new ApiClient(cluster.haproxy.origin).call<{ publicKey: string }>('check', 'GET', ACCOUNT_PATHS.loginSettings));
  const body = JSON.stringify({ username, password: encryptPassword(`${USER_PASSWORD}x`, settings.publicKey) });
  const url = new URL(`${cluster.haproxy.origin}${API_BASE}${ACCOUNT_PATHS.login}`);
  await new Promise<void>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      },
      (response) => response.resume().on('end', resolve),
    );
    request.on('error', reject);
    request.end(body);
  });
  const rows = await cluster.database.db.selectFrom('login_attempt').select(['address', 'failed_count']).where('username', '=', username).execute();
  const addresses = rows.filter((r) => r.failed_count > 0).map((r) => r.address);
  if (addresses.length !== 1 || addresses[0] !== '127.0.0.2')
    throw new Error(`a failed sign-in from 127.0.0.2 (claiming 203.0.113.9) was counted against ${addresses.join(', ') || 'nothing'}`);
  return 'a failed sign-in from 127.0.0.2 through HAProxy, claiming X-Forwarded-For 203.0.113.9, counted against 127.0.0.2';
}

export const CHECKS: readonly { name: string; run: (cluster: Cluster) => Promise<string> }[] = [
  { name: 'hub: a notification reaches the user on every process', run: notificationEverywhere },
  { name: 'hub: presence across processes', run: presenceAcross },
  { name: 'hub: sticky only for the hub (cookie), through HAProxy', run: stickyHub },
  { name: 'import: runs once, progress on every process', run: importOnce },
  { name: 'schedule: published exactly once by three schedulers', run: scheduleOnce },
  { name: 'link check: runs once when asked of every process', run: linkCheckOnce },
  { name: 'TRUST_PROXY: the servers see the client address', run: clientAddress },
];

export async function runChecks(cluster: Cluster, log: (line: string) => void): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of CHECKS) {
    const started = Date.now();
    try {
      const detail = await check.run(cluster);
      results.push({ name: check.name, ok: true, detail });
      log(`  ok   ${check.name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${detail}`);
    } catch (error) {
      results.push({ name: check.name, ok: false, detail: (error as Error).message });
      log(`  FAIL ${check.name}: ${(error as Error).message}`);
    }
  }
  return results;
}
