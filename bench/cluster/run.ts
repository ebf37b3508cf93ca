// bench/cluster: several compiled API processes on one PostgreSQL and one Redis behind nginx, all on loopback
// (docs/scaling.md). It first drives a learner across processes (sign-up on one, approval on another, refresh
// on one and the next call on the other, a quiz started on one and submitted on the other, a cooldown and a
// rate limit that hold across them, an upload through one served by the other, the demo seeded once by
// processes started together), then measures the throughput through nginx with 1, 2 and 4 processes.
//
//   npm run build && node --import tsx bench/cluster/run.ts            checks, then throughput
//   node --import tsx bench/cluster/run.ts --check                    checks only
//
// Needs nginx (Debian: apt-get install -y nginx), PostgreSQL and Redis on loopback. Settings: CLUSTER_PG_URL
// (an administrator connection; a database is created for the run and dropped after), CLUSTER_REDIS_URL,
// CLUSTER_PROCESSES (1,2,4), CLUSTER_DURATION (10 s per measure), CLUSTER_CONNECTIONS (32), CLUSTER_PORT (43100).
/// <reference path="../autocannon.d.ts" />
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const adminEmail = 'admin@cluster.test';
const adminPassword = 'Cluster-Admin-1';
const password = 'Cluster-Learner-1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export interface ClusterOptions {
  /** The compiled server (apps/api/dist/main.js). */
  mainJs: string;
  nginx: string;
  /** An administrator connection: a database is created for the run and dropped after. */
  pgAdminUrl: string;
  redisUrl: string;
  /** nginx listens here; the processes on the next ports. */
  basePort: number;
  /** Only the checks, no throughput. */
  checkOnly: boolean;
  /** Numbers of processes to measure, and each measure's length and connections. */
  counts: number[];
  duration: number;
  connections: number;
  log: (line: string) => void;
}

export interface Row {
  processes: number;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Starts the cluster, runs the checks, then (unless `checkOnly`) measures; the failed checks and the rows. */
export async function runCluster(o: ClusterOptions): Promise<{ failures: string[]; rows: Row[] }> {
  const { mainJs, nginx, pgAdminUrl, redisUrl, basePort, checkOnly, counts, duration, connections, log } = o;
  const run = crypto.randomBytes(4).toString('hex');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-cluster-'));
  const mediaDir = path.join(work, 'media');
  const dbName = `parcours_cluster_${run}`;
  const dbUrl = (() => {
    const u = new URL(pgAdminUrl);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const shared = {
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `parcours-cluster-${run}:`,
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    STORAGE_KEY: crypto.randomBytes(16).toString('base64url'),
    MEDIA_DIR: mediaDir,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };

  interface Cluster {
    ports: number[];
    proxy: string;
    stop(): Promise<void>;
  }

  function exited(child: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  }

  async function waitFor(url: string, what: string): Promise<void> {
    // a first start migrates and draws the demo catalogue: minutes on a busy machine
    for (let i = 0; i < 1200; i++) {
      const res = await fetch(url).catch(() => null);
      if (res?.status === 200) return;
      await sleep(100);
    }
    throw new Error(`${what} did not answer at ${url}`);
  }

  async function startCluster(n: number): Promise<Cluster> {
    const ports = Array.from({ length: n }, (_, i) => basePort + 1 + i);
    const processes = ports.map((port) => {
      const dataDir = path.join(work, `data-${port}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const child = spawn(process.execPath, [mainJs], {
        env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      return child;
    });
    try {
      await Promise.all(ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/health`, `API process on ${p}`)));
    } catch (err) {
      for (const p of processes) p.kill('SIGKILL');
      await Promise.all(processes.map(exited));
      throw err;
    }

    const dir = path.join(work, `nginx-${n}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o777 });
    fs.chmodSync(dir, 0o777);
    const conf = fs
      .readFileSync(path.join(here, 'nginx.conf.template'), 'utf8')
      .replaceAll('{{DIR}}', dir)
      .replaceAll('{{PORT}}', String(basePort))
      .replace('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '')
      .replace('{{SERVERS}}', ports.map((p) => `    server 127.0.0.1:${p};`).join('\n'));
    fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
    const proxyProcess = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const proxy = `http://127.0.0.1:${basePort}`;
    try {
      await waitFor(`${proxy}/api/health`, 'nginx');
    } catch (err) {
      proxyProcess.kill('SIGKILL');
      for (const p of processes) p.kill('SIGKILL');
      await Promise.all([exited(proxyProcess), ...processes.map(exited)]);
      throw err;
    }
    return {
      ports,
      proxy,
      async stop() {
        proxyProcess.kill('SIGQUIT');
        for (const p of processes) p.kill('SIGTERM');
        await Promise.all([exited(proxyProcess), ...processes.map(exited)]);
      },
    };
  }

  type Json = Record<string, unknown> & { data?: Record<string, unknown> };

  async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-forwarded-for': '198.51.100.7',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: Json = {};
    try {
      json = JSON.parse(text) as Json;
    } catch {
      // not JSON (media)
    }
    return { status: res.status, json, text };
  }

  const failures: string[] = [];
  function check(ok: boolean, what: string, detail?: unknown) {
    log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
    if (!ok) failures.push(what);
  }

  async function checks(cluster: Cluster, db: pg.Client) {
    const [a, b] = cluster.ports.map((p) => `http://127.0.0.1:${p}`);
    for (const base of [a, b]) {
      const health = await call(base, 'GET', '/api/health');
      check(health.json.redis === 'ok', `${base} health reports Redis`, health.json);
    }

    const courses = await db.query<{ n: number; titles: number }>(
      'select count(*)::int as n, count(distinct title)::int as titles from courses',
    );
    check(
      courses.rows[0].n > 0 && courses.rows[0].n === courses.rows[0].titles,
      `processes started together seeded the demo once (${courses.rows[0].n} courses)`,
    );

    // sign-up on one process, approval on the other
    const email = `learner-${run}@cluster.test`;
    const signup = await call(a, 'POST', '/api/register', {
      first_name: 'Lea',
      last_name: 'Cluster',
      email,
      birth_date: 946684800,
      major: 'Physics',
      password,
      password_confirmation: password,
    });
    check(signup.status === 201, 'sign-up through process 1', signup.json);
    const admin = await call(b, 'POST', '/api/login', { email: adminEmail, password: adminPassword });
    const adminToken = admin.json.data?.access_token as string;
    const learnerId = (signup.json.data?.user as { id: number } | undefined)?.id;
    const approve = await call(
      b,
      'POST',
      `/api/admin/validate-user-account/${learnerId}`,
      undefined,
      adminToken,
    );
    check(approve.status === 200, 'approval through process 2', approve.json);

    // login on one, refresh on the other, the new token used on the first; the old refresh token refused
    const login = await call(a, 'POST', '/api/login', { email, password });
    const first = login.json.data as { access_token: string; refresh_token: string };
    const refreshed = await call(b, 'POST', '/api/refresh-token', { refresh_token: first.refresh_token });
    check(refreshed.status === 200, 'refresh through process 2 of a login made on process 1', refreshed.json);
    const tokens = refreshed.json.data as { access_token: string; refresh_token: string };
    const mine = await call(a, 'GET', '/api/user/enrolled-courses', undefined, tokens.access_token);
    check(mine.status === 200, 'the refreshed token works on process 1', mine.json);

    // a quiz started on one process and submitted on the other
    const quiz = await db.query<{ id: number; course_id: number }>(
      // a free published course: a paid one asks the learner to confirm its price first
      "select q.id, q.course_id from quizzes q join courses c on c.id = q.course_id where c.price = 0 and c.status = 'published' order by q.id limit 1",
    );
    const { id: quizId, course_id: courseId } = quiz.rows[0];
    const enrol = await call(a, 'POST', `/api/user/subscribe-course/${courseId}`, {}, tokens.access_token);
    check(enrol.status === 200 || enrol.status === 201, 'enrolled through process 1', enrol.json);
    const started = await call(b, 'GET', `/api/user/quiz/${quizId}`, undefined, tokens.access_token);
    check(started.status === 200, 'pretest started on process 2', started.json);
    const submitted = await call(
      a,
      'POST',
      `/api/user/quiz/submit/${quizId}`,
      { answers: [] },
      tokens.access_token,
    );
    const attemptId = (started.json.data?.attempt as { id: number } | undefined)?.id;
    check(
      submitted.status === 200 && submitted.json.data?.id === attemptId,
      'the same attempt submitted on process 1',
      submitted.json,
    );

    // a failed learning-object quiz on one process: its cooldown holds on the other (the demo's learning-object
    // quizzes have none, so this run gives the first one five minutes, as a course designer would)
    const loQuiz = await db.query<{ id: number }>(
      `select q.id from quizzes q join learning_objects lo on lo.id = q.learning_object_id
       join educational_units u on u.id = lo.unit_id where u.course_id = $1 order by q.id limit 1`,
      [courseId],
    );
    const loId = loQuiz.rows[0].id;
    await db.query('update quizzes set cooldown_seconds = 300 where id = $1', [loId]);
    const loStart = await call(a, 'GET', `/api/user/quiz/${loId}`, undefined, tokens.access_token);
    check(loStart.status === 200, 'a learning-object quiz started on process 1', loStart.json);
    const failed = await call(
      a,
      'POST',
      `/api/user/lo-quiz/submit/${loId}`,
      { answers: [] },
      tokens.access_token,
    );
    check(failed.status === 200 && failed.json.data?.passed === false, 'failed on process 1', failed.json);
    const again = await call(b, 'GET', `/api/user/quiz/${loId}`, undefined, tokens.access_token);
    check(
      again.status >= 400 && again.status < 500,
      `its cooldown holds on process 2 (${again.status})`,
      again.json,
    );

    // sign-up attempts for one address counted across processes: 5 an hour, the 6th refused whichever
    // process answers (counted per process, the 6th would be only the 3rd on its process)
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/register', {
        first_name: 'Sam',
        last_name: 'Cluster',
        email: `twice-${run}@cluster.test`,
        birth_date: 946684800,
        major: 'Physics',
        password,
        password_confirmation: password,
      });
      statuses.push(res.status);
    }
    check(
      statuses.slice(0, 5).every((s) => s !== 429) && statuses[5] === 429,
      `sign-up attempts counted across processes (${statuses.join(', ')})`,
      statuses,
    );

    // an upload through one process, served by the other and through nginx
    const form = new FormData();
    form.append('temporary_id', `cluster-${run}`);
    form.append('is_supplementary', 'false');
    const content = `Notes ${run}\n`;
    form.append('file', new Blob([content], { type: 'text/plain' }), 'notes.txt');
    const uploaded = await fetch(`${a}/api/media/upload-media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    const item = ((await uploaded.json()) as Json).data as { file_name: string; url: string };
    // the signed link process 1 handed out is checked by process 2 with the secret they share
    const served = await fetch(`${b}${item.url}`);
    check(
      served.status === 200 && (await served.text()) === content,
      'an upload through process 1 served by process 2 on its signed link',
    );
    const viaProxy = await fetch(`${cluster.proxy}${item.url}`);
    check(viaProxy.status === 200 && (await viaProxy.text()) === content, 'and through nginx');
    const unsigned = await fetch(`${cluster.proxy}/media/${item.file_name}`);
    check(unsigned.status === 403, `the same file without its signature refused (${unsigned.status})`);
    return tokens.access_token;
  }

  async function measure(cluster: Cluster, n: number, token: string): Promise<Row[]> {
    const rows: Row[] = [];
    const targets: { endpoint: string; path: string; headers: Record<string, string> }[] = [
      { endpoint: 'GET /api/health', path: '/api/health', headers: {} },
      { endpoint: 'GET /api/courses (visitor)', path: '/api/courses?page=1', headers: {} },
      {
        endpoint: 'GET /api/user/enrolled-courses (learner)',
        path: '/api/user/enrolled-courses',
        headers: { authorization: `Bearer ${token}` },
      },
    ];
    for (const t of targets) {
      const result = await autocannon({
        url: `${cluster.proxy}${t.path}`,
        headers: t.headers,
        connections,
        duration,
        workers: 1,
        timeout: 30,
      });
      rows.push({
        processes: n,
        endpoint: t.endpoint,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
      log(
        `${n} process(es)  ${t.endpoint.padEnd(42)} ${String(rows.at(-1)!.rps).padStart(6)} req/s  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
      );
    }
    return rows;
  }

  async function main(): Promise<Row[]> {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const db = new pg.Client({ connectionString: dbUrl });
    let cluster: Cluster | null = null;
    const redis = new Redis(redisUrl);
    try {
      // two processes start together on the empty database: migrations and the demo run once
      cluster = await startCluster(2);
      await db.connect();
      const token = await checks(cluster, db);
      await cluster.stop();
      cluster = null;
      if (failures.length > 0 || checkOnly) return [];

      const rows: Row[] = [];
      for (const n of counts) {
        cluster = await startCluster(n);
        // a fresh learner session for this cluster: tokens stay valid across processes and restarts
        rows.push(...(await measure(cluster, n, token)));
        await cluster.stop();
        cluster = null;
      }
      const out = {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
        settings: { duration, connections, processes: counts },
        rows,
      };
      fs.mkdirSync(path.join(here, '../results'), { recursive: true });
      fs.writeFileSync(
        path.join(here, '../results/cluster-latest.json'),
        `${JSON.stringify(out, null, 2)}\n`,
      );
      return rows;
    } finally {
      await cluster?.stop();
      await db.end().catch(() => {});
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end();
      const keys = await redis.keys(`${shared.REDIS_PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      fs.rmSync(work, { recursive: true, force: true, maxRetries: 5 });
    }
  }
  const rows = await main();
  return { failures, rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nginx = findNginx();
  if (!nginx) {
    console.error('nginx is not installed: bench/cluster runs the API processes behind it.');
    console.error('Install it (Debian: apt-get install -y nginx) and run again.');
    process.exit(2);
  }
  const mainJs = path.join(root, 'apps/api/dist/main.js');
  if (!fs.existsSync(mainJs)) {
    console.error('apps/api/dist/main.js is missing: run `npm run build` first.');
    process.exit(2);
  }
  const { failures } = await runCluster({
    mainJs,
    nginx,
    pgAdminUrl: process.env.CLUSTER_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379',
    counts: (process.env.CLUSTER_PROCESSES || '1,2,4').split(',').map(Number),
    duration: Number(process.env.CLUSTER_DURATION || 10),
    connections: Number(process.env.CLUSTER_CONNECTIONS || 32),
    basePort: Number(process.env.CLUSTER_PORT || 43_100),
    checkOnly: process.argv.includes('--check'),
    log: (line) => console.log(line),
  });
  if (failures.length > 0) {
    console.error(`${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log('every check passed');
}
