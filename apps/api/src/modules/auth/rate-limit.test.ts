// Rate limits of login, register and password mail: 429 with retry_after in the body and the Retry-After header.

import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigOverrides } from '../../config';
import { settled } from '../../lib/after-answer';
import { createTestApp, insertUser, password, type TestApp, uniqueEmail } from '../../test/helpers';
import { startTcpProxy } from '../../test/tcp-proxy';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  it('limits failed logins per account and address; once reached, even the right password waits there', async () => {
    const a = await app({ loginPerEmail: { max: 2, windowMs: minute } });
    const row = await insertUser(a);
    const attempt = (email: string, pass = 'Wrong1234', remoteAddress = '10.0.0.7') =>
      a.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pass }, remoteAddress });
    expect((await attempt(row.email)).statusCode).toBe(401);
    expect((await attempt(row.email.toUpperCase())).statusCode).toBe(401);
    expect429(await attempt(row.email, password));
    // another e-mail address is counted on its own, and so is the same account from another address
    expect((await attempt(uniqueEmail())).statusCode).toBe(401);
    expect((await attempt(row.email, password, '10.0.0.8')).statusCode).toBe(200);
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
  const redisUrl = process.env.TEST_REDIS_URL!;
  const ip = () => `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.9`;
  const attempt = (a: TestApp, address: string) =>
    a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password },
      remoteAddress: address,
    });

  it('counts in Redis, so every API process of an installation sees the same attempts', async () => {
    const limits = { loginPerIp: { max: 2, windowMs: minute } };
    const redisPrefix = `parcours-test:${uniqueEmail('install')}:`;
    const first = await createTestApp({ redisUrl, redisPrefix, rateLimits: limits });
    const second = await createTestApp({ redisUrl, redisPrefix, rateLimits: limits });
    // another installation on the same Redis counts on its own
    const other = await createTestApp({ redisUrl, rateLimits: limits });
    const redis = new Redis(redisUrl);
    try {
      const address = ip();
      expect((await attempt(first, address)).statusCode).toBe(401);
      expect((await attempt(second, address)).statusCode).toBe(401);
      expect429(await attempt(first, address));
      expect((await attempt(other, address)).statusCode).toBe(401);
      // every key carries the installation's prefix (never `undefined`)
      const keys = await redis.keys(`${redisPrefix}*`);
      expect(keys).toContain(`${redisPrefix}fail:login-ip:${address}`);
      expect(keys.filter((k) => k.startsWith(`${redisPrefix}fail:login-email:`))).toHaveLength(2);
      expect(await redis.get(`${redisPrefix}fail:login-ip:${address}`)).toBe('2');
      expect(await redis.keys('*undefined*')).toEqual([]);
      const health = await first.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({ status: 'ok', redis: 'ok' });
    } finally {
      redis.disconnect();
      await first.close();
      await second.close();
      await other.close();
    }
  });

  it('counts in the process while Redis is down, reports it in health, and shares counts again once it is back', async () => {
    const target = new URL(redisUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const viaProxy = `redis://127.0.0.1:${proxy.port}`;
    const limits = { registerPerIp: { max: 2, windowMs: minute } };
    const redisPrefix = `parcours-test:${uniqueEmail('outage')}:`;
    const a = await createTestApp({ redisUrl: viaProxy, redisPrefix, rateLimits: limits });
    const b = await createTestApp({ redisUrl: viaProxy, redisPrefix, rateLimits: limits });
    const register = (t: TestApp, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: address,
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
    const health = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    try {
      proxy.stop();
      for (let i = 0; i < 100 && (await health(a)).redis !== 'unavailable'; i++) await sleep(50);
      expect(await health(a)).toEqual({ status: 'ok', redis: 'unavailable' });
      // each process still limits, on its own count
      const down = ip();
      expect((await register(a, down)).statusCode).toBe(201);
      expect((await register(a, down)).statusCode).toBe(201);
      expect429(await register(a, down));
      expect((await register(b, down)).statusCode).toBe(201);

      proxy.resume();
      for (let i = 0; i < 100 && ((await health(a)).redis !== 'ok' || (await health(b)).redis !== 'ok'); i++)
        await sleep(50);
      expect(await health(a)).toEqual({ status: 'ok', redis: 'ok' });
      // shared again: two calls through a and one through b reach the limit
      const up = ip();
      expect((await register(a, up)).statusCode).toBe(201);
      expect((await register(b, up)).statusCode).toBe(201);
      expect429(await register(a, up));
    } finally {
      await a.close();
      await b.close();
      await proxy.close();
    }
  }, 20_000);
});
