/**
 * Starts the server: configuration, SPA build if missing, database (locked, migrated, seeded), then
 * listen. On SIGINT/SIGTERM it shuts down gracefully (lifecycle/shutdown.ts: not ready, new requests
 * refused, hub clients told to reconnect elsewhere, jobs let go, requests in flight finished within
 * SHUTDOWN_GRACE_SECONDS), then closes the database, so the embedded database is never left open by a
 * stopped process. A second signal exits at once.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/createDatabase';
import { DataDirLockedError } from './db/dataDirLock';
import { prepareDatabase } from './db/prepareDatabase';
import { shutDown } from './lifecycle/shutdown';
import { ensureSpaBuilt, SpaBuildError } from './spaBuild';
import { ADMIN_USERNAME } from '@/shared/limits';

function printGeneratedAdminPassword(password: string): void {
  // Straight to stdout, once: it is the only way to learn it. It must be changed at first login.
  console.log(
    [
      '',
      '================================================================',
      ` First start: user "${ADMIN_USERNAME}" created with a generated password:`,
      `     ${password}`,
      ' You will be asked to change it at the first login.',
      ' (Set ADMIN_PASSWORD before the first start to choose it.)',
      '================================================================',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const graceMs = config.shutdownGraceSeconds * 1000;
  ensureSpaBuilt(config.webDist, (message) => console.log(message));

  const database: DatabaseHandle = await createDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    app?.log.info({ signal, graceMs }, 'stopping');
    let code = 0;
    try {
      if (app) {
        const { forced } = await shutDown(app, {
          graceMs,
          onOverrun: () => {
            console.error('Shutdown did not end in time: exiting now.');
            process.exit(1);
          },
        });
        app.log.info({ forced }, 'stopped');
      }
    } catch (error) {
      console.error(error);
      code = 1;
    } finally {
      await database.close();
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    const prepared = await prepareDatabase(database.db, config);
    if (prepared.generatedAdminPassword) printGeneratedAdminPassword(prepared.generatedAdminPassword);
    app = await buildApp({ config, db: database.db, listen: database.listen });
    app.log.info({ engine: database.engine, migrated: prepared.migrated, seeded: prepared.ran }, 'database ready');
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`back-office listening on ${address.replace('0.0.0.0', 'localhost')}`);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof SpaBuildError;
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
});
