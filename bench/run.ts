// `npm run bench`: fills a fresh database (SQLite, or PostgreSQL with --db=postgres) with the world of
// dataset.ts, starts the production build of the API (apps/api/dist/main.js, plain node) on it, and measures
// every endpoint of docs/performance.md with autocannon over loopback, several runs, keeping the medians.
// Writes bench/results/<engine>-<learners>.json and the matching table in docs/performance.md.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultArgon2 } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createPasswordHasher } from '../apps/api/src/lib/passwords';
import { createTokenService } from '../apps/api/src/plugins/auth';
import { profileTables, readSourceMap, summariseProfile } from './cpu-profile';
import { benchAdminEmail, benchPassword, seedDataset } from './dataset';
import { defaultMaxLoad, loadAverage, loadRefusal, settle } from './load';
import { type Caller, type Measure, measure, storm, whileAdminReads } from './measure';
import { writeReport } from './report';
import { benchStudy } from './study';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string): string | undefined {
  const flag = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (flag) return flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : 'true';
  return process.env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}`];
}

function intOption(name: string, fallback: number, min: number, max: number): number {
  const raw = option(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replace(/k$/i, '000').replace(/m$/i, '000000').replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

function numberOption(name: string, fallback: number, min: number, max: number): number {
  const raw = option(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} must be a number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const quick = option('quick') === 'true';
const settings = {
  engine: option('db') === 'postgres' ? ('postgres' as const) : ('sqlite' as const),
  learners: intOption('learners', quick ? 10_000 : 100_000, 0, 5_000_000),
  courses: intOption('courses', quick ? 100 : 1_000, 1, 100_000),
  attempts: intOption('attempts', quick ? 100_000 : 1_000_000, 0, 50_000_000),
  runs: intOption('runs', quick ? 1 : 3, 1, 9),
  duration: intOption('duration', quick ? 3 : 10, 1, 120),
  connections: intOption('connections', 32, 1, 1000),
  port: intOption('port', 41_000 + (process.pid % 8000), 1024, 65_535),
  only: option('only')?.split(',') ?? null,
  write: option('no-write') !== 'true',
  /** The 1-minute load average each endpoint must start at or under (bench/load.ts). */
  maxLoad: numberOption('max-load', defaultMaxLoad, 0.1, 64),
  /** How long to wait for it before each endpoint, in seconds. */
  settle: intOption('settle', 120, 0, 1800),
  /** Starts the server with `node --cpu-prof` and prints where its CPU went (bench/cpu-profile.ts). */
  cpuProf: option('cpu-prof') === 'true',
};

async function waitForHealth(base: string, child: ChildProcess, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server did not answer /api/health within ${limitMs / 1000} s`);
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-bench-'));
  const pgAdminUrl =
    option('database-url') ?? process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pgName = `parcours_bench_${process.pid}`;
  let databaseUrl: string | null = null;
  if (settings.engine === 'postgres') {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`create database ${pgName}`);
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  }
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  let child: ChildProcess | null = null;
  try {
    console.log('Building the API (apps/api/dist)…');
    execFileSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], { stdio: 'inherit' });

    const database = openDatabase(
      databaseUrl
        ? { databaseUrl }
        : { sqliteFile: path.join(dataDir, 'parcours.db'), sqliteSynchronous: 'normal' },
    );
    await migrateToLatest(database.db, database.engine);
    const hasher = createPasswordHasher(defaultArgon2);
    console.log(
      `Seeding ${settings.learners.toLocaleString('en')} learners, ${settings.courses} courses and ` +
        `${settings.attempts.toLocaleString('en')} attempts on ${settings.engine}…`,
    );
    const seedStart = performance.now();
    const summary = await seedDataset(database.db, {
      learners: settings.learners,
      courses: settings.courses,
      attempts: settings.attempts,
      categories: 10,
      subcategoriesPerCategory: 4,
      learnerPasswordHash: await hasher.hash(`unused-${Math.random()}`),
      extensions: [benchStudy()],
      benchPasswordHash: await hasher.hash(benchPassword),
      onProgress: (done) => {
        if (process.stdout.isTTY) process.stdout.write(`\r  ${done.toLocaleString('en')} learners`);
      },
    });
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    if (process.stdout.isTTY) process.stdout.write('\n');
    const { world, ...counts } = summary;
    console.log(`Seeded in ${seedSeconds} s:`, counts);

    // Sessions for the callers, so the access tokens below are honoured without a login (argon2) each.
    const tokens = createTokenService(jwtSecret, 24 * 3600);
    const sessionOf = new Map<number, string>();
    const now = new Date();
    const later = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    const study = counts.extensions.study!;
    const userIds = [
      world.adminId,
      study.researcher_id!,
      world.benchLearnerId,
      ...world.activeLearners.map((l) => l.id),
    ];
    for (let i = 0; i < userIds.length; i += 500) {
      const rows = userIds.slice(i, i + 500).map((userId) => {
        const id = crypto.randomUUID();
        sessionOf.set(userId, id);
        return {
          id,
          user_id: userId,
          refresh_jti: crypto.randomUUID(),
          created_at: now.toISOString(),
          last_used_at: now.toISOString(),
          expires_at: later,
        };
      });
      await database.db.insertInto('sessions').values(rows).execute();
    }
    const bearer = async (userId: number, role: number) =>
      `Bearer ${await tokens.signAccess(userId, role, sessionOf.get(userId)!)}`;
    const adminAuth = await bearer(world.adminId, 1);
    const researcherAuth = await bearer(study.researcher_id!, 4);
    const studyDashboard = `/api/studies/${study.study_id}/dashboard`;
    const learners: Caller[] = [];
    for (const l of world.activeLearners)
      learners.push({ id: l.id, authorization: await bearer(l.id, 0), courseIds: l.courseIds });
    await database.close();

    const base = `http://127.0.0.1:${settings.port}`;
    const profileDir = path.join(dataDir, 'cpu-profile');
    const profiling = settings.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
    child = spawn(process.execPath, [...profiling, path.join(root, 'apps/api/dist/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(settings.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: benchAdminEmail,
        JWT_SECRET: jwtSecret,
        STORAGE_KEY: crypto.randomBytes(24).toString('base64url'),
        LOG_LEVEL: 'error',
        // Every caller comes from 127.0.0.1: per-address limits would measure 429 answers.
        RATE_LIMIT_SCALE: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const readyMs = Math.round(await waitForHealth(base, child, 60_000));
    const idleRss = rssMb(child.pid!);
    console.log(`Ready in ${readyMs} ms after start (${idleRss ?? '?'} MB resident).`);
    let peakRss = idleRss ?? 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(child!.pid!) ?? 0);
    }, 250);

    const runs: Measure[][] = [];
    for (let run = 1; run <= settings.runs; run++) {
      console.log(`\nRun ${run} of ${settings.runs}`);
      const rows: Measure[] = [];
      const wanted = (name: string) => !settings.only || name === 'health' || settings.only.includes(name);
      const targets = [
        ...targetsOf(world, learners, adminAuth),
        { name: 'study dashboard', path: () => studyDashboard, admin: researcherAuth, connections: 2 },
      ];
      // Each measurement starts once the machine is quiet, with the load average before and after it.
      const quietly = async (run: () => Promise<Measure | Measure[]>) => {
        const before = await settle(settings.maxLoad, settings.settle);
        const measured = [await run()].flat();
        const after = loadAverage();
        for (const m of measured) rows.push({ ...m, load_before: before, load_after: after });
        const last = measured.at(-1)!;
        console.log(`  ${last.name}: ${last.requests_per_sec} req/s, load ${before} -> ${after}`);
      };
      for (const target of targets) {
        if (!wanted(target.name)) continue;
        await quietly(() => measure(base, target, settings));
      }
      if (wanted('storm')) await quietly(() => storm(base, world, learners));
      if (wanted('learner-during-reports'))
        await quietly(() =>
          whileAdminReads(
            base,
            learners,
            [
              { path: '/api/admin/dashboard', authorization: adminAuth },
              { path: '/api/admin/quiz-timer?page=1&per_page=10', authorization: adminAuth },
              { path: studyDashboard, authorization: researcherAuth },
            ],
            settings,
          ),
        );
      runs.push(rows);
    }
    clearInterval(sampler);

    const stored = await checkSubmissions(databaseUrl, dataDir, runs);
    // Figures taken on a busy machine are not comparable with anything: no table is written from them.
    const refusal = loadRefusal(runs.flat(), settings.maxLoad);
    if (refusal) {
      console.error(`\n${refusal}`);
      process.exitCode = 1;
    }
    const written = writeReport({
      root,
      settings,
      dataset: { ...counts, seed_seconds: seedSeconds },
      server: { ready_ms: readyMs, idle_rss_mb: idleRss, peak_rss_mb: peakRss },
      submissions: stored,
      runs,
      write: settings.write && !refusal,
    });
    console.log(
      `\n${written.table}\n${written.files.length > 0 ? `Wrote ${written.files.join(', ')}` : 'Nothing written.'}`,
    );
    if (settings.cpuProf) {
      // The profile is written when the server exits (SIGTERM: it stops cleanly).
      child.kill('SIGTERM');
      await new Promise((resolve) => child?.once('exit', resolve));
      const [profile] = fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
      const kept = path.join(root, '.tmp', `bench-${settings.engine}-${settings.learners}.cpuprofile`);
      fs.mkdirSync(path.dirname(kept), { recursive: true });
      fs.copyFileSync(path.join(profileDir, profile!), kept);
      const summary = summariseProfile(
        JSON.parse(fs.readFileSync(kept, 'utf8')),
        readSourceMap(path.join(root, 'apps/api/dist/main.js.map')),
      );
      console.log(
        `\nWhere the server's CPU went (${path.relative(root, kept)}):\n\n${profileTables(summary)}`,
      );
    }
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: pgAdminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${pgName}`);
      await admin.end();
    }
  }
}

/** The endpoints of the goals table, each with its caller. */
function targetsOf(
  world: Awaited<ReturnType<typeof seedDataset>>['world'],
  learners: Caller[],
  admin: string,
) {
  const course = (c: Caller) => c.courseIds[c.courseIds.length - 1]!;
  const submitObject = (c: Caller) => world.courses.find((x) => x.id === course(c))!.objects[0]!;
  return [
    { name: 'health', path: () => '/api/health' },
    { name: 'course list (visitor)', path: () => '/api/courses?page=1&per_page=9' },
    { name: 'course list (learner)', path: () => '/api/user/courses?page=1&per_page=9', learners },
    { name: 'course page', path: (c?: Caller) => `/api/courses/${course(c!)}`, learners },
    { name: 'course content', path: (c?: Caller) => `/api/courses/${course(c!)}/content`, learners },
    { name: 'learner dashboard', path: () => '/api/user/dashboard', learners },
    { name: 'learning path', path: (c?: Caller) => `/api/user/courses/${course(c!)}/path`, learners },
    { name: 'questionnaire', path: () => '/api/user/Silverman/questions', learners },
    {
      name: 'quiz submit',
      path: (c?: Caller) => `/api/user/quiz/${submitObject(c!).quiz.id}`,
      submit: (c: Caller) => {
        const quiz = submitObject(c).quiz;
        return {
          path: `/api/user/lo-quiz/submit/${quiz.id}`,
          body: JSON.stringify({
            answers: quiz.questions.map((q) => ({ question_id: q.id, answer: [q.correctAnswerId] })),
          }),
        };
      },
      learners,
    },
    { name: 'admin dashboard', path: () => '/api/admin/dashboard', admin, connections: 2 },
    { name: 'quiz timers', path: () => '/api/admin/quiz-timer?page=1&per_page=10', admin, connections: 2 },
    {
      name: 'quiz attempts',
      path: () => '/api/admin/quiz-attempt?page=1&per_page=10',
      admin,
      connections: 2,
    },
    // The exam course: every learner numbered 1..examLearners is enrolled in it (2,500 by default).
    {
      name: 'gradebook',
      path: () => `/api/admin/courses/${world.examCourseId}/gradebook?page=1&per_page=50`,
      admin,
      connections: 2,
    },
  ];
}

/** Every acknowledged submission is one stored attempt: counts the submitted attempts made during the runs. */
async function checkSubmissions(databaseUrl: string | null, dataDir: string, runs: Measure[][]) {
  const acknowledged = runs.flat().reduce((n, r) => n + (r.acknowledged_submits ?? 0), 0);
  if (acknowledged === 0) return null;
  const database = openDatabase(
    databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, 'parcours.db') },
  );
  try {
    const since = runs.flat().find((r) => r.started_at)?.started_at ?? new Date(0).toISOString();
    const row = await database.db
      .selectFrom('quiz_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'learning_object')
      .where('submitted_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { acknowledged, stored: Number(row.n) };
  } finally {
    await database.close();
  }
}

await main();
