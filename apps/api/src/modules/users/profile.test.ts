// GET /api/profile, POST /api/update-profile and POST /api/change-password.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from '../../lib/after-answer';
import {
  bearer,
  createTestApp,
  type FormFile,
  login,
  multipart,
  password,
  type TestApp,
  userWithTokens,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const webp = () =>
  sharp({ create: { width: 3000, height: 600, channels: 3, background: '#5d99c6' } })
    .webp()
    .toBuffer();

async function updateProfile(
  headers: Record<string, string>,
  fields: Record<string, string | FormFile>,
  lang = 'en',
) {
  const form = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/update-profile',
    headers: { ...headers, ...form.headers, 'accept-language': lang },
    payload: form.payload,
  });
}

const changePassword = (headers: Record<string, string>, payload: Record<string, string>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/change-password',
    headers: { ...headers, 'accept-language': lang },
    payload,
  });

describe('GET /api/profile', () => {
  it('answers the caller as a user, and 401 without a token', async () => {
    const me = await userWithTokens(t, { first_name: 'Lea' });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: me.row.id,
      first_name: 'Lea',
      status: 'accepted',
      media: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('POST /api/update-profile', () => {
  it('changes the sent fields, language and theme, skips empty ones, and answers the user', async () => {
    const me = await userWithTokens(t, { first_name: 'Lea', major: 'Physics', language: 'en' });
    const res = await updateProfile(me.headers, {
      first_name: 'Léa',
      last_name: '',
      birth_date: '946684800',
      major: '',
      language: 'fr',
      theme: 'dark',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        id: me.row.id,
        first_name: 'Léa',
        last_name: me.row.last_name,
        birth_date: 946684800,
        major: 'Physics',
        language: 'fr',
        theme: 'dark',
      },
      message: 'Your profile is updated.',
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: me.headers });
    expect(profile.json().data).toMatchObject({ first_name: 'Léa', language: 'fr', theme: 'dark' });
    // a person's own edits are not administrative actions
    expect(
      await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_id', '=', me.row.id)
        .where('action', 'not like', 'auth.%') // the login is audited, as every auth event
        .execute(),
    ).toEqual([]);
  });

  it('ignores fields the profile form does not own (e-mail, role)', async () => {
    const me = await userWithTokens(t, { role: 0 });
    const res = await updateProfile(me.headers, { role: '1', email: 'new@example.org', major: 'Biology' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 0, email: me.row.email, major: 'Biology' });
  });

  it('stores a picture re-encoded to at most 2048 px and replaces the previous one', async () => {
    const me = await userWithTokens(t);
    const first = await updateProfile(me.headers, {
      profile_picture: { filename: 'wide.webp', contentType: 'image/webp', content: await webp() },
    });
    expect(first.statusCode).toBe(200);
    const [pic] = first.json().data.media;
    expect(pic).toMatchObject({ model_type: 'user', model_id: me.row.id, mime_type: 'image/webp' });
    const meta = await sharp(path.join(t.config.mediaDir, pic.file_name)).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 410]);
    const second = await updateProfile(me.headers, {
      profile_picture: { filename: 'again.webp', contentType: 'image/webp', content: await webp() },
    });
    expect(second.json().data.media).toHaveLength(1);
    expect(fs.existsSync(path.join(t.config.mediaDir, pic.file_name))).toBe(false);
  });

  it('validates (422), refuses non-images (415), needs a login (401)', async () => {
    const me = await userWithTokens(t);
    const bad = await updateProfile(
      me.headers,
      { theme: 'blue', language: 'de', first_name: 'x'.repeat(101) },
      'fr',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: {
        theme: ["Cette valeur n'est pas valide"],
        language: ["Cette valeur n'est pas valide"],
        first_name: ['Cette valeur est trop longue'],
      },
    });
    const html = await updateProfile(me.headers, {
      profile_picture: {
        filename: 'me.png',
        contentType: 'image/png',
        content: Buffer.from('<!DOCTYPE html><p>x</p>'),
      },
    });
    expect(html.statusCode).toBe(415);
    expect((await updateProfile({}, { first_name: 'Nobody' })).statusCode).toBe(401);
  });
});

describe('POST /api/change-password', () => {
  const next = 'NewSecret456';

  it('needs the current password, keeps the caller’s session and ends the others', async () => {
    const me = await userWithTokens(t);
    const other = await login(t, me.row.email);
    const third = await login(t, me.row.email);
    const res = await changePassword(me.headers, {
      current_password: password,
      password: next,
      password_confirmation: next,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password is changed. Your other sessions are logged out.' });

    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: me.headers })).statusCode).toBe(
      200,
    );
    for (const session of [other, third]) {
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: bearer(session.access_token),
      });
      expect(profile.statusCode).toBe(401);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refresh_token: session.refresh_token },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const sessions = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', me.row.id).execute();
    expect(sessions.filter((s) => s.revoked_at === null)).toHaveLength(1);
    expect(sessions.filter((s) => s.revoked_reason === 'password_changed')).toHaveLength(2);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.row.email, password },
    });
    expect(old.statusCode).toBe(401);
    await login(t, me.row.email, next);
  });

  it('answers 422 on current_password when it is wrong, in both languages, changing nothing', async () => {
    const me = await userWithTokens(t);
    const other = await login(t, me.row.email);
    const en = await changePassword(me.headers, {
      current_password: 'Wrong1234',
      password: next,
      password_confirmation: next,
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { current_password: ['The current password is not correct.'] },
    });
    const fr = await changePassword(
      me.headers,
      { current_password: 'Wrong1234', password: next, password_confirmation: next },
      'fr',
    );
    expect(fr.json()).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: { current_password: ["Le mot de passe actuel n'est pas correct."] },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(other.access_token) }))
        .statusCode,
    ).toBe(200);
    await login(t, me.row.email, password);
  });

  it('checks the new password with the docs/design/product.md §5 rules', async () => {
    const me = await userWithTokens(t);
    const res = await changePassword(me.headers, { password: 'short', password_confirmation: 'other' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      current_password: ['Password is required'],
      password: [
        'Password must be at least 8 characters long, including an uppercase, a lowercase, and a number',
      ],
    });
    const mismatch = await changePassword(me.headers, {
      current_password: password,
      password: next,
      password_confirmation: 'Other1234',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    await login(t, me.row.email, password);
    expect(
      (await changePassword({}, { current_password: password, password: next, password_confirmation: next }))
        .statusCode,
    ).toBe(401);
  });

  it('makes unused password links useless', async () => {
    const me = await userWithTokens(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/send-password-reset-mail',
      payload: { email: me.row.email },
    });
    await settled(); // the link is made after the answer
    const token = /password-set\?token=([A-Za-z0-9_%-]+)/.exec(t.mail[t.mail.length - 1].text)![1];
    expect(
      (
        await changePassword(me.headers, {
          current_password: password,
          password: next,
          password_confirmation: next,
        })
      ).statusCode,
    ).toBe(200);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/password-set?token=${token}`,
      payload: { password: 'Another789', password_confirmation: 'Another789' },
    });
    expect(set.statusCode).toBe(422);
  });

  it('limits attempts per account', async () => {
    const strict = await createTestApp({ rateLimits: { loginPerEmail: { max: 2, windowMs: 60_000 } } });
    try {
      const me = await userWithTokens(strict);
      const body = { current_password: 'Wrong1234', password: next, password_confirmation: next };
      const call = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/change-password',
          headers: me.headers,
          payload: body,
        });
      expect((await call()).statusCode).toBe(422);
      expect((await call()).statusCode).toBe(422);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().retry_after).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});
