// Accounts under attack (docs/security.md, "Accounts", "Equal timing", "Audit"): the same work for known and
// unknown addresses, growing delays after failed logins, common passwords refused, every auth event audited.
import { describe, expect, it, vi } from 'vitest';
import { pauseDeferred, resumeDeferred, settled } from '../../lib/after-answer';
import { commonPasswordCount, isCommonPassword } from '../../lib/common-passwords';
import { appPerFile, insertUser, password, uniqueEmail, userWithTokens } from '../../test/helpers';
import { delayAfter } from './backoff';

const t = appPerFile();

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '198.51.100.9' });
const loginAs = (email: string, pass: string) => post('/api/login', { email, password: pass });

/** Counts the password hasher's calls made while `run` runs. */
async function hashWork(run: () => Promise<unknown>) {
  const spies = [
    vi.spyOn(t.app.passwords, 'hash'),
    vi.spyOn(t.app.passwords, 'verify'),
    vi.spyOn(t.app.passwords, 'verifyDummy'),
  ];
  try {
    await run();
    return spies.reduce((n, s) => n + s.mock.calls.length, 0);
  } finally {
    for (const s of spies) s.mockRestore();
  }
}

describe('equal work for known and unknown addresses', () => {
  it('login: one password verification whether the address is known, unknown, deleted or passwordless', async () => {
    const known = await insertUser(t);
    const deleted = await insertUser(t, { status: 'deleted' });
    const invited = await insertUser(t, { password: null });
    for (const email of [known.email, uniqueEmail('nobody'), deleted.email, invited.email]) {
      expect(await hashWork(() => loginAs(email, 'Wrong-Guess-1')), email).toBe(1);
    }
  });

  it('register: one hash whether the address is free or taken', async () => {
    const taken = await insertUser(t);
    const body = (email: string) => ({
      first_name: 'A',
      last_name: 'B',
      email,
      birth_date: 1_000_000_000,
      major: 'Maths',
      password,
      password_confirmation: password,
    });
    let status = 0;
    expect(
      await hashWork(async () => (status = (await post('/api/register', body(taken.email))).statusCode)),
    ).toBe(1);
    expect(status).toBe(409);
    expect(
      await hashWork(async () => (status = (await post('/api/register', body(uniqueEmail()))).statusCode)),
    ).toBe(1);
    expect(status).toBe(201);
  });

  it('reset mail: the same answer and a single lookup before it; the link and mail come after the answer', async () => {
    const known = await insertUser(t);
    const tokens = () =>
      t.db.selectFrom('password_tokens').select('id').where('user_id', '=', known.id).execute();
    const mailsBefore = t.mail.length;
    pauseDeferred(); // holds what runs after the answer, so the state at the answer can be read
    const a = await post('/api/send-password-reset-mail', { email: known.email });
    // at the moment of the answer nothing distinguishes the known address: no link stored, no mail
    expect(await tokens()).toEqual([]);
    expect(t.mail.length).toBe(mailsBefore);
    const b = await post('/api/send-password-reset-mail', { email: uniqueEmail('nobody') });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    resumeDeferred();
    await settled();
    expect(await tokens()).toHaveLength(1);
    expect(t.mail.length).toBe(mailsBefore + 1);
    expect(t.mail[t.mail.length - 1].to).toBe(known.email);
  });
});

describe('login back-off', () => {
  it('doubles the delay from the 3rd failure, capped at 15 minutes (hand-computed)', () => {
    // failures 1, 2: no delay; then 2 s, 4 s, 8 s ... 512 s, and 900 s from the 12th on
    expect([1, 2, 3, 4, 5, 6, 11, 12, 13, 40].map(delayAfter)).toEqual([
      0, 0, 2, 4, 8, 16, 512, 900, 900, 900,
    ]);
  });

  it('refuses with 429 and Retry-After while the address waits, stores the count, and a success clears it', async () => {
    const user = await insertUser(t);
    expect((await loginAs(user.email, 'Wrong-Guess-1')).statusCode).toBe(401);
    expect((await loginAs(user.email, 'Wrong-Guess-2')).statusCode).toBe(401);
    expect((await loginAs(user.email, 'Wrong-Guess-3')).statusCode).toBe(401); // 3rd: next try waits 2 s
    // even the right password waits: guessing speed is bounded, whoever guesses
    const blocked = await loginAs(user.email.toUpperCase(), password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please try again in 2 seconds.',
      retry_after: 2,
    });
    const row = await t.db
      .selectFrom('login_failures')
      .selectAll()
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(3);
    // the stored time holds for every process; move it into the past instead of sleeping
    await t.db
      .updateTable('login_failures')
      .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', user.email)
      .execute();
    expect((await loginAs(user.email, 'Wrong-Guess-4')).statusCode).toBe(401);
    expect((await loginAs(user.email, password)).headers['retry-after']).toBe('4');
    await t.db
      .updateTable('login_failures')
      .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await loginAs(user.email, password)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('login_failures').select('email').where('email', '=', user.email).execute(),
    ).toEqual([]);
  });

  it('counts unknown addresses the same way', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) expect((await loginAs(nobody, 'Wrong-Guess-1')).statusCode).toBe(401);
    expect((await loginAs(nobody, 'Wrong-Guess-1')).statusCode).toBe(429);
  });
});

describe('common passwords', () => {
  it('ships the list of the 10,000 most common passwords and matches whole passwords, ignoring case', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(10_000);
    expect(['Password1', 'QWERTY123', 'Abcd1234', 'iloveyou'].every(isCommonPassword)).toBe(true);
    // a prefix of a listed password is not a listed password
    expect(isCommonPassword('Iloveyo')).toBe(false); // 'iloveyou' is listed
    expect(isCommonPassword(password)).toBe(false);
  });

  it('are refused at sign-up, password change and password reset (422 on the password field)', async () => {
    const message = ['This password is one of the most common ones: choose another'];
    const email = uniqueEmail();
    const signup = await post('/api/register', {
      first_name: 'A',
      last_name: 'B',
      email,
      birth_date: 1_000_000_000,
      major: 'Maths',
      password: 'Password1',
      password_confirmation: 'Password1',
    });
    expect(signup.statusCode).toBe(422);
    expect(signup.json().errors).toEqual({ password: message });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);

    const me = await userWithTokens(t);
    const change = await post(
      '/api/change-password',
      { current_password: password, password: 'Qwerty123', password_confirmation: 'Qwerty123' },
      me.headers,
    );
    expect(change.statusCode).toBe(422);
    expect(change.json().errors).toEqual({ password: message });
    expect((await loginAs(me.row.email, password)).statusCode).toBe(200);

    const reset = await post('/api/password-set?token=an-unknown-link-token', {
      password: 'Abcd1234',
      password_confirmation: 'Abcd1234',
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toEqual({ password: message });
  });
});

describe('audit of auth events', () => {
  const rows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('records login, failed login, refresh, refresh reuse, logout and role change with address and request id', async () => {
    const user = await insertUser(t);
    const failed = await loginAs(user.email, 'Wrong-Guess-1');
    const ok = await loginAs(user.email, password);
    const { refresh_token: first, access_token } = ok.json().data;
    const refreshed = await post('/api/refresh-token', { refresh_token: first });
    // Presented again from another browser: theft, not a second tab (those get a grace, refresh-grace.test.ts).
    const reused = await post(
      '/api/refresh-token',
      { refresh_token: first },
      { 'user-agent': 'another browser' },
    );
    expect(reused.statusCode).toBe(401);
    const again = await loginAs(user.email, password);
    const out = await post('/api/logout', {}, { authorization: `Bearer ${again.json().data.access_token}` });
    expect(out.statusCode).toBe(200);
    expect(access_token).toBeTruthy();

    const expectRow = async (
      action: string,
      res: { headers: Record<string, unknown> },
      actor: number | null,
    ) => {
      const found = (await rows(action)).find((r) => r.request_id === res.headers['x-request-id']);
      expect(found, action).toMatchObject({ actor_id: actor, ip: '198.51.100.9' });
      return found!;
    };
    const failure = await expectRow('auth.login_failed', failed, null);
    expect(JSON.parse(failure.details!)).toEqual({
      account: user.id,
      source: 'address',
      next_delay_seconds: 0,
    });
    expect(JSON.parse((await expectRow('auth.login', ok, user.id)).details!)).toMatchObject({
      browser: 'new',
    });
    await expectRow('auth.refresh', refreshed, user.id);
    await expectRow('auth.refresh_reuse', reused, user.id);
    await expectRow('auth.logout', out, user.id);
    // no password, typed or stored, in any audit row
    const all = await t.db.selectFrom('audit_log').select('details').execute();
    expect(all.some((r) => r.details?.includes('Wrong-Guess') || r.details?.includes(password))).toBe(false);

    const admin = await userWithTokens(t, { role: 1 });
    const promote = await post(`/api/admin/update-user-account/${user.id}`, { role: 2 }, admin.headers);
    expect(promote.statusCode).toBe(200);
    const change = await expectRow('user.update', promote, admin.row.id);
    expect(JSON.parse(change.details!).role).toEqual({ from: 0, to: 2 });
  });
});
