// `npm run backup` / `npm run restore` (docs/operations.md, "Backups"): a backup taken from a seeded installation,
// restored over a changed one, gives back every row of every table and every media file, byte for byte.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPasswordHasher } from '../lib/passwords';
import { runSeed } from '../seed/seed';
import { adminQuery, pgTestUrl, usePostgres } from '../test/helpers';
import { BackupError, backup, restore, verifyBackup } from './backup';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A configuration with a real database: a SQLite file, or a fresh PostgreSQL schema. */
async function installation(): Promise<Config> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-backup-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!usePostgres)
    return testConfig({ dataDir, sqliteFile: path.join(dataDir, 'parcours.db'), seedDemo: true });
  const schema = `parcours_backup_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema "${schema}"`);
  cleanups.push(() => adminQuery(`drop schema if exists "${schema}" cascade`));
  return testConfig({ dataDir, databaseUrl: pgTestUrl, pgSchema: schema, seedDemo: true });
}

function open(config: Config): DatabaseHandle {
  return config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl, pgSchema: config.pgSchema ?? undefined, poolSize: 2 })
    : openDatabase({ sqliteFile: config.sqliteFile });
}

/** Every row of every table, in a stable order: what a restore must give back. */
async function dump(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const { name } of await database.db.introspection.getTables()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
    out[name] = rows.rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

function mediaFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

describe(`backup and restore (${usePostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('restores every row and every media file of a seeded installation over a changed one', async () => {
    const config = await installation();
    const database = open(config);
    await migrateToLatest(database.db, database.engine);
    await runSeed({
      db: database.db,
      engine: database.engine,
      config,
      passwords: createPasswordHasher(config.argon2),
      print: () => {},
    });
    fs.mkdirSync(path.join(config.mediaDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(config.mediaDir, 'uploads', 'lesson.pdf'), crypto.randomBytes(4096));
    const before = await dump(database);
    const mediaBefore = mediaFiles(config.mediaDir);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect((before.courses ?? []).length).toBeGreaterThan(0);
    expect(Object.keys(mediaBefore)).toContain(path.join('uploads', 'lesson.pdf'));

    // taken while the database is open and in use, as on a running server
    const target = path.join(config.dataDir, 'backups', 'first');
    const manifest = await backup(config, target);
    expect(manifest.engine).toBe(database.engine);
    expect(manifest.files.map((f) => f.path)).toContain('media/uploads/lesson.pdf');
    for (const f of manifest.files) {
      const bytes = fs.readFileSync(path.join(target, f.path));
      expect(bytes.length).toBe(f.bytes);
      expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(f.sha256);
    }
    await expect(backup(config, target)).rejects.toBeInstanceOf(BackupError); // never over an old one

    // the installation changes after the backup: rows go, rows come, a file goes, a file comes
    await database.db.deleteFrom('reviews').execute();
    await database.db.updateTable('courses').set({ title: 'Changed after the backup' }).execute();
    fs.rmSync(path.join(config.mediaDir, 'uploads', 'lesson.pdf'));
    fs.writeFileSync(path.join(config.mediaDir, 'uploads', 'late.png'), 'late');
    expect(await dump(database)).not.toEqual(before);
    await database.close();

    await restore(config, target);
    const restored = open(config);
    try {
      expect(await dump(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(mediaFiles(config.mediaDir)).toEqual(mediaBefore);
  });

  it('refuses a damaged backup, a folder that is not one, and a backup of the other engine', async () => {
    const config = await installation();
    const database = open(config);
    await migrateToLatest(database.db, database.engine);
    await database.close();
    fs.mkdirSync(config.mediaDir, { recursive: true });
    fs.writeFileSync(path.join(config.mediaDir, 'a.txt'), 'original');
    const target = path.join(config.dataDir, 'backups', 'b');
    await backup(config, target);
    await expect(verifyBackup(target)).resolves.toMatchObject({ format: 1 });

    fs.writeFileSync(path.join(target, 'media', 'a.txt'), 'tampered');
    await expect(restore(config, target)).rejects.toThrow(/damaged: media\/a\.txt has changed/);
    expect(fs.readFileSync(path.join(config.mediaDir, 'a.txt'), 'utf8')).toBe('original'); // nothing touched

    await expect(restore(config, config.dataDir)).rejects.toThrow(/not a Parcours backup/);

    fs.writeFileSync(path.join(target, 'media', 'a.txt'), 'original');
    const other = usePostgres
      ? testConfig({ dataDir: config.dataDir, sqliteFile: path.join(config.dataDir, 'x.db') })
      : { ...config, databaseUrl: pgTestUrl };
    await expect(restore(other, target)).rejects.toThrow(/this installation uses/);
  });
});
