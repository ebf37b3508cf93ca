// The production build: the API compiled by esbuild runs with plain node, without tsx (docs/operations.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm run build -w apps/api', () => {
  it('compiles the API into one file that plain node runs: health answers, docs are off in production', async () => {
    // inside apps/api so that the bundle finds node_modules as dist/ does
    const outdir = fs.mkdtempSync(path.join(apiRoot, '.build-test-'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-build-'));
    const { buildApi } = (await import(path.join(apiRoot, 'build.mjs'))) as {
      buildApi: (dir: string) => Promise<void>;
    };
    await buildApi(outdir);
    const bundle = fs.readFileSync(path.join(outdir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/["']tsx["'/]/);
    expect(bundle).not.toMatch(/from ["']@parcours\/shared["']/); // bundled in: it is TypeScript

    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    });
    try {
      // Polled as a load balancer would: not listening yet, or 503 while the event loop of a process that has
      // just started (migrations, the first compilations) lags past the shedding threshold on a loaded machine.
      let health: Response | null = null;
      for (let i = 0; i < 150 && health?.status !== 200; i++) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (health?.status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(health?.status).toBe(200);
      expect(await health!.json()).toEqual({ status: 'ok' });
      expect((await fetch(`http://127.0.0.1:${port}/api/docs/json`)).status).toBe(404);
    } finally {
      server.kill('SIGTERM');
      fs.rmSync(outdir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
