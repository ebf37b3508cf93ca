// No password, token or password link ever reaches the log, even at the most verbose level: a whole account
// journey with canary values, then the log is searched for them (docs/security.md, "Logs").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { createMemoryMailer } from '../plugins/mail';
import { lastLinkToken, openTestDatabase, type TestDatabase } from '../test/helpers';
import { loggableUrl } from './log-safety';

describe('loggableUrl', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    expect(loggableUrl('/api/password-set?token=abc123&lang=fr')).toBe(
      '/api/password-set?token=%5Bredacted%5D&lang=fr',
    );
    expect(loggableUrl('/api/lti/launch?id_token=x.y.z&state=s1')).toBe(
      '/api/lti/launch?id_token=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(loggableUrl('/api/admin/users?page=2&search=ada')).toBe('/api/admin/users?page=2&search=ada');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });
});

describe('the log of an account journey at trace level', () => {
  const lines: string[] = [];
  let handle: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const mailer = createMemoryMailer();
  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrateToLatest(handle.database.db, handle.database.engine);
    app = await buildApp(
      { ...testConfig(), logLevel: 'trace' },
      { database: handle.database, mailer, logStream: { write: (line) => lines.push(line) } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.dispose();
  });

  it('holds no canary password, token or password link', async () => {
    const canary = {
      first: 'Canary-Pass-1f9e3a',
      wrong: 'Canary-Wrong-77b2c1',
      changed: 'Canary-Changed-5d0e8f',
      reset: 'Canary-Reset-a3c4d2',
    };
    const email = 'canary.learner@example.org';
    const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
      app.inject({
        method,
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const registered = await call('POST', '/api/register', {
      first_name: 'Canary',
      last_name: 'Learner',
      email,
      birth_date: 946771200,
      major: 'Mathematics',
      password: canary.first,
      password_confirmation: canary.first,
      role: 0,
    });
    expect(registered.statusCode).toBe(201);
    await app.database.db
      .updateTable('users')
      .set({ status: 'accepted' })
      .where('email', '=', email)
      .execute();
    expect((await call('POST', '/api/login', { email, password: canary.wrong })).statusCode).toBe(401);
    const login = await call('POST', '/api/login', { email, password: canary.first });
    expect(login.statusCode).toBe(200);
    const pair = login.json().data as { access_token: string; refresh_token: string };
    const refreshed = await call('POST', '/api/refresh-token', { refresh_token: pair.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().data as { access_token: string; refresh_token: string };
    expect(
      (
        await call(
          'POST',
          '/api/change-password',
          { current_password: canary.first, password: canary.changed, password_confirmation: canary.changed },
          next.access_token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/send-password-reset-mail', { email })).statusCode).toBe(200);
    // the mail leaves after the answer (equal timing for known and unknown addresses)
    for (let i = 0; i < 100 && !mailer.sent.some((m) => m.to === email); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const link = lastLinkToken(mailer.sent, email);
    const set = await call('POST', `/api/password-set?token=${encodeURIComponent(link)}`, {
      password: canary.reset,
      password_confirmation: canary.reset,
    });
    expect(set.statusCode).toBe(200);
    // a reused refresh token (theft) and a bad bearer token are logged as events, without the tokens
    await call('POST', '/api/refresh-token', { refresh_token: pair.refresh_token });
    await call('GET', '/api/profile', undefined, `${next.access_token}x`);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // the check reads a real log
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/password-set?token=%5Bredacted%5D');
    const secrets = [
      ...Object.values(canary),
      pair.access_token,
      pair.refresh_token,
      next.access_token,
      next.refresh_token,
      link,
      encodeURIComponent(link),
    ];
    expect(secrets.filter((s) => log.includes(s))).toEqual([]);
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/); // no JWT of any kind
  });
});
