// POST /api/admin/create-user: JSON or multipart, invitation mail in the user's language, picture upload.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertUser,
  lastLinkToken,
  login,
  multipart,
  type TestApp,
  tinyPng,
  uniqueEmail,
  userWithTokens,
} from '../../test/helpers';
import { toWireUsers } from './mapper';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const fields = (overrides: Record<string, string> = {}) => ({
  first_name: 'Alan',
  last_name: 'Turing',
  email: uniqueEmail('invited'),
  birth_date: '-1815350400',
  major: 'Logic',
  role: '2',
  ...overrides,
});

describe('POST /api/admin/create-user', () => {
  it('creates an accepted account without password and mails a 7-day invitation', async () => {
    const body = fields();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: body.email,
      role: 2,
      status: 'accepted',
      is_valid: 1,
      birth_date: -1815350400,
    });

    // not verified until the password is chosen through the link
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: 'Whatever1' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Your account is not verified yet!');

    const mail = t.mail[t.mail.length - 1];
    expect(mail).toMatchObject({ to: body.email, subject: 'Your Parcours account is ready' });
    expect(mail.text).toContain('expires in 7 days');
    const token = lastLinkToken(t.mail, body.email);
    const stored = await t.db
      .selectFrom('password_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('invite');
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(7 * 24 * 3600 * 1000);

    const set = await t.app.inject({
      method: 'POST',
      url: `/api/password-set?token=${token}`,
      payload: { password: 'Chosen123', password_confirmation: 'Chosen123' },
    });
    expect(set.statusCode).toBe(200);
    const session = await login(t, body.email, 'Chosen123');
    expect(session.user.role).toBe(2);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', user.id)
      .where('action', 'not like', 'auth.%') // logins are audited too
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['user.create']);
    expect(audit[0].actor_id).toBe(admin.row.id);
  });

  it('takes a multipart form with a profile picture, sniffed from its bytes', async () => {
    const form = multipart({
      ...fields({ language: 'fr' }),
      profile_picture: { filename: 'me.bin', contentType: 'application/octet-stream', content: tinyPng },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user.language).toBe('fr');
    expect(user.media).toHaveLength(1);
    expect(user.media[0]).toMatchObject({
      model_type: 'user',
      model_id: user.id,
      mime_type: 'image/png',
      kind: 'image',
    });
    expect(user.media[0].file_name).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(path.join(t.config.mediaDir, user.media[0].file_name))).toBe(true);
    // the invitation speaks the user's language
    expect(t.mail[t.mail.length - 1].subject).toBe('Votre compte Parcours est prêt');
    // the temporary upload is gone
    expect(fs.existsSync(t.config.uploadTmpDir) ? fs.readdirSync(t.config.uploadTmpDir) : []).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: user.media[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a picture that is not an image (415) and creates nothing', async () => {
    const body = fields();
    const form = multipart({
      ...body,
      profile_picture: {
        filename: 'x.png',
        contentType: 'image/png',
        content: Buffer.from('<html>not an image</html>'),
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This type of file or content is not allowed.');
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('validates the fields, roles 0 to 3 only, and refuses a taken address', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: admin.headers,
      payload: fields({ role: '7', email: 'nope', first_name: '' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      role: ['This value is not valid'],
      email: ['Invalid email'],
      first_name: ['First name is required'],
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: admin.headers,
      payload: fields({ email: admin.row.email.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('user wire mapper', () => {
  it('reads any number of users with the same three queries', async () => {
    for (let i = 0; i < 5; i++) await insertUser(t);
    const rows = await t.db.selectFrom('users').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    let selects = 0;
    const counting = new Proxy(t.db, {
      get(target, prop) {
        if (prop === 'selectFrom') selects += 1;
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const users = await toWireUsers(counting, rows);
    expect(users.map((u) => u.id)).toEqual(rows.map((r) => r.id));
    expect(selects).toBe(3);
  });
});
