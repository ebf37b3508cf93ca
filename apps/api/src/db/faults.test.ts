// A PostgreSQL that freezes (its process stopped) or stops: requests are answered 503 with Retry-After instead
// of hanging, and the server serves again once the database is back (docs/security.md, "Database faults and
// overload"). The database is reached through a TCP proxy the test freezes, cuts and resumes. The client's own
// query timeout is set far beyond the test's limit, so only the database probe can answer these requests.
// With FAULT_REPORT=<file>, the times measured are written there (the figures of docs/security.md).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createMemoryMailer } from '../plugins/mail';
import { openTestDatabase, pgTestUrl, type TestDatabase, usePostgres } from '../test/helpers';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrate';

const figures: Record<string, number> = {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!usePostgres)('PostgreSQL faults', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeEach(async () => {
    direct = await openTestDatabase();
    await migrateToLatest(direct.database.db, direct.database.engine);
    const url = new URL(pgTestUrl);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    database = openDatabase({
      databaseUrl: url.toString(),
      pgSchema: direct.schema!,
      poolSize: 4,
      // far beyond the test's limit: an answer within it comes from the probe, not from these
      timeouts: { queryMs: 120_000, statementMs: 120_000, connectMs: 120_000 },
    });
    app = await buildApp(testConfig(), { database, mailer: createMemoryMailer() });
    await app.ready();
  });

  afterEach(async () => {
    proxy.resume();
    await app.close();
    await database.close();
    await proxy.close();
    await direct.dispose();
    if (process.env.FAULT_REPORT)
      fs.writeFileSync(process.env.FAULT_REPORT, JSON.stringify(figures, null, 2));
  });

  /** Polls health until it answers 200; the milliseconds it took. */
  async function untilHealthy(): Promise<number> {
    const start = Date.now();
    for (let i = 0; i < 300; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode === 200) return Date.now() - start;
      await sleep(50);
    }
    throw new Error('the server did not serve again');
  }

  function expect503(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ message: 'Error occurred! Please try again later.' });
  }

  it('a frozen database: a request waiting on it, and the next ones, answer 503 with Retry-After; it serves again once the database answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
    proxy.freeze();
    let start = Date.now();
    const [waiting, checking] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/courses' }),
      app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    figures.frozenFirstAnswerMs = Date.now() - start;
    expect503(waiting);
    // a health check waiting on the database is answered too, in its own shape
    expect(checking.statusCode).toBe(503);
    expect(checking.json()).toMatchObject({ status: 'unavailable' });

    start = Date.now();
    const next = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.org', password: 'x' },
    });
    figures.frozenNextAnswerMs = Date.now() - start;
    expect503(next);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable' });
    // the web app's settings need no database
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);

    proxy.resume();
    figures.frozenRecoveryMs = await untilHealthy();
    const after = await app.inject({ method: 'GET', url: '/api/courses' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ data: [] });
  }, 30_000);

  it('a stopped database: requests answer 503 with Retry-After, and it serves again once the database is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
    proxy.stop();
    const start = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/courses' });
    figures.stoppedAnswerMs = Date.now() - start;
    expect503(res);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    proxy.resume();
    figures.stoppedRecoveryMs = await untilHealthy();
    expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
  }, 30_000);
});
