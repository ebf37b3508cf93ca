// Per-person upload quota and rate, and the removal of uploads nobody attached (docs/security.md, "Uploads").
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp, userWithTokens } from '../../test/helpers';
import { removeStaleUploads } from './allowance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ uploadAllowance: { quotaBytes: 1000, perHour: 3 } });
});
afterAll(async () => {
  await t.close();
});

const text = (bytes: number) => ({
  filename: 'n.txt',
  contentType: 'text/plain',
  content: Buffer.alloc(bytes, 'a'),
});

function upload(headers: Record<string, string>, bytes: number, temporaryId = 'draft') {
  const form = multipart({ temporary_id: temporaryId, is_supplementary: 'false', file: text(bytes) });
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload-media',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const tmpFiles = () => (fs.existsSync(t.config.uploadTmpDir) ? fs.readdirSync(t.config.uploadTmpDir) : []);

describe('upload allowance', () => {
  it('refuses an upload once the person holds the quota, before reading it (413)', async () => {
    const designer = await userWithTokens(t, { role: 3 });
    expect((await upload(designer.headers, 600)).statusCode).toBe(201);
    // 600 stored + a body of more than 400 bytes would pass 1000: refused from the announced length
    const over = await upload(designer.headers, 500);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'Your upload space is full (at most 1000 B).' });
    expect(tmpFiles()).toEqual([]);
    const stored = await t.db
      .selectFrom('media')
      .select(['size'])
      .where('uploaded_by', '=', designer.row.id)
      .execute();
    expect(stored.map((r) => Number(r.size))).toEqual([600]);
  });

  it('answers 429 past the hourly number of uploads, with Retry-After', async () => {
    const designer = await userWithTokens(t, { role: 3 });
    for (let i = 0; i < 3; i++) expect((await upload(designer.headers, 10)).statusCode).toBe(201);
    const fourth = await upload(designer.headers, 10);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('does not count administrators', async () => {
    const admin = await userWithTokens(t, { role: 1 });
    for (let i = 0; i < 4; i++) expect((await upload(admin.headers, 600)).statusCode).toBe(201);
  });
});

describe('removeStaleUploads', () => {
  it('removes uploads unattached for a day (rows and files) and stale temporary files, nothing else', async () => {
    const admin = await userWithTokens(t, { role: 1 });
    const stale = (await upload(admin.headers, 20, 'stale')).json().data;
    const kept = (await upload(admin.headers, 20, 'kept')).json().data;
    const day = 24 * 3600_000;
    // `stale` is backdated 25 hours; `kept` was just made; a third is attached to an owner long ago
    await t.db
      .updateTable('media')
      .set({ created_at: new Date(Date.now() - day - 3600_000).toISOString() })
      .where('id', '=', stale.id)
      .execute();
    const attached = (await upload(admin.headers, 20, 'owned')).json().data;
    await t.db
      .updateTable('media')
      .set({ model_type: 'course', model_id: 1, temporary_id: null, created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', attached.id)
      .execute();
    fs.mkdirSync(t.config.uploadTmpDir, { recursive: true });
    const leftover = path.join(t.config.uploadTmpDir, 'crashed.upload');
    fs.writeFileSync(leftover, 'x');
    const old = new Date(Date.now() - day - 1000);
    fs.utimesSync(leftover, old, old);
    const fresh = path.join(t.config.uploadTmpDir, 'in-flight.upload');
    fs.writeFileSync(fresh, 'x');

    const result = await removeStaleUploads({
      db: t.db,
      mediaDir: t.config.mediaDir,
      uploadTmpDir: t.config.uploadTmpDir,
    });

    expect(result).toEqual({ rows: 1, tmpFiles: 1 });
    const ids = (await t.db.selectFrom('media').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(stale.id);
    expect(ids).toEqual(expect.arrayContaining([kept.id, attached.id]));
    expect(fs.existsSync(path.join(t.config.mediaDir, stale.file_name))).toBe(false);
    expect(fs.existsSync(path.join(t.config.mediaDir, kept.file_name))).toBe(true);
    expect(fs.existsSync(leftover)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });
});
