// `npm test` step `size`: the web build's entry script (the module index.html loads, with the chunks it imports
// statically, which the browser must have before any of it runs) stays within its budget, gzip-compressed as
// the server sends it. A size check on the build output, never a timing (docs/testing.md).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { bold, green, red, webDist } from './common.mjs';

export const entryBudgetKiB = 170;

const gzipKiB = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(webDist, file)), { level: zlib.constants.Z_BEST_COMPRESSION })
    .length / 1024;

/** The scripts index.html loads before the app runs: its module script and the modules it preloads. */
export function entryScripts(html) {
  const entry = /<script type="module"[^>]*src="\/([^"]+\.js)"/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)].map((m) => m[1]);
  return { entry, preloads };
}

function main() {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.error(red(`No web build at ${indexFile}: run npm run build -w apps/web first.`));
    return 1;
  }
  const { entry, preloads } = entryScripts(fs.readFileSync(indexFile, 'utf8'));
  if (!entry) {
    console.error(red('index.html loads no module script: cannot measure the entry.'));
    return 1;
  }
  const files = [entry, ...preloads];
  let total = 0;
  for (const file of files) {
    const kib = gzipKiB(file);
    total += kib;
    console.log(`  ${kib.toFixed(1).padStart(7)} KiB gzip  ${file}`);
  }
  const line = `entry script ${total.toFixed(1)} KiB gzip (budget ${entryBudgetKiB} KiB)`;
  if (total > entryBudgetKiB) {
    console.error(red(`✘ ${line}: over budget.`));
    return 1;
  }
  console.log(green(`✔ ${bold(line)}`));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
