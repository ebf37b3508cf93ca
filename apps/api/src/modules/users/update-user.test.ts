// POST /api/admin/update-user-account/{id}: partial multipart edits, picture replacement, e-mail uniqueness,
// own-role protection, audit rows; and the no-orphan guarantee of create-user.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type FormFile,
  insertUser,
  multipart,
  type TestApp,
  uniqueEmail,
  userWithTokens,
} from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fa853f' } })
    .jpeg()
    .toBuffer();
const picture = (content: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): FormFile => ({
  filename,
  contentType,
  content,
});

async function update(
  id: number,
  fields: Record<string, string | FormFile>,
  lang = 'en',
  headers = admin.headers,
) {
  const form = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/update-user-account/${id}`,
    headers: { ...headers, ...form.headers, 'accept-language': lang },
    payload: form.payload,
  });
}

const mediaFiles = () =>
  (fs.readdirSync(t.config.mediaDir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f));
const audit = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', id)
    .where('action', '=', 'user.update')
    .execute();

describe('POST /api/admin/update-user-account/{id}', () => {
  it('changes the sent fields, skips empty ones, and audits which fields changed', async () => {
    const row = await insertUser(t, { first_name: 'Ada', major: 'Maths', role: 0 });
    const res = await update(row.id, {
      first_name: 'Augusta',
      last_name: '',
      email: '',
      birth_date: '-4000000',
      major: '  ',
      role: '2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        id: row.id,
        first_name: 'Augusta',
        last_name: 'Lovelace',
        email: row.email,
        birth_date: -4000000,
        major: 'Maths',
        role: 2,
      },
      message: 'The account is updated.',
    });
    const rows = await audit(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_id).toBe(admin.row.id);
    expect(JSON.parse(rows[0].details!)).toEqual({
      fields: ['first_name', 'birth_date', 'role'],
      picture: false,
      role: { from: 0, to: 2 },
    });
    // nothing to change: no audit row
    expect((await update(row.id, { first_name: 'Augusta' })).statusCode).toBe(200);
    expect(await audit(row.id)).toHaveLength(1);
  });

  it('takes JSON too, and an e-mail change in any case', async () => {
    const row = await insertUser(t);
    const email = uniqueEmail('moved');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/update-user-account/${row.id}`,
      headers: admin.headers,
      payload: { email: email.toUpperCase(), language: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, language: 'fr' });
  });

  it('refuses an address of another account with 409 and changes nothing', async () => {
    const row = await insertUser(t);
    const other = await insertUser(t);
    const res = await update(row.id, { email: other.email.toUpperCase(), first_name: 'Changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This e-mail address is already registered.' });
    const fr = await update(row.id, { email: other.email }, 'fr');
    expect(fr.json()).toEqual({ message: 'Cette adresse e-mail est déjà enregistrée.' });
    const stored = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect([stored.email, stored.first_name]).toEqual([row.email, row.first_name]);
    // its own address, differently cased, is not a conflict
    expect((await update(row.id, { email: row.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('replaces the picture: new file and thumbnail stored, old ones removed', async () => {
    const row = await insertUser(t);
    const first = await update(row.id, { profile_picture: picture(await jpeg(50, 40)) });
    expect(first.statusCode).toBe(200);
    const [old] = first.json().data.media;
    expect(old).toMatchObject({
      model_type: 'user',
      model_id: row.id,
      mime_type: 'image/jpeg',
      kind: 'image',
    });
    expect(fs.existsSync(path.join(t.config.mediaDir, old.file_name))).toBe(true);
    expect(fs.existsSync(path.join(t.config.mediaDir, old.thumbnail_file_name))).toBe(true);

    const second = await update(row.id, { profile_picture: picture(await jpeg(30, 30)) });
    expect(second.statusCode).toBe(200);
    const media = second.json().data.media;
    expect(media).toHaveLength(1);
    expect(media[0].id).not.toBe(old.id);
    expect(fs.existsSync(path.join(t.config.mediaDir, media[0].file_name))).toBe(true);
    expect(fs.existsSync(path.join(t.config.mediaDir, old.file_name))).toBe(false);
    expect(fs.existsSync(path.join(t.config.mediaDir, old.thumbnail_file_name))).toBe(false);
    const rows = await audit(row.id);
    expect(JSON.parse(rows[rows.length - 1].details!)).toEqual({ fields: [], picture: true });
  });

  it('refuses a picture that is not an image (415) and a document (415), keeping the old one', async () => {
    const row = await insertUser(t);
    const kept = (await update(row.id, { profile_picture: picture(await jpeg(20, 20)) })).json().data
      .media[0];
    const files = mediaFiles().length;
    for (const file of [
      picture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.svg', 'image/svg+xml'),
      picture(Buffer.from('<html><body>hi</body></html>'), 'me.png', 'image/png'),
      picture(Buffer.from('%PDF-1.4\n%%EOF\n'), 'me.jpg', 'image/jpeg'),
    ]) {
      const res = await update(row.id, { first_name: 'Never', profile_picture: file });
      expect(res.statusCode, file.filename).toBe(415);
    }
    expect(mediaFiles()).toHaveLength(files);
    const user = (
      await t.app.inject({ method: 'GET', url: `/api/admin/users/${row.id}`, headers: admin.headers })
    ).json().data;
    expect(user.first_name).toBe(row.first_name);
    expect(user.media.map((m: { id: number }) => m.id)).toEqual([kept.id]);
  });

  it('answers 413 for a picture above the image limit', async () => {
    const small = await createTestApp({ uploadLimits: { image: 1000 } });
    try {
      const boss = await userWithTokens(small, { role: 1 });
      const row = await insertUser(small);
      const noisy = await sharp(crypto.randomBytes(64 * 64 * 3), {
        raw: { width: 64, height: 64, channels: 3 },
      })
        .png()
        .toBuffer();
      expect(noisy.length).toBeGreaterThan(1000);
      const form = multipart({ profile_picture: picture(noisy, 'big.png', 'image/png') });
      const res = await small.app.inject({
        method: 'POST',
        url: `/api/admin/update-user-account/${row.id}`,
        headers: { ...boss.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The file or request is too large (at most 1000 B).' });
    } finally {
      await small.close();
    }
  });

  it('validates the fields it receives (422 with the docs/design/product.md §5 messages)', async () => {
    const row = await insertUser(t);
    const res = await update(row.id, {
      email: 'not-an-address',
      role: '5',
      birth_date: 'soon',
      language: 'de',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        email: ['Invalid email'],
        role: ['This value is not valid'],
        birth_date: ['Age is required'],
        language: ['This value is not valid'],
      },
    });
    const fr = await update(row.id, { email: 'nope' }, 'fr');
    expect(fr.json().errors).toEqual({ email: ['E-mail invalide'] });
  });

  it('answers 404 for an unknown or deleted account', async () => {
    const missing = await update(987654, { first_name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    const gone = await insertUser(t, { status: 'deleted' });
    expect((await update(gone.id, { first_name: 'Back' })).statusCode).toBe(404);
  });

  it('does not let an admin change their own role, but lets them edit their own name', async () => {
    const res = await update(admin.row.id, { role: '0' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot do this to your own account.' });
    const stored = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', admin.row.id)
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe(1);
    expect((await update(admin.row.id, { first_name: 'Chief', role: '1' })).statusCode).toBe(200);
  });

  it('a role change applies on the next request of that person', async () => {
    const person = await userWithTokens(t, { role: 0 });
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: person.headers });
    expect(before.statusCode).toBe(403);
    expect((await update(person.row.id, { role: '1' })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: person.headers });
    expect(after.statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const learner = await userWithTokens(t);
    const res = await update(learner.row.id, { first_name: 'Self' }, 'en', learner.headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/admin/create-user leaves nothing behind when it fails', () => {
  it('a taken address with a picture: 409, no user, no media row, no file', async () => {
    const files = mediaFiles().length;
    const media = (await t.db.selectFrom('media').select('id').execute()).length;
    const form = multipart({
      first_name: 'Copy',
      last_name: 'Cat',
      email: admin.row.email,
      birth_date: '0',
      major: 'Art',
      role: '0',
      profile_picture: picture(await jpeg(10, 10)),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(409);
    expect(mediaFiles()).toHaveLength(files);
    expect((await t.db.selectFrom('media').select('id').execute()).length).toBe(media);
    expect(fs.readdirSync(t.config.uploadTmpDir)).toEqual([]);
  });

  it('an SVG picture: 415 and no user', async () => {
    const email = uniqueEmail('svg');
    const form = multipart({
      first_name: 'Vector',
      last_name: 'Art',
      email,
      birth_date: '0',
      major: 'Art',
      role: '0',
      profile_picture: picture(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'a.svg',
        'image/svg+xml',
      ),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });
});
