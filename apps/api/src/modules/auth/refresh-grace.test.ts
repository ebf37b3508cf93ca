// Two tabs of one browser refreshing with the same refresh token: the second, within the grace and from the
// same browser, gets the session's current pair; outside the grace, or from another browser, the reuse is
// theft and the whole session ends.
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chromium/130' };
const refresh = (a: TestApp, token: string, headers = browser, remoteAddress = '127.0.0.1') =>
  a.app.inject({
    method: 'POST',
    url: '/api/refresh-token',
    payload: { refresh_token: token },
    headers,
    remoteAddress,
  });

/** Logs in from `browser` (the session remembers it), as the web app does. */
async function loggedIn(a: TestApp) {
  const s = await userWithTokens(a);
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: s.row.email, password: 'Secret123' },
    headers: browser,
  });
  return { row: s.row, ...(res.json().data as { access_token: string; refresh_token: string }) };
}

async function sessionOf(a: TestApp, userId: number, refreshToken: string) {
  const claims = await a.app.tokens.verify(refreshToken, 'refresh');
  return a.db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', claims!.sid)
    .executeTakeFirstOrThrow();
}

describe('refresh grace for tabs of one browser', () => {
  it('answers a second tab within the grace with the pair the first tab got, and both keep working', async () => {
    t = await createTestApp({ refreshGraceSeconds: 10 });
    const s = await loggedIn(t);
    const first = await refresh(t, s.refresh_token);
    expect(first.statusCode).toBe(200);
    const second = await refresh(t, s.refresh_token);
    expect(second.statusCode).toBe(200);

    const a = first.json().data;
    const b = second.json().data;
    // the same refresh token id: whichever tab refreshes next rotates it for both
    const [ca, cb] = await Promise.all([
      t.app.tokens.verify(a.refresh_token, 'refresh'),
      t.app.tokens.verify(b.refresh_token, 'refresh'),
    ]);
    expect(cb!.jti).toBe(ca!.jti);
    const session = await sessionOf(t, s.row.id, a.refresh_token);
    expect(session.revoked_at).toBeNull();
    expect(session.refresh_jti).toBe(ca!.jti);

    for (const token of [a.access_token, b.access_token]) {
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(profile.statusCode).toBe(200);
    }
    const next = await refresh(t, b.refresh_token);
    expect(next.statusCode).toBe(200);
  });

  it('answers three tabs racing with the same token, none revoked', async () => {
    t = await createTestApp({ refreshGraceSeconds: 10 });
    const s = await loggedIn(t);
    const a = t;
    const results = await Promise.all([1, 2, 3].map(() => refresh(a, s.refresh_token)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const session = await sessionOf(t, s.row.id, s.refresh_token);
    expect(session.revoked_at).toBeNull();
  });

  it('revokes the session when the used token comes back after the grace', async () => {
    t = await createTestApp({ refreshGraceSeconds: 10 });
    const s = await loggedIn(t);
    const first = await refresh(t, s.refresh_token);
    expect(first.statusCode).toBe(200);
    // the rotation happened 11 seconds ago
    const session = await sessionOf(t, s.row.id, s.refresh_token);
    await t.db
      .updateTable('sessions')
      .set({ rotated_at: new Date(Date.now() - 11_000).toISOString() })
      .where('id', '=', session.id)
      .execute();

    const late = await refresh(t, s.refresh_token);
    expect(late.statusCode).toBe(401);
    const after = await sessionOf(t, s.row.id, s.refresh_token);
    expect(after.revoked_reason).toBe('refresh_reuse');
    // the tab that rotated legitimately is logged out too: the session is gone
    expect((await refresh(t, first.json().data.refresh_token)).statusCode).toBe(401);
  });

  it('revokes the session when another browser or address presents the used token, even at once', async () => {
    t = await createTestApp({ refreshGraceSeconds: 10 });
    for (const [headers, address] of [
      [{ 'user-agent': 'curl/8.5' }, '127.0.0.1'],
      [browser, '198.51.100.9'],
    ] as const) {
      const s = await loggedIn(t);
      expect((await refresh(t, s.refresh_token)).statusCode).toBe(200);
      const stolen = await refresh(t, s.refresh_token, headers, address);
      expect(stolen.statusCode).toBe(401);
      expect((await sessionOf(t, s.row.id, s.refresh_token)).revoked_reason).toBe('refresh_reuse');
    }
  });

  it('treats any reuse as theft when the grace is set to 0', async () => {
    t = await createTestApp({ refreshGraceSeconds: 0 });
    const s = await loggedIn(t);
    expect((await refresh(t, s.refresh_token)).statusCode).toBe(200);
    expect((await refresh(t, s.refresh_token)).statusCode).toBe(401);
    expect((await sessionOf(t, s.row.id, s.refresh_token)).revoked_reason).toBe('refresh_reuse');
  });

  it('does not accept a token two rotations old, even within the grace', async () => {
    t = await createTestApp({ refreshGraceSeconds: 10 });
    const s = await loggedIn(t);
    const first = (await refresh(t, s.refresh_token)).json().data;
    expect((await refresh(t, first.refresh_token)).statusCode).toBe(200);
    expect((await refresh(t, s.refresh_token)).statusCode).toBe(401);
    expect((await sessionOf(t, s.row.id, s.refresh_token)).revoked_reason).toBe('refresh_reuse');
  });
});
