// Load shedding: past the number of requests one process handles at once, or while its event loop lags, new
// API requests are answered 503 with Retry-After at once instead of queueing (docs/security.md, "Database
// faults and overload").
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

  it('answers 503 with Retry-After while the event loop lags past OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, and serves again once it does not', async () => {
    t = await createTestApp(
      { overload: { maxInFlight: 0, maxEventLoopDelayMs: 30, retryAfterSeconds: 5 } },
      {
        extend: (app) => {
          // work that holds the event loop, as a long synchronous report would
          app.get('/api/test-busy', async () => {
            const until = Date.now() + 150;
            while (Date.now() < until) {}
            return { ok: true };
          });
        },
      },
    );
    const app = t.app;
    // the load: 12 requests of 150 ms of work each, back to back (the delay is sampled once a second)
    for (let i = 0; i < 12; i++) await app.inject({ method: 'GET', url: '/api/test-busy' });
    await new Promise((r) => setTimeout(r, 20));
    const shed = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.org', password: 'x' },
    });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({ message: 'Error occurred! Please try again later.' });

    let health = 0;
    for (let i = 0; i < 100 && health !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      health = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    }
    expect(health).toBe(200);
  }, 30_000);
});
