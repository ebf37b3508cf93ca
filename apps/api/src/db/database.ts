// Opens the database: embedded SQLite in DATA_DIR by default, PostgreSQL when a URL is given.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type PgModule from 'pg';
import { type Engine, ParcoursPostgresDialect } from './dialect';
import type { DB } from './schema';
import { cachePreparedStatements } from './statement-cache';

type Pg = typeof PgModule;
let pgModule: Pg | null = null;
/**
 * The PostgreSQL client, loaded on first use: a server on SQLite never pays for loading it at start
 * (docs/performance.md, "Start-up and memory").
 */
function loadPg(): Pg {
  if (pgModule) return pgModule;
  const pg = createRequire(import.meta.url)('pg') as Pg;
  // COUNT(*) and BIGINT come back from PostgreSQL as strings; every figure here fits in a double.
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
  pgModule = pg;
  return pg;
}

export type Database = Kysely<DB>;
export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /**
   * PostgreSQL only: true when the server answers `select 1` within `timeoutMs` on a connection of its own,
   * outside the pool, so a pool full of hung queries cannot hide a recovery (docs/security.md, "Database faults
   * and overload").
   */
  probe?: (timeoutMs: number) => Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  sqliteFile?: string; // path, or ':memory:'
  /** PostgreSQL schema to use (tests run each suite in a fresh one). */
  pgSchema?: string;
  poolSize?: number;
  /** PostgreSQL time limits (docs/configuration.md, "Database"); defaults in `defaultDbTimeouts`. */
  timeouts?: Partial<DbTimeouts>;
  /** SQLite `synchronous`: FULL syncs every commit, so a power cut loses no acknowledged write. */
  sqliteSynchronous?: 'full' | 'normal';
}

interface DbTimeouts {
  /** Server side: a statement running longer is cancelled. */
  statementMs: number;
  /** Client side: no answer in this time (a frozen server) fails the query, answered 503. */
  queryMs: number;
  /** Opening a connection. */
  connectMs: number;
  /** A transaction left idle this long is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

const defaultDbTimeouts: DbTimeouts = {
  statementMs: 15_000,
  queryMs: 20_000,
  connectMs: 5_000,
  idleInTransactionMs: 30_000,
};

/** Owner read and write only: the database holds minors' data (docs/security.md, "Data at rest"). */
export function restrictFiles(files: string[]): void {
  for (const f of files) {
    try {
      fs.chmodSync(f, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/**
 * A connection of its own that answers whether PostgreSQL does. A probe that times out keeps its connection
 * (a frozen server answers it once it wakes, which is the recovery we are waiting for); a connection that
 * failed, or that stayed silent for ten probes in a row, is replaced by a new one.
 */
function postgresProbe(connectionString: string, options: string) {
  const pg = loadPg();
  let client: PgModule.Client | null = null;
  let connecting: Promise<unknown> | null = null;
  let silent = 0;
  let closed = false;
  const drop = () => {
    const c = client;
    client = null;
    connecting = null;
    silent = 0;
    // end() waits for the server; a frozen one never answers, so the socket is not waited for.
    c?.end().catch(() => {});
  };
  const within = <T>(promise: Promise<T>, ms: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('probe timed out')), ms);
      promise.then(
        (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        (err) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
  return {
    async run(timeoutMs: number): Promise<boolean> {
      if (closed) return false;
      if (!client) {
        const c = new pg.Client({
          connectionString,
          options,
          connectionTimeoutMillis: timeoutMs,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
        });
        c.on('error', () => {
          if (client === c) drop();
        });
        c.on('end', () => {
          if (client === c) drop();
        });
        client = c;
        const opening = c.connect();
        connecting = opening;
        opening.catch(() => {
          if (client === c) drop();
        });
      }
      const c = client;
      try {
        await within(
          (connecting ?? Promise.resolve()).then(() => c.query('select 1')),
          timeoutMs,
        );
        silent = 0;
        return true;
      } catch {
        if (client === c && ++silent >= 10) drop();
        return false;
      }
    },
    close() {
      closed = true;
      drop();
    },
  };
}

export function openDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const pg = loadPg();
    const t = { ...defaultDbTimeouts, ...opts.timeouts };
    const settings = [
      `-c statement_timeout=${t.statementMs}`,
      `-c idle_in_transaction_session_timeout=${t.idleInTransactionMs}`,
      ...(opts.pgSchema ? [`-c search_path=${opts.pgSchema}`] : []),
    ];
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: t.connectMs,
      query_timeout: t.queryMs,
      // TCP keepalive notices a vanished server or a dropped link on idle connections.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      options: settings.join(' '),
    });
    // A dropped connection must not crash the process; the next query reports the outage (503).
    pool.on('error', () => {});
    // The pool listens for errors only on idle connections; one that drops while a request holds it (between
    // two statements of a transaction) would otherwise raise an uncaught error and end the process. Its
    // statements fail on their own (503).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new ParcoursPostgresDialect({ pool }) });
    const probe = postgresProbe(opts.databaseUrl, settings.join(' '));
    return {
      db,
      engine: 'postgres',
      probe: probe.run,
      close: async () => {
        probe.close();
        await db.destroy();
      },
    };
  }
  const file = opts.sqliteFile ?? ':memory:';
  const onDisk = file !== ':memory:';
  if (onDisk) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Created 0600 before SQLite opens it; SQLite gives the -wal and -shm files the database file's mode.
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    restrictFiles([file]);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A writer waits up to 5 s for another process's write instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${opts.sqliteSynchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  if (onDisk) restrictFiles([file, `${file}-wal`, `${file}-shm`]);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachePreparedStatements(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
