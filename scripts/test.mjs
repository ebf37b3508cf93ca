// `npm test`: every check Parcours has, in order, with one summed result line at the end (docs/testing.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entryBudgetKiB } from './check-web-size.mjs';
import {
  bin,
  bold,
  box,
  cyan,
  dim,
  green,
  inCI,
  red,
  root,
  run,
  webBuildStaleReason,
  yellow,
} from './common.mjs';
import {
  defaultPgUrl,
  defaultRedisUrl,
  findChromium,
  findStatsPython,
  probePostgres,
  probeRedis,
  redactUrl,
  statsPythonPackages,
} from './test-probes.mjs';

const ci = inCI();
const pgUrl = process.env.DATABASE_URL_TEST || defaultPgUrl;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-test-'));
let current = null; // the running child, to pass Ctrl-C on

/** A step either runs a command (`cmd`) or a test runner whose JSON report is counted (`vitest`, `playwright`). */
const steps = [
  { id: 'typecheck', title: 'Type check (tsc --noEmit per workspace)', cmd: ['npm', ['run', 'typecheck']] },
  {
    id: 'lint',
    title: 'Lint and format (biome, zero warnings)',
    cmd: [bin('biome'), ['check', '--error-on-warnings', '.']],
  },
  {
    id: 'imports',
    title: 'Import graph (dependency-cruiser, no cycles)',
    cmd: [
      bin('depcruise'),
      [
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'err',
        'apps/api/src',
        'apps/web/src',
        'packages/shared/src',
        'e2e',
        'scripts',
        'bench',
      ],
    ],
  },
  {
    id: 'layers',
    title: 'API layers (no folder cycles beyond the listed upward imports)',
    cmd: ['node', ['scripts/check-layers.mjs']],
  },
  {
    id: 'unused',
    title: 'Unused files, exports and dependencies (knip)',
    cmd: [bin('knip'), ['--no-progress']],
  },
  {
    id: 'citations',
    title: 'Design citations (every docs/design section cited exists)',
    cmd: ['node', ['scripts/check-citations.mjs']],
  },
  { id: 'shared', group: 'unit', title: 'Unit tests: packages/shared', vitest: 'packages/shared' },
  { id: 'web', group: 'unit', title: 'Unit tests: apps/web (jsdom)', vitest: 'apps/web' },
  {
    id: 'api',
    title: 'API tests on SQLite (in memory)',
    vitest: 'apps/api',
    env: { TEST_DB: undefined },
    probe: apiNeeds,
  },
  {
    id: 'pg',
    title: 'API tests on PostgreSQL',
    vitest: 'apps/api',
    env: { TEST_DB: 'postgres', DATABASE_URL_TEST: pgUrl },
    probe: async () => {
      const pg = await probePgStep();
      if (!pg.ok) return pg;
      const needs = await apiNeeds();
      return { ...needs, note: [pg.note, needs.note].filter(Boolean).join('; ') || undefined };
    },
  },
  {
    id: 'build',
    title: 'Web build (vite, to apps/web/dist)',
    cmd: ['npm', ['run', 'build', '-w', 'apps/web']],
    inputs: ['apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  {
    id: 'size',
    title: `Web entry script size (at most ${entryBudgetKiB} KiB gzip)`,
    cmd: ['node', ['scripts/check-web-size.mjs']],
    needs: 'build',
    inputs: ['apps/web/dist/index.html'],
  },
  {
    id: 'e2e',
    title: 'Browser tests (Playwright, Chromium)',
    playwright: 'e2e/playwright.config.ts',
    needs: 'build',
    probe: probeChromiumStep,
  },
];
const groups = { unit: ['shared', 'web'], postgres: ['pg'], browser: ['e2e'] };

function usage() {
  return [
    'Usage: npm test [-- options]',
    '  --only=a,b   run only these steps',
    '  --skip=a,b   run every step but these',
    '  --bail       stop at the first failed step',
    '  --list       list the steps and exit',
    `Steps: ${steps.map((s) => s.id).join(', ')}; groups: ${Object.entries(groups)
      .map(([g, ids]) => `${g} (${ids.join(', ')})`)
      .join(', ')}`,
    'e2e without build rebuilds apps/web/dist first when it is missing or stale.',
  ].join('\n');
}

function parseArgs(argv) {
  const opts = { only: null, skip: [], bail: false };
  const list = (value, flag) => {
    if (!value) throw new Error(`${flag} needs a comma-separated list of steps`);
    const ids = value
      .split(',')
      .flatMap((id) => groups[id.trim()] ?? [id.trim()])
      .filter(Boolean);
    for (const id of ids) {
      if (!steps.some((s) => s.id === id)) throw new Error(`unknown step "${id}"`);
    }
    return ids;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--only') opts.only = list(value(), flag);
    else if (flag === '--skip') opts.skip = list(value(), flag);
    else if (flag === '--bail') opts.bail = true;
    else if (flag === '--list' || flag === '--help' || flag === '-h') opts.help = true;
    else throw new Error(`unknown option "${argv[i]}"`);
  }
  return opts;
}

function formatMs(ms) {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function header(index, total, step) {
  const line = `━━━ [${index}/${total}] ${step.title} `;
  console.log(`\n${bold(cyan(line.padEnd(100, '━')))}`);
}

function hasTestFiles(dir) {
  const stack = [path.join(root, dir)];
  while (stack.length) {
    const current = stack.pop();
    if (!fs.existsSync(current)) continue;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (/\.(test|spec)\.(ts|tsx|js|mjs)$/.test(entry.name)) return true;
    }
  }
  return false;
}

/** What a step needs on disk before it can mean anything; a missing input is a failure, never a pass. */
function missingInputs(step) {
  if (step.vitest) {
    if (!fs.existsSync(path.join(root, step.vitest, 'package.json'))) return `${step.vitest} does not exist`;
    if (!hasTestFiles(step.vitest)) return `no *.test.ts files in ${step.vitest}`;
  }
  if (step.playwright && !fs.existsSync(path.join(root, step.playwright)))
    return `${step.playwright} does not exist`;
  for (const input of step.inputs ?? []) {
    if (!fs.existsSync(path.join(root, input))) return `${input} does not exist`;
  }
  return null;
}

async function probePgStep() {
  const result = await probePostgres(pgUrl);
  if (result.ok) return { ok: true, note: result.note };
  return {
    ok: false,
    reason: `no PostgreSQL at ${redactUrl(pgUrl)}: ${result.reason}`,
    help: [
      'To run these tests, point DATABASE_URL_TEST at a database the tests may create schemas in, e.g.:',
      '  sudo apt-get install postgresql && sudo -u postgres createdb test',
      '  (or: docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16)',
      `  export DATABASE_URL_TEST=${defaultPgUrl}`,
      'Then: npm test -- --only=pg   (see docs/postgresql.md and docs/testing.md)',
    ],
  };
}

/**
 * What the API suites need beyond the database: Redis for the shared rate-limit tests (skipped without), and a
 * Python with statsmodels for the study package's analysis.py (installed as root when missing; without it the
 * test is skipped, and under CI=true the step fails).
 */
async function apiNeeds() {
  const redis = await redisForApi();
  const python = statsPythonForApi();
  if (!python.ok) return python;
  return {
    ok: true,
    env: { ...redis.env, ...python.env },
    note: [redis.note, python.note].filter(Boolean).join('; ') || undefined,
  };
}

let pythonChecked = null;
function statsPythonForApi() {
  pythonChecked ??= (() => {
    const found = findStatsPython((msg) => console.log(yellow(msg)));
    const note = found.notes.join('; ') || undefined;
    if (found.path) return { ok: true, env: { PARCOURS_PYTHON: found.path }, note };
    const help = [
      `To run it, install them (Debian/Ubuntu: sudo apt-get install ${statsPythonPackages.join(' ')})`,
      'or set PARCOURS_PYTHON to a python3 that has pandas, scipy and statsmodels.',
    ];
    if (inCI())
      return { ok: false, reason: `the study package analysis test needs Python: ${found.reason}`, help };
    return { ok: true, note: `${found.reason}: the study package analysis test is skipped` };
  })();
  return pythonChecked;
}

let redisChecked = null;
/**
 * The API suite includes tests of rate limits shared through Redis, run when TEST_REDIS_URL is set. Point them at
 * a local Redis when one answers, so a full run covers them; without Redis they are reported as skipped.
 */
function redisForApi() {
  redisChecked ??= (async () => {
    if (process.env.TEST_REDIS_URL) return { ok: true };
    if (await probeRedis(defaultRedisUrl)) return { ok: true, env: { TEST_REDIS_URL: defaultRedisUrl } };
    return { ok: true, note: `no Redis at ${defaultRedisUrl}: the shared rate-limit tests are skipped` };
  })();
  return redisChecked;
}

async function probeChromiumStep() {
  const found = findChromium((msg) => console.log(yellow(msg)));
  if (found.path)
    return { ok: true, note: found.notes.join('; ') || undefined, env: { CHROMIUM_PATH: found.path } };
  return {
    ok: false,
    reason: `Chromium not available: ${found.reason}`,
    help: [
      'To run these tests, install Chromium (Debian/Ubuntu: sudo apt-get install chromium)',
      'or set CHROMIUM_PATH to a Chromium or Chrome binary. Then: npm test -- --only=e2e',
    ],
  };
}

function stepEnv(extra = {}) {
  const env = { ...process.env };
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(report) {
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  let failed = report.numFailedTests ?? 0;
  // A file that fails to load has no failing test of its own; count it so the failure shows in the total.
  for (const file of report.testResults ?? []) {
    const anyFailed = (file.assertionResults ?? []).some((a) => a.status === 'failed');
    if (file.status === 'failed' && !anyFailed) failed++;
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(report) {
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 0, skipped: 0 };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function runStep(step, probeEnv) {
  const env = stepEnv({ ...step.env, ...probeEnv });
  const onChild = (child) => {
    current = child;
  };
  if (step.cmd) {
    const [command, args] = step.cmd;
    console.log(dim(`$ ${path.basename(command)} ${args.join(' ')}`));
    const code = await run(command, args, { env, onChild });
    return { code, counts: null };
  }
  if (step.vitest) {
    const out = path.join(tmp, `${step.id}.json`);
    const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
    console.log(dim(`$ vitest ${args.slice(0, 3).join(' ')} (in ${step.vitest})`));
    const code = await run(bin('vitest'), args, { cwd: path.join(root, step.vitest), env, onChild });
    return { code, counts: countVitest(readJson(out)) };
  }
  const out = path.join(tmp, `${step.id}.json`);
  const args = ['test', '-c', step.playwright, '--reporter=list,json'];
  console.log(dim(`$ playwright ${args.join(' ')}`));
  const code = await run(bin('playwright'), args, {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
    onChild,
  });
  return { code, counts: countPlaywright(readJson(out)) };
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${red(err.message)}\n${usage()}`);
    return 2;
  }
  if (opts.help) {
    console.log(usage());
    return 0;
  }
  const selected = steps.filter(
    (s) => (opts.only ? opts.only.includes(s.id) : true) && !opts.skip.includes(s.id),
  );
  // Browser tests run against the built app; build it when it is not selected and the build on disk is stale.
  const wantsE2e = selected.some((s) => s.id === 'e2e');
  const staleReason = wantsE2e && !selected.some((s) => s.id === 'build') ? webBuildStaleReason() : null;
  if (staleReason && opts.skip.includes('build')) {
    console.log(
      yellow(`Warning: ${staleReason}; the browser tests will run against that build (--skip=build).`),
    );
  } else if (staleReason) {
    selected.splice(
      selected.findIndex((s) => s.id === 'e2e'),
      0,
      steps.find((s) => s.id === 'build'),
    );
    console.log(yellow(`Adding the web build before e2e: ${staleReason}.`));
  }
  if (selected.length === 0) {
    console.error(red('No step selected.'));
    return 2;
  }
  console.log(bold(`Parcours test suite: ${selected.map((s) => s.id).join(', ')}${ci ? ' (CI)' : ''}`));

  const results = [];
  const started = performance.now();
  for (const [i, step] of selected.entries()) {
    header(i + 1, selected.length, step);
    const t0 = performance.now();
    const result = { step, status: 'passed', passed: 0, failed: 0, skipped: 0, notes: [] };
    results.push(result);
    const fail = (why) => {
      result.status = 'failed';
      result.notes.push(why);
      console.log(red(`✘ ${why}`));
    };

    const missing = missingInputs(step);
    const dependency = step.needs && results.find((r) => r.step.id === step.needs);
    if (missing) fail(`cannot run: ${missing}`);
    else if (dependency && dependency.status !== 'passed')
      fail(`not run: the ${step.needs} step did not pass`);
    else {
      const probe = step.probe ? await step.probe() : { ok: true };
      if (probe.note) {
        result.notes.push(probe.note);
        console.log(yellow(probe.note));
      }
      if (!probe.ok) {
        if (ci) {
          console.log(box([`FAILED under CI: ${probe.reason}`, ...probe.help], red));
          result.status = 'failed';
        } else {
          const title = `SKIPPED: ${step.title}`;
          console.log(box([title, probe.reason, '', ...probe.help, 'Under CI=true this is a failure.']));
          result.status = 'skipped';
        }
        result.notes.push(probe.reason);
      } else {
        const { code, counts } = await runStep(step, probe.env);
        if (counts) Object.assign(result, counts);
        if (code !== 0) fail(`exited with code ${code}`);
      }
    }
    // A step that fails without a failing test (tsc, biome, build, a runner crash) still counts as one failure.
    if (result.status === 'failed' && result.failed === 0) result.failed = 1;
    if (result.status === 'skipped') result.skipped += 1;
    result.ms = performance.now() - t0;
    const mark = { passed: green('✔'), failed: red('✘'), skipped: yellow('⚠') }[result.status];
    console.log(`${mark} ${step.title}: ${result.status} (${formatMs(result.ms)})`);
    if (opts.bail && result.status === 'failed') break;
  }

  printSummary(results, selected, performance.now() - started);
  fs.rmSync(tmp, { recursive: true, force: true });
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
  const skipped = total('skipped');
  console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return results.some((r) => r.status === 'failed') ? 1 : 0;
}

function printSummary(results, selected, ms) {
  console.log(`\n${bold('━━━ Summary '.padEnd(100, '━'))}`);
  for (const r of results) {
    const mark = { passed: green('✔'), failed: red('✘'), skipped: yellow('⚠') }[r.status];
    const counts = r.step.cmd ? '' : ` ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped;`;
    const notes = r.notes.length ? ` ${dim(`(${r.notes.join('; ')})`)}` : '';
    console.log(`${mark} ${r.step.id.padEnd(10)} ${r.status.padEnd(8)}${counts} ${formatMs(r.ms)}${notes}`);
  }
  for (const step of selected.slice(results.length)) console.log(`- ${step.id.padEnd(10)} not run (--bail)`);
  console.log(dim(`Total time ${formatMs(ms)}`));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

process.exitCode = await main();
