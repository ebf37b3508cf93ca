// The compiled server's life (docs/security.md, "Shutdown and crash safety"): on SIGTERM it stops taking
// connections, finishes the requests in flight, and exits 0 before its 10 s limit; killed with SIGKILL under
// concurrent sign-ups, again and again, it loses no acknowledged write (bench/faults/crash-cycles.ts, short
// mode). And several of its processes behind nginx on PostgreSQL and Redis serve one learner as one server
// (bench/cluster, checks only: docs/scaling.md), when nginx, PostgreSQL and Redis are there.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, runCluster } from '../../../bench/cluster/run';
import { runCrashCycles } from '../../../bench/faults/crash-cycles';
import { pgTestUrl, usePostgres } from './test/helpers';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outdir = '';
let mainJs = '';

beforeAll(async () => {
  if (usePostgres) return;
  // inside apps/api so that the bundle finds node_modules as dist/ does
  outdir = fs.mkdtempSync(path.join(apiRoot, '.build-test-'));
  const { buildApi } = (await import(path.join(apiRoot, 'build.mjs'))) as {
    buildApi: (dir: string) => Promise<void>;
  };
  await buildApi(outdir);
  mainJs = path.join(outdir, 'main.js');
}, 120_000);

afterAll(() => {
  if (outdir) fs.rmSync(outdir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function connectRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

// The server runs on its own SQLite file here whatever the suite's engine, so the PostgreSQL pass skips it.
describe.skipIf(usePostgres)('the compiled server', () => {
  it('on SIGTERM refuses new connections, answers the request in flight, then exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-sigterm-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server: ChildProcess = spawn(process.execPath, [mainJs], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    server.stdout!.on('data', (c) => {
      out += String(c);
    });
    const exit = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      let up = false;
      for (let i = 0; i < 100 && !up; i++) {
        up = (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200;
        if (!up) await sleep(100);
      }
      expect(up).toBe(true);

      // a login whose body is still arriving when the signal comes
      const body = JSON.stringify({ email: 'nobody@example.org', password: 'Wrong-Passw0rd' });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let answer = '';
      socket.on('data', (c) => {
        answer += String(c);
      });
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      await sleep(200);
      server.kill('SIGTERM');
      for (let i = 0; i < 100 && !out.includes('shutting down'); i++) await sleep(50);
      expect(out).toContain('shutting down');
      expect(await connectRefused(port)).toBe(true);

      socket.write(body.slice(10));
      await new Promise((r) => socket.once('close', r));
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toContain('"message":"Login failed"');
      expect(await exit).toBe(0);
    } finally {
      server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('killed with SIGKILL under concurrent sign-ups, keeps every acknowledged one exactly once (3 cycles)', async () => {
    const report = await runCrashCycles({ mainJs, cycles: 3, writers: 6 });
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report).toMatchObject({ lost: 0, duplicated: 0, integrity: 'ok', restarted: true, cycles: 3 });
    expect(report.storedUnanswered).toBeLessThanOrEqual(report.attempted - report.acknowledged);
  }, 120_000);

  it('behind nginx, two processes on one PostgreSQL and Redis serve a learner as one server', async (ctx) => {
    const nginx = findNginx();
    const redisUrl = process.env.TEST_REDIS_URL;
    const client = new pg.Client({ connectionString: pgTestUrl, connectionTimeoutMillis: 2000 });
    const pgUp = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (!nginx || !redisUrl || !pgUp) {
      const missing = [!nginx && 'nginx', !redisUrl && 'TEST_REDIS_URL', !pgUp && 'PostgreSQL'].filter(
        Boolean,
      );
      ctx.skip(`needs ${missing.join(', ')} (docs/testing.md)`);
      return;
    }
    const lines: string[] = [];
    const { failures } = await runCluster({
      mainJs,
      nginx,
      pgAdminUrl: pgTestUrl,
      redisUrl,
      basePort: 20_000 + Math.floor(Math.random() * 20_000),
      checkOnly: true,
      counts: [],
      duration: 0,
      connections: 0,
      log: (line) => lines.push(line),
    });
    expect(failures, lines.join('\n')).toEqual([]);
    expect(lines.filter((l) => l.startsWith('ok '))).toHaveLength(17);
  }, 180_000);
});
