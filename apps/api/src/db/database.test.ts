// The database as opened: files 0600, SQLite pragmas, PostgreSQL time limits (docs/security.md, "Data at rest").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/errors';
import { pgTestUrl, usePostgres } from '../test/helpers';
import { openDatabase } from './database';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe.skipIf(usePostgres)('SQLite file', () => {
  it('creates the database, WAL and SHM files readable by the owner only, with FULL sync and a busy timeout', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-db-'));
    const file = path.join(dir, 'data', 'parcours.db');
    const handle = openDatabase({ sqliteFile: file });
    try {
      await sql`create table t (x integer)`.execute(handle.db);
      await sql`insert into t values (1)`.execute(handle.db);
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
      expect(mode(path.dirname(file))).toBe(0o700);
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object)[0];
      expect(await pragma('synchronous')).toBe(2); // FULL
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('journal_mode')).toBe('wal');
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tightens a database file that was created readable by all', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-db-'));
    const file = path.join(dir, 'parcours.db');
    fs.writeFileSync(file, '', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const handle = openDatabase({ sqliteFile: file });
    await handle.close();
    expect(mode(file)).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe.skipIf(!usePostgres)('PostgreSQL limits', () => {
  it('sets the statement timeout on every connection and answers a query the server leaves hanging as unavailable', async () => {
    const handle = openDatabase({
      databaseUrl: pgTestUrl,
      poolSize: 1,
      timeouts: { statementMs: 1500, queryMs: 400 },
    });
    try {
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(handle.db);
      expect(shown.rows[0].statement_timeout).toBe('1500ms');
      // the client gives up after 400 ms: what a frozen server looks like from here
      const err = await sql`select pg_sleep(1)`.execute(handle.db).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('cancels a statement running past the server-side limit, reported as unavailable (503)', async () => {
    const handle = openDatabase({ databaseUrl: pgTestUrl, poolSize: 1, timeouts: { statementMs: 200 } });
    try {
      const err = await sql`select pg_sleep(1)`.execute(handle.db).catch((e: unknown) => e);
      expect((err as { code?: string }).code).toBe('57014');
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
