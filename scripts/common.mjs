// Helpers shared by the developer scripts (start, dev, test): repo paths, web build freshness, child processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'apps/web/dist');

/** Inputs of the web build; a change in any of them makes apps/web/dist stale. */
const webBuildInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
].map((p) => path.join(root, p));

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const cyan = paint('36');

/** True when running under continuous integration (CI=true, or any value other than false/0). */
export function inCI() {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

/** Newest modification time (ms) of a file or of every file below a folder; 0 when nothing exists. */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file only shows as a newer folder
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why apps/web/dist needs building, or null when it is up to date. */
export function webBuildStaleReason() {
  const builtAt = newestMtime(path.join(webDist, 'index.html'));
  if (builtAt === 0) return 'apps/web/dist is missing';
  for (const input of webBuildInputs) {
    if (newestMtime(input) > builtAt) return `${path.relative(root, input)} changed since the last build`;
  }
  return null;
}

/** Draws a box around lines of text, for the warnings that must not scroll by unnoticed. */
export function box(lines, tint = yellow) {
  const width = Math.max(...lines.map((l) => l.length));
  const out = [
    `╔${'═'.repeat(width + 2)}╗`,
    ...lines.map((l) => `║ ${l.padEnd(width)} ║`),
    `╚${'═'.repeat(width + 2)}╝`,
  ];
  return out.map((l) => tint(l)).join('\n');
}

/**
 * Runs a command with inherited stdio and resolves with its exit code (128 + n when killed by a signal).
 * `onChild` receives the process so a caller can forward signals to it.
 */
export function run(command, args, { cwd = root, env = process.env, onChild } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    onChild?.(child);
    child.on('error', (err) => {
      console.error(red(`Could not start ${command}: ${err.message}`));
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      if (signal) resolve(128 + (signalNumbers[signal] ?? 1));
      else resolve(code ?? 1);
    });
  });
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };

/** A binary from the root node_modules/.bin, so no step depends on npx resolving or downloading it. */
export function bin(name) {
  return path.join(root, 'node_modules/.bin', name);
}

/**
 * Starts a long-running process in its own process group, so that a Ctrl-C reaches it once, through us, and not
 * twice (terminal and npm both signal the foreground group). stdin is closed: a background group may not read it.
 */
export function spawnService(command, args, { cwd = root, env = process.env } = {}) {
  return spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
}

/**
 * Passes SIGINT, SIGTERM and SIGHUP on to the children. A repeat within a second is the same keypress arriving by
 * two routes and is dropped; a later one is passed on, so a second Ctrl-C can still force a slow shutdown.
 */
export function forwardSignals(children, onSignal) {
  let last = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      onSignal?.(signal);
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      for (const child of children) {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      }
    });
  }
}
