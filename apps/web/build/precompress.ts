// Build step of the web app: every text file of the build written again as .gz and .br beside it, so the API
// serves compressed bytes without compressing on each request (docs/design/architecture.md §3).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats only: fonts (woff2), images and media are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the saving does not pay for the extra file. */
const minBytes = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

async function precompressFile(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  if (bytes.length < minBytes) return;
  const [gz, br] = await Promise.all([
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  // A variant that is not smaller is not written: the server then sends the file as it is.
  if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
  if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
}

/** Compresses the files side by side (zlib runs them on its thread pool). */
async function precompressDir(dir: string): Promise<void> {
  const found: string[] = [];
  for await (const file of files(dir)) if (compressible.test(file)) found.push(file);
  await Promise.all(found.map(precompressFile));
}

/** The Vite plugin: runs once the bundle is on disk. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parcours-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
