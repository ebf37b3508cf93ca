// `npm test` step `size`: the web build's entry script (the module index.html loads, with the chunks it imports
// statically, which the browser must have before any of it runs) stays within its budget, gzip-compressed as
// the server sends it; and no page outside the admin area brings admin pages, charts or the map with it.
// Checks on the build output, never a timing (docs/testing.md).
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
function entryScripts(html) {
  const entry = /<script type="module"[^>]*src="\/([^"]+\.js)"/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)].map((m) => m[1]);
  return { entry, preloads };
}

const webSrc = path.join(path.dirname(webDist), 'src');
/** Code only some pages may load: found in a chunk by a name it always keeps when minified. */
const heavy = { charts: 'MuiChartsSurface', map: 'leaflet-pane' };

/** The page modules a route file loads, as keys of Vite's manifest (src/features/...). */
function pagesOf(routeFile) {
  const text = fs.readFileSync(path.join(webSrc, 'app/routes', routeFile), 'utf8');
  return [...text.matchAll(/import\('\.\.\/\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
}

/** Files a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** Visitor and learner pages never load admin pages, charts or the map up front. */
function checkSplit() {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error(red('No dist/.vite/manifest.json: the build must write its manifest.'));
    return false;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const adminPages = new Set(pagesOf('admin.tsx'));
  const files = fs.readdirSync(path.join(webSrc, 'app/routes')).filter((f) => /\.tsx$/.test(f));
  const others = files.filter((f) => f !== 'admin.tsx' && f !== 'helpers.tsx').flatMap(pagesOf);
  const problems = [];
  for (const page of new Set(others)) {
    if (adminPages.has(page)) continue; // a page both areas share
    if (!manifest[page]) {
      problems.push(`${page} is not in the build manifest`);
      continue;
    }
    for (const key of closure(manifest, page)) {
      if (adminPages.has(key)) problems.push(`${page} loads the admin page ${key}`);
      const code = fs.readFileSync(path.join(webDist, manifest[key].file), 'utf8');
      for (const [name, marker] of Object.entries(heavy)) {
        if (code.includes(marker)) problems.push(`${page} loads the ${name} with ${manifest[key].file}`);
      }
    }
  }
  for (const problem of problems) console.error(red(`✘ ${problem}`));
  if (problems.length === 0) {
    console.log(
      green(`✔ ${new Set(others).size} visitor and learner pages load no admin page, chart or map up front`),
    );
  }
  return problems.length === 0;
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
  const split = checkSplit();
  if (total > entryBudgetKiB) {
    console.error(red(`✘ ${line}: over budget.`));
    return 1;
  }
  console.log(green(`✔ ${bold(line)}`));
  return split ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
