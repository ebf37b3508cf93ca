// `npm run build -w apps/api`: the API compiled for production into apps/api/dist (main.js, ops.js), run with plain node
// (`npm run serve`); tsx stays a development tool. The shared package (TypeScript sources) is bundled in; every
// npm dependency stays an import, resolved from node_modules at run time (native ones cannot be bundled).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const deps = (file) => Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).dependencies ?? {});
const external = [
  ...deps(path.join(here, 'package.json')),
  ...deps(path.join(here, '../../packages/shared/package.json')),
].filter((name) => name !== '@parcours/shared');

/** The programs of the production build: the server, and the operator's backup and restore. */
const entries = { main: 'src/main.ts', ops: 'src/ops/cli.ts' };

export async function buildApi(outdir = path.join(here, 'dist')) {
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, src]) => [name, path.join(here, src)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi(process.argv[2]);
