// Finds what the full test suite needs from outside: a PostgreSQL server, a Chromium binary and a Python with
// statsmodels.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { root } from './common.mjs';

export const defaultPgUrl = 'postgres://postgres@127.0.0.1:5432/test';
const defaultChromium = '/usr/bin/chromium';

/** The URL with any password replaced, safe to print. */
export function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

function loadPg() {
  // pg is a dependency of apps/api; resolving from there works whether npm hoisted it or not.
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  return require('pg');
}

async function trySelect(pg, connectionString) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  client.on('error', () => {}); // a late socket error after a failed connect must not crash the runner
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Checks that DATABASE_URL_TEST answers. When the server is up but the database does not exist yet, creates it
 * (the suites only need an empty database to make their own schemas in).
 * Resolves { ok: true, note? } or { ok: false, reason }.
 */
export async function probePostgres(url) {
  let pg;
  try {
    pg = loadPg();
  } catch (err) {
    return {
      ok: false,
      reason: `the pg package is not installed (${err.message.split('\n')[0]}); run npm install`,
    };
  }
  try {
    await trySelect(pg, url);
    return { ok: true };
  } catch (err) {
    if (err?.code !== '3D000') return { ok: false, reason: describePgError(err) };
  }
  // 3D000: the database is missing. Create it through the maintenance database on the same server.
  let dbName;
  let adminUrl;
  try {
    const u = new URL(url);
    dbName = decodeURIComponent(u.pathname.replace(/^\//, ''));
    u.pathname = '/postgres';
    adminUrl = u.toString();
  } catch {
    return { ok: false, reason: 'DATABASE_URL_TEST is not a valid URL' };
  }
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  admin.on('error', () => {});
  try {
    await admin.connect();
    await admin.query(`create database "${dbName.replace(/"/g, '""')}"`);
  } catch (err) {
    return {
      ok: false,
      reason: `database "${dbName}" does not exist and could not be created: ${err.message}`,
    };
  } finally {
    await admin.end().catch(() => {});
  }
  try {
    await trySelect(pg, url);
    return { ok: true, note: `created the missing database "${dbName}"` };
  } catch (err) {
    return { ok: false, reason: describePgError(err) };
  }
}

function describePgError(err) {
  if (!err) return 'unknown error';
  // Connection refusals from pg come as AggregateError with an empty message; name the cause instead.
  const message = err.message || err.errors?.map((e) => e.message).join('; ') || String(err);
  return err.code && !message.includes(err.code) ? `${message} (${err.code})` : message;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Installs Debian packages when the runner is root with apt-get (updating the package lists first if the plain
 * install fails). Resolves { ran: true, status } or { ran: false, why }.
 */
function aptInstall(packages, log, notes) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    return {
      ran: false,
      why: isRoot ? 'apt-get is not available' : 'not running as root, so it was not installed automatically',
    };
  }
  const command = ['install', '-y', ...packages];
  log(`installing: apt-get ${command.join(' ')}`);
  notes.push(`ran apt-get ${command.join(' ')}`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let status = spawnSync('apt-get', command, { stdio: 'inherit', env: aptEnv }).status;
  if (status !== 0) {
    log('apt-get install failed; running apt-get update and trying again');
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv });
    status = spawnSync('apt-get', command, { stdio: 'inherit', env: aptEnv }).status;
  }
  return { ran: true, status };
}

/**
 * Finds Chromium at CHROMIUM_PATH or /usr/bin/chromium, installing Debian's package when it is missing and the
 * runner may (aptInstall). Resolves { path, notes } or { path: null, reason, notes }.
 */
export function findChromium(log) {
  const wanted = process.env.CHROMIUM_PATH || defaultChromium;
  const notes = [];
  if (isExecutable(wanted)) return { path: wanted, notes };
  log(`Chromium not found at ${wanted}`);
  const install = aptInstall(['chromium'], log, notes);
  if (!install.ran) return { path: null, reason: `no Chromium at ${wanted} (${install.why})`, notes };
  if (isExecutable(wanted)) return { path: wanted, notes };
  if (wanted !== defaultChromium && isExecutable(defaultChromium)) {
    notes.push(`CHROMIUM_PATH=${wanted} does not exist; used ${defaultChromium}`);
    return { path: defaultChromium, notes };
  }
  return { path: null, reason: `apt-get could not install Chromium (exit ${install.status})`, notes };
}

const debianPython = '/usr/bin/python3';
/** The Debian packages a study package's analysis.py needs (docs/studies.md §5). */
export const statsPythonPackages = ['python3-pandas', 'python3-statsmodels'];

/**
 * Finds a Python 3 with pandas, scipy and statsmodels (PARCOURS_PYTHON, Debian's /usr/bin/python3, or python3 on
 * the PATH), installing Debian's packages when none has them and the runner may (aptInstall). Resolves
 * { path, notes } or { path: null, reason, notes }.
 */
export function findStatsPython(log) {
  const notes = [];
  const usable = (python) =>
    spawnSync(python, ['-c', 'import pandas, scipy, statsmodels'], { stdio: 'ignore' }).status === 0;
  const found = [process.env.PARCOURS_PYTHON, debianPython, 'python3'].filter(Boolean).find(usable);
  if (found) return { path: found, notes };
  log('no python3 with pandas, scipy and statsmodels');
  const install = aptInstall(statsPythonPackages, log, notes);
  if (!install.ran)
    return { path: null, reason: `no python3 with pandas, scipy and statsmodels (${install.why})`, notes };
  if (usable(debianPython)) return { path: debianPython, notes };
  return { path: null, reason: `apt-get could not install ${statsPythonPackages.join(' ')}`, notes };
}

export const defaultRedisUrl = 'redis://127.0.0.1:6379';

/**
 * Whether a Redis server answers PING at the URL (host and port only; a password-protected server counts as
 * answering, the tests authenticate themselves). Resolves true or false within about two seconds.
 */
export function probeRedis(url) {
  let host;
  let port;
  try {
    const u = new URL(url);
    host = u.hostname || '127.0.0.1';
    port = Number(u.port || 6379);
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}
