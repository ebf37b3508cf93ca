// Opens the database: embedded SQLite in DATA_DIR by default, PostgreSQL when a URL is given.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type Engine, ParcoursPostgresDialect } from './dialect';
import type { DB } from './schema';

// COUNT(*) and BIGINT come back from PostgreSQL as strings; every figure here fits in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export type Database = Kysely<DB>;
export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  sqliteFile?: string; // path, or ':memory:'
  /** PostgreSQL schema to use (tests run each suite in a fresh one). */
  pgSchema?: string;
  poolSize?: number;
}

export function openDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // A dropped connection must not crash the process; the next query reports the outage (503).
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new ParcoursPostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
