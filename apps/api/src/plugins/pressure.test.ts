// Load shedding: past the number of requests one process handles at once, new API requests are answered 503
// with Retry-After at once instead of queueing (docs/security.md, "Database faults and overload").
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('overload', () => {
  it('answers 503 with Retry-After past OVERLOAD_MAX_IN_FLIGHT requests at once, and serves again once they end', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    t = await createTestApp(
      { overload: { maxInFlight: 2, maxEventLoopDelayMs: 0, retryAfterSeconds: 7 } },
      {
        extend: (app) => {
          app.get('/api/test-slow', async () => {
            started += 1;
            await gate;
            return { ok: true };
          });
        },
      },
    );
    const app = t.app;
    const slow = [1, 2].map(() => app.inject({ method: 'GET', url: '/api/test-slow' }));
    while (started < 2) await new Promise((r) => setTimeout(r, 5));

    const shed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'fr' },
    });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.json()).toEqual({
      status: 'unavailable',
      message: 'Une erreur est survenue ! Veuillez réessayer plus tard.',
    });
    const other = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.org', password: 'x' },
    });
    expect(other.statusCode).toBe(503);
    expect(other.headers['retry-after']).toBe('7');
    expect(other.json()).toEqual({ message: 'Error occurred! Please try again later.' });
    expect(started).toBe(2);

    release();
    for (const res of await Promise.all(slow)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const after = await app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
  });

  it('counts no request once its answer is sent, even a refused one', async () => {
    t = await createTestApp({ overload: { maxInFlight: 1, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 } });
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    }
  });
});
