// Starts Parcours: reads the configuration, opens and migrates the database, seeds, listens, and shuts down
// cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { runSeed } from './seed/seed';

async function main() {
  const config = loadConfig();
  const database = openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, timeouts: config.dbTimeouts, poolSize: config.dbPoolSize }
      : { sqliteFile: config.sqliteFile, sqliteSynchronous: config.sqliteSynchronous },
  );
  const app = await buildApp(config, { database });

  try {
    const applied = await migrateToLatest(database.db, database.engine);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    await runSeed({
      db: database.db,
      engine: database.engine,
      config,
      passwords: app.passwords,
      print: (text) => process.stdout.write(`${text}\n`),
    });
  } catch (err) {
    app.log.fatal({ err }, 'database not ready (migration or seed failed)');
    await app.close();
    await database.close();
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request that hangs must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const engine = database.engine === 'postgres' ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
  process.stdout.write(
    `Parcours is running at ${config.publicUrl} (${config.apiDocs ? `API docs: ${config.publicUrl}/api/docs; ` : ''}${engine})\n`,
  );
}

main().catch((err) => {
  process.stderr.write(
    `Parcours could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
