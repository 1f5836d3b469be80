/**
 * `npm run cluster:test` (issue 33 §2): a temporary PostgreSQL 15, three server processes on it,
 * HAProxy in front; the checks that must hold across processes; then the soak with a process killed
 * and PostgreSQL restarted. Prints the figures, exits non-zero on any failure, and removes every child
 * and the temporary cluster on the way out (failure and Ctrl-C included).
 */
import os from 'node:os';
import { buildServer } from '../buildServer';
import { installSignalHandlers, runCleanups } from './cleanup';
import { runChecks } from './checks';
import { startCluster } from './cluster';
import { HEALTH_PATH, SERVER_NODE_ARGS, soakSeconds, soakUsers } from './clusterConfig';
import { soakReport } from './report';
import { soak } from './soak';

const log = (line: string) => console.log(line);

async function main(): Promise<number> {
  const began = Date.now();
  const seconds = soakSeconds();
  const users = soakUsers();
  log(`cluster test: node ${SERVER_NODE_ARGS.join(' ')} ×3, health ${HEALTH_PATH}, soak ${seconds} s with ${users} users`);
  // The build of the tree under test, never an older one left in dist/ (esbuild: under a second).
  await buildServer();
  const cluster = await startCluster(() => undefined, log);
  log(`set up in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  const rssAtStart = cluster.servers.map((s) => `${s.name} ${((s.rssKb() ?? 0) / 1024).toFixed(0)} MiB`).join(', ');

  log('\nchecks across processes:');
  const checks = await runChecks(cluster, log);

  log(`\nsoak (${seconds} s):`);
  const outcome = await soak(cluster, seconds, users, log);
  const unexpected = cluster.servers.flatMap((s) => s.unexpectedErrors());
  const verdict = soakReport(outcome, os.cpus().length, unexpected);
  log('');
  for (const line of verdict.lines) log(line);
  log(`resident memory per process at start (idle, after the first requests): ${rssAtStart}`);
  log(`requests per process through HAProxy (sessions): ${JSON.stringify(await cluster.haproxy.requestsByServer())}`);

  const failures = [...checks.filter((c) => !c.ok).map((c) => `check "${c.name}": ${c.detail}`), ...verdict.failures];
  log(`\ncluster test wall time: ${((Date.now() - began) / 1000).toFixed(0)} s`);
  const passed = checks.filter((c) => c.ok).length + (verdict.failures.length === 0 ? 1 : 0);
  log(`cluster: ${passed} passed, ${failures.length === 0 ? 0 : checks.length + 1 - passed} failed`);
  const abnormal = cluster.haproxy.abnormalRequests();
  log(`HAProxy: ${abnormal.length} requests ended abnormally (termination state)${abnormal.length ? '; the first ones:' : ''}`);
  for (const line of abnormal.slice(0, 12)) log(`  ${line}`);
  if (failures.length > 0) {
    log('\nFAILED:');
    for (const f of failures) log(`  - ${f}`);
    return 1;
  }
  log('cluster test passed');
  return 0;
}

installSignalHandlers();
main()
  .catch((error: unknown) => {
    console.error(`cluster test failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  });
