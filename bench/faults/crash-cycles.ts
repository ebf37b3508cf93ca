// Crash safety (docs/security.md, "Crash safety"): the compiled server is killed with SIGKILL while learners
// sign up concurrently, restarted, and killed again, `cycles` times; then every sign-up the server acknowledged
// (201) must be in the database exactly once, the database must pass its integrity check, and the server must
// start on it. SQLite in a temporary data folder; loopback only.
//
//   npm run build -w apps/api && node --import tsx bench/faults/crash-cycles.ts [cycles]   (20 by default)
//
// A test (apps/api/src/lifecycle.test.ts) runs it in a short mode.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

export interface CrashReport {
  cycles: number;
  /** Sign-ups sent, answered 201, and found in the database afterwards. */
  attempted: number;
  acknowledged: number;
  /** Acknowledged sign-ups missing from the database, and those found more than once. */
  lost: number;
  duplicated: number;
  /** Sign-ups never answered (cut by the kill) that were stored anyway: allowed, at most once each. */
  storedUnanswered: number;
  integrity: string;
  /** The server started and answered after the last kill. */
  restarted: boolean;
}

export interface CrashOptions {
  /** The compiled server (apps/api/dist/main.js). */
  mainJs: string;
  cycles: number;
  /** Concurrent writers. */
  writers?: number;
  port?: number;
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(mainJs: string, dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_SCALE: '100000',
      ADMIN_EMAIL: 'admin@crash.test',
      ADMIN_PASSWORD: 'Crash-Admin-1',
    },
    stdio: 'ignore',
  });
}

async function waitHealthy(port: number): Promise<boolean> {
  for (let i = 0; i < 150; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return true;
    await sleep(100);
  }
  return false;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function runCrashCycles(opts: CrashOptions): Promise<CrashReport> {
  const log = opts.log ?? (() => {});
  const port = opts.port ?? 20_000 + Math.floor(Math.random() * 20_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-crash-'));
  const sent = new Set<string>();
  const acked = new Set<string>();
  try {
    for (let cycle = 1; cycle <= opts.cycles; cycle++) {
      const server = startServer(opts.mainJs, dataDir, port);
      if (!(await waitHealthy(port))) throw new Error(`cycle ${cycle}: the server did not start`);
      let running = true;
      const writer = async () => {
        while (running) {
          const email = `crash-${crypto.randomBytes(6).toString('hex')}@example.org`;
          sent.add(email);
          const res = await fetch(`http://127.0.0.1:${port}/api/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              first_name: 'Crash',
              last_name: 'Test',
              email,
              birth_date: 946684800,
              major: 'Physics',
              password: 'Crash-Test-1',
              password_confirmation: 'Crash-Test-1',
            }),
          }).catch(() => null);
          if (res?.status === 201) acked.add(email);
          else if (res === null)
            return; // the server is gone
          else await res.arrayBuffer();
        }
      };
      const writers = Array.from({ length: opts.writers ?? 8 }, writer);
      // kill at a random moment, while writes are in flight
      await sleep(300 + Math.floor(Math.random() * 700));
      server.kill('SIGKILL');
      await exited(server);
      running = false;
      await Promise.all(writers);
      log(`cycle ${cycle}: ${acked.size} acknowledged of ${sent.size} sent so far`);
    }
    const last = startServer(opts.mainJs, dataDir, port);
    const restarted = await waitHealthy(port);
    last.kill('SIGTERM');
    await exited(last);

    const db = new SQLite(path.join(dataDir, 'parcours.db'), { readonly: true });
    try {
      const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? 'unknown';
      const counts = new Map<string, number>();
      for (const row of db.prepare("select email from users where email like 'crash-%'").all() as {
        email: string;
      }[])
        counts.set(row.email, (counts.get(row.email) ?? 0) + 1);
      let lost = 0;
      let duplicated = 0;
      for (const email of acked) {
        const n = counts.get(email) ?? 0;
        if (n === 0) lost += 1;
        if (n > 1) duplicated += 1;
      }
      let storedUnanswered = 0;
      for (const [email, n] of counts) {
        if (!acked.has(email)) storedUnanswered += 1;
        if (!acked.has(email) && n > 1) duplicated += 1;
      }
      return {
        cycles: opts.cycles,
        attempted: sent.size,
        acknowledged: acked.size,
        lost,
        duplicated,
        storedUnanswered,
        integrity,
        restarted,
      };
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const mainJs = path.resolve(here, '../../apps/api/dist/main.js');
  if (!fs.existsSync(mainJs)) {
    console.error('apps/api/dist/main.js is missing: run `npm run build -w apps/api` first');
    process.exit(2);
  }
  const cycles = Number(process.argv[2] ?? 20);
  const report = await runCrashCycles({ mainJs, cycles, log: (l) => console.log(l) });
  console.log(JSON.stringify(report, null, 2));
  const ok = report.lost === 0 && report.duplicated === 0 && report.integrity === 'ok' && report.restarted;
  console.log(ok ? 'every acknowledged sign-up is stored exactly once' : 'FAILED');
  process.exit(ok ? 0 : 1);
}
