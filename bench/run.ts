// `npm run bench`: the API in-process on a temporary SQLite database seeded by dataset.ts, measured with
// autocannon (load generated on a worker thread) against health, login and every list endpoint; loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { defaultArgon2, type RateLimitRule, testConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createPasswordHasher } from '../apps/api/src/lib/passwords';
import { benchAdminEmail, benchLearnerEmail, benchPassword, seedDataset } from './dataset';

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const learners = intEnv('BENCH_LEARNERS', 100_000, 0, 5_000_000);
const courses = intEnv('BENCH_COURSES', 300, 1, 100_000);
const duration = intEnv('BENCH_DURATION', 10, 1, 120); // seconds per endpoint
const connections = intEnv('BENCH_CONNECTIONS', 10, 1, 1000);
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  note?: string;
}

interface Row {
  name: string;
  method: string;
  path: string;
  requests_per_sec: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  note?: string;
}

interface OpenApi {
  paths?: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

/** GET routes under /api with no path parameter that take `page`: the paginated lists the route table has. */
function listEndpoints(doc: OpenApi): string[] {
  return Object.entries(doc.paths ?? {})
    .filter(([p, ops]) => p.startsWith('/api/') && !p.includes('{') && ops.get)
    .filter(([, ops]) =>
      (ops.get.parameters ?? []).some((param) => param.in === 'query' && param.name === 'page'),
    )
    .map(([p]) => p)
    .sort();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-bench-'));
  const unlimited: RateLimitRule = { max: 1_000_000_000, windowMs: 60_000 };
  // Real password cost (login measures argon2id as deployed); rate limits lifted, or login would measure 429s.
  const config = testConfig({
    dataDir,
    sqliteFile: path.join(dataDir, 'parcours.db'),
    logLevel: 'error',
    argon2: defaultArgon2,
    rateLimits: {
      loginPerIp: unlimited,
      loginPerEmail: unlimited,
      registerPerIp: unlimited,
      registerPerEmail: unlimited,
      passwordMailPerEmail: unlimited,
      passwordMailPerIp: unlimited,
    },
  });
  const database = openDatabase({ sqliteFile: config.sqliteFile });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await migrateToLatest(database.db, database.engine);
    const hasher = createPasswordHasher(config.argon2);
    console.log(
      `Seeding ${learners.toLocaleString('en')} learners and ${courses} courses into ${config.sqliteFile}…`,
    );
    const seedStart = performance.now();
    const summary = await seedDataset(database.db, {
      learners,
      courses,
      categories: 10,
      subcategoriesPerCategory: 4,
      learnerPasswordHash: await hasher.hash(`unused-${Math.random()}`),
      benchPasswordHash: await hasher.hash(benchPassword),
      onProgress: (done) => {
        if (process.stdout.isTTY) process.stdout.write(`\r  ${done.toLocaleString('en')} learners`);
      },
    });
    const seedMs = performance.now() - seedStart;
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      `Seeded in ${(seedMs / 1000).toFixed(1)} s: ${summary.learners} learners, ${summary.enrolments} enrolments, ` +
        `${summary.courses} courses, ${summary.categories} categories.`,
    );

    app = await buildApp(config, { database });
    // autocannon stops with requests still queued (a slow login); wait for them so they neither count against
    // the next endpoint nor reach a closed database.
    let inFlight = 0;
    app.addHook('onRequest', async (_request, reply) => {
      inFlight++;
      // 'close' fires for answered and for abandoned requests alike (autocannon hangs up when time is up).
      reply.raw.once('close', () => {
        inFlight--;
      });
    });
    const drained = async () => {
      for (let waited = 0; inFlight > 0; waited += 50) {
        if (waited >= 30_000) {
          console.warn(`(${inFlight} requests still running after 30 s)`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server did not report a TCP port');
    const base = `http://127.0.0.1:${address.port}`;

    const login = async (email: string) => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: benchPassword }),
      });
      const body = (await res.json().catch(() => null)) as { data?: { access_token?: string } } | null;
      return body?.data?.access_token ?? null;
    };
    const tokens = { admin: await login(benchAdminEmail), learner: await login(benchLearnerEmail) };
    if (!tokens.admin || !tokens.learner)
      console.warn('Warning: a bench account could not log in; lists may answer 401.');

    const targets: Target[] = [
      { name: 'health', method: 'GET', path: '/api/health' },
      {
        name: 'login',
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: benchLearnerEmail, password: benchPassword }),
        note: 'argon2id at production cost',
      },
    ];
    const lists = listEndpoints(app.swagger() as OpenApi);
    for (const listPath of lists) {
      const url = `${listPath}?page=1&per_page=9`;
      let chosen: Target | null = null;
      // Public lists are measured as a visitor, learner lists as the learner, the rest as the admin.
      const callers: [string, string | null][] = listPath.startsWith('/api/user/')
        ? [
            ['learner', tokens.learner],
            ['admin', tokens.admin],
          ]
        : [
            ['visitor', null],
            ['admin', tokens.admin],
            ['learner', tokens.learner],
          ];
      for (const [who, token] of callers) {
        if (who !== 'visitor' && !token) continue;
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const res = await fetch(`${base}${url}`, { headers });
        await res.arrayBuffer();
        if (res.ok) {
          chosen = {
            name: listPath.replace(/^\/api\//, ''),
            method: 'GET',
            path: url,
            headers,
            note: `as ${who}`,
          };
          break;
        }
      }
      if (chosen) targets.push(chosen);
      else console.warn(`Skipping ${listPath}: neither bench account gets a 2xx answer.`);
    }
    if (lists.length === 0) console.warn('No paginated list endpoint in the route table yet.');

    const rows: Row[] = [];
    for (const target of targets) {
      process.stdout.write(`${target.method} ${target.path} for ${duration} s… `);
      const result = await autocannon({
        url: `${base}${target.path}`,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections,
        duration,
        workers: 1,
        timeout: 30,
      });
      rows.push({
        name: target.name,
        method: target.method,
        path: target.path,
        requests_per_sec: Math.round(result.requests.average * 10) / 10,
        latency_p50_ms: result.latency.p50,
        latency_p99_ms: result.latency.p99,
        requests: result.requests.total,
        non_2xx: result.non2xx,
        errors: result.errors,
        note: target.note,
      });
      await drained();
      console.log('done');
    }

    printTable(rows);
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? 'unknown',
      engine: database.engine,
      dataset: {
        learners: summary.learners,
        enrolments: summary.enrolments,
        courses: summary.courses,
        categories: summary.categories,
        seed_seconds: Math.round(seedMs / 100) / 10,
      },
      duration_seconds_per_endpoint: duration,
      connections,
      results: rows,
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    const out = path.join(resultsDir, 'latest.json');
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(process.cwd(), out)}`);
    if (rows.some((r) => r.non_2xx > 0 || r.errors > 0)) {
      console.warn('Some endpoints answered non-2xx or failed: see the non-2xx and errors columns.');
    }
  } finally {
    await app?.close();
    await database.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'note'];
  const cells = rows.map((r) => [
    `${r.method} ${r.path}`,
    r.requests_per_sec.toFixed(1),
    String(r.latency_p50_ms),
    String(r.latency_p99_ms),
    String(r.requests),
    String(r.non_2xx),
    String(r.errors),
    r.note ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 || i === 7 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
}

await main();
