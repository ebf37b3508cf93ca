// Rate limits of login, register and password mail: 429 with retry_after in the body and the Retry-After header.
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigOverrides } from '../../config';
import { settled } from '../../lib/after-answer';
import { createTestApp, insertUser, password, type TestApp, uniqueEmail } from '../../test/helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const minute = 60_000;
async function app(rateLimits: ConfigOverrides['rateLimits']) {
  t = await createTestApp({ rateLimits });
  return t;
}

function expect429(
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  lang: 'en' | 'fr' = 'en',
) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { message: string; retry_after: number };
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(60 * 15);
  expect(Number(res.headers['retry-after'])).toBe(body.retry_after);
  expect(body.message).toBe(
    lang === 'en'
      ? `Too many attempts. Please try again in ${body.retry_after} seconds.`
      : `Trop de tentatives. Réessayez dans ${body.retry_after} secondes.`,
  );
}

describe('rate limits', () => {
  it('limits failed logins per e-mail address; once reached, even the right password waits', async () => {
    const a = await app({ loginPerEmail: { max: 2, windowMs: minute } });
    const row = await insertUser(a);
    const attempt = (email: string, pass = 'Wrong1234') =>
      a.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pass } });
    expect((await attempt(row.email)).statusCode).toBe(401);
    expect((await attempt(row.email.toUpperCase())).statusCode).toBe(401);
    expect429(await attempt(row.email, password));
    // another address is counted on its own
    expect((await attempt(uniqueEmail())).statusCode).toBe(401);
  });

  it('limits failed logins per IP address across e-mail addresses, in the caller language', async () => {
    const a = await app({ loginPerIp: { max: 3, windowMs: minute } });
    const attempt = (remoteAddress: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail(), password },
        remoteAddress,
        headers: { 'accept-language': 'fr' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect429(await attempt('10.0.0.1'), 'fr');
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });

  it('limits registrations per IP address', async () => {
    const a = await app({ registerPerIp: { max: 1, windowMs: minute } });
    const register = () =>
      a.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          first_name: 'A',
          last_name: 'B',
          email: uniqueEmail(),
          birth_date: 0,
          major: 'X',
          password,
          password_confirmation: password,
        },
      });
    expect((await register()).statusCode).toBe(201);
    expect429(await register());
  });

  it('limits password mails per address and per IP', async () => {
    const a = await app({
      passwordMailPerEmail: { max: 1, windowMs: 15 * minute },
      passwordMailPerIp: { max: 3, windowMs: 15 * minute },
    });
    const row = await insertUser(a);
    const send = (email: string) =>
      a.app.inject({ method: 'POST', url: '/api/send-password-reset-mail', payload: { email } });
    expect((await send(row.email)).statusCode).toBe(200);
    expect429(await send(row.email));
    await settled(); // the mail is sent after the answer
    expect(a.mail.filter((m) => m.to === row.email)).toHaveLength(1);
    expect((await send(uniqueEmail())).statusCode).toBe(200);
    expect429(await send(uniqueEmail())); // the fourth call from this IP
  });
});

// Shared counters need a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379 to include this.
describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits in Redis', () => {
  it('counts in Redis, so every API process sees the same attempts', async () => {
    const limits = { loginPerIp: { max: 2, windowMs: minute } };
    const first = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL, rateLimits: limits });
    const second = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL, rateLimits: limits });
    try {
      const ip = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.9`;
      const attempt = (a: TestApp) =>
        a.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: uniqueEmail(), password },
          remoteAddress: ip,
        });
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect429(await attempt(first));
    } finally {
      await first.close();
      await second.close();
    }
  });
});
