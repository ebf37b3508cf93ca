// What a stolen token is worth (docs/security.md, "Sessions"): 15-minute access tokens, refresh tokens that die
// with their session's idle timeout and absolute lifetime, and "log out everywhere".
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, login, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: { idleDays: 14, maxDays: 30 } });
});
afterAll(async () => {
  await t.close();
});

const day = 86_400_000;
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refresh_token } });
const profile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${access}` } });
const session = (id: string) =>
  t.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('token lifetimes', () => {
  it('issues access tokens of 15 minutes bound to their session', async () => {
    const user = await insertUser(t);
    const pair = await login(t, user.email);
    const access = decodeJwt(pair.access_token);
    const refreshClaims = decodeJwt(pair.refresh_token);
    expect(access.exp! - access.iat!).toBe(15 * 60);
    expect(access.sid).toBe(refreshClaims.sid);
    expect((await session(String(access.sid))).user_id).toBe(user.id);
  });

  it('ends a session unused for the idle timeout: its refresh token is refused (401)', async () => {
    const user = await insertUser(t);
    const pair = await login(t, user.email);
    const sid = String(decodeJwt(pair.refresh_token).sid);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 14 * day - 60_000).toISOString() })
      .where('id', '=', sid)
      .execute();
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    expect(await session(sid)).toMatchObject({ revoked_reason: 'idle_timeout' });
  });

  it('ends a session past its absolute lifetime even when used every day (401)', async () => {
    const user = await insertUser(t);
    const pair = await login(t, user.email);
    const sid = String(decodeJwt(pair.refresh_token).sid);
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 30 * day - 60_000).toISOString() })
      .where('id', '=', sid)
      .execute();
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    expect(await session(sid)).toMatchObject({ revoked_reason: 'max_lifetime' });
  });

  it('keeps a session used within both limits', async () => {
    const user = await insertUser(t);
    const pair = await login(t, user.email);
    const sid = String(decodeJwt(pair.refresh_token).sid);
    await t.db
      .updateTable('sessions')
      .set({
        created_at: new Date(Date.now() - 29 * day).toISOString(),
        last_used_at: new Date(Date.now() - 13 * day).toISOString(),
      })
      .where('id', '=', sid)
      .execute();
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });
});

describe('POST /api/logout-everywhere', () => {
  it('ends every session of the caller: their access and refresh tokens stop working, others are untouched', async () => {
    const user = await insertUser(t);
    const other = await insertUser(t);
    const phone = await login(t, user.email);
    const laptop = await login(t, user.email);
    const someoneElse = await login(t, other.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout-everywhere',
      headers: { authorization: `Bearer ${phone.access_token}`, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vous êtes déconnecté sur tous vos appareils.' });
    for (const pair of [phone, laptop]) {
      expect((await profile(pair.access_token)).statusCode).toBe(401);
      expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    }
    expect((await profile(someoneElse.access_token)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.logout_all')
      .where('actor_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({ sessions: 2 });
    expect(audit.request_id).toBe(res.headers['x-request-id']);
  });

  it('needs a login (401)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout-everywhere' })).statusCode).toBe(401);
  });
});
