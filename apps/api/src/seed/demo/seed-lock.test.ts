// Several processes starting together on one database seed the demo catalogue once: the first takes the
// seeding lock (docs/scaling.md), the others wait for it, then find its courses and add nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { openTestDatabase, pgTestUrl, type TestDatabase, usePostgres } from '../../test/helpers';
import { seedDemoContent } from './index';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Two handles (two pools, as two processes have) on one new database. */
async function twoProcesses(): Promise<[DatabaseHandle, DatabaseHandle]> {
  if (usePostgres) {
    const first: TestDatabase = await openTestDatabase();
    cleanups.push(first.dispose);
    const second = openDatabase({ databaseUrl: pgTestUrl, pgSchema: first.schema!, poolSize: 2 });
    cleanups.push(() => second.close());
    await migrateToLatest(first.database.db, first.database.engine);
    return [first.database, second];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-seed-lock-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'parcours.db');
  const first = openDatabase({ sqliteFile: file });
  const second = openDatabase({ sqliteFile: file });
  cleanups.push(
    () => first.close(),
    () => second.close(),
  );
  await migrateToLatest(first.db, first.engine);
  return [first, second];
}

describe('demo seeding by processes starting together', () => {
  it('adds the catalogue once', async () => {
    const [a, b] = await twoProcesses();
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-seed-media-'));
    cleanups.push(async () => fs.rmSync(mediaDir, { recursive: true, force: true }));
    const [first, second] = await Promise.all([
      seedDemoContent(a.db, { mediaDir, adminId: null }),
      seedDemoContent(b.db, { mediaDir, adminId: null }),
    ]);
    const seeded = [first, second].filter((c) => c.courses > 0);
    expect(seeded).toHaveLength(1);
    const courses = await a.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(courses.n)).toBe(seeded[0].courses);
    const titles = await a.db.selectFrom('courses').select('title').execute();
    expect(new Set(titles.map((t) => t.title)).size).toBe(titles.length);
    // the loser's drawings were removed: only the files the stored rows name remain
    const media = await a.db.selectFrom('media').select(['file_name', 'thumbnail_file_name']).execute();
    const named = new Set(media.flatMap((m) => [m.file_name, m.thumbnail_file_name].filter(Boolean)));
    const onDisk = fs.readdirSync(path.join(mediaDir, 'demo')).map((f) => `demo/${f}`);
    expect(new Set(onDisk)).toEqual(named);
  }, 180_000);
});
