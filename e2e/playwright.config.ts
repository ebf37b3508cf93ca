// Browser tests of Parcours: the API serves the built web app on a fresh data folder; Debian's Chromium.
// Build the web app first: npm run build -w apps/web
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A port per run, chosen once by the runner and inherited by its workers, so several runs can share a machine.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

// The config is read by the runner and again by each worker: make the folder once and hand it down by env.
if (!process.env.PARCOURS_E2E_DATA_DIR) {
  process.env.PARCOURS_E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-e2e-'));
}
const dataDir = process.env.PARCOURS_E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey's time limit, never a performance check (npm run bench measures speed): with two workers on two
  // cores a journey of several axe scans takes about twice as long as alone (29 s alone, over 60 s in a full run).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'parcours-e2e-results'),
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The server's log goes to a file that the teardown searches for passwords and tokens (docs/security.md, "Logs").
    command: `node --import tsx apps/api/src/main.ts >> "${path.join(dataDir, 'server.log')}"`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@parcours.test',
      ADMIN_PASSWORD: 'Admin-Passw0rd!',
      SEED_DEMO: '0',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'info',
      // Each test presents its own client address (X-Forwarded-For), so per-address rate limits
      // apply per test as they would per person.
      TRUST_PROXY: '1',
      // Every spec signs in as the same admin from many pages in parallel; failed logins and sign-ups from one
      // address would otherwise add up across specs.
      RATE_LIMIT_SCALE: '20',
      // The same journeys on PostgreSQL: E2E_DATABASE_URL names an empty database (docs/testing.md).
      // A shared database needs the secrets set (docs/scaling.md): fixed ones for the test server.
      ...(process.env.E2E_DATABASE_URL
        ? {
            DATABASE_URL: process.env.E2E_DATABASE_URL,
            JWT_SECRET: 'e2e-jwt-secret-0123456789abcdefghijklmnop',
            STORAGE_KEY: 'e2e-storage-key-0123456789',
          }
        : {}),
    },
  },
});
