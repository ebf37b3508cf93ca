// Three tabs of one browser through two access-token expiries: none is logged out. The tabs refresh one at a
// time (a Web Lock in the http client) and the server forgives a just-rotated token from the same browser;
// a used refresh token replayed from another browser still ends the session. This spec runs its own server
// with 5-second access tokens (ACCESS_TOKEN_SECONDS), so the shared one keeps its normal lifetime.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as apiRequest, expect, test } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let origin = '';
const account = { email: 'teacher@parcours.test', password: 'Teacher-Passw0rd!' };
const accessSeconds = 5;

let server: ChildProcess | null = null;
let dataDir = '';

/** A port nobody listens on now (the system picks it), so this server never answers for another one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-e2e-sessions-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: account.email,
      ADMIN_PASSWORD: account.password,
      SEED_DEMO: '0',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_SECONDS: String(accessSeconds),
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('three tabs stay logged in through two access-token expiries', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: origin });
  const tabs = [await context.newPage()];
  const first = tabs[0];
  await first.goto('/auth/login');
  await first.locator('#login-email').fill(account.email);
  await first.locator('#login-password').fill(account.password);
  await first.locator('main form button[type=submit]').click();
  await expect(first).toHaveURL(/\/dashboard\/admin/);
  tabs.push(await context.newPage(), await context.newPage());
  const refreshes: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/api/refresh-token')) refreshes.push(r.url());
  });

  for (let expiry = 1; expiry <= 2; expiry++) {
    // every tab's access token has expired; all three load a page needing it at the same moment
    await first.waitForTimeout((accessSeconds + 1) * 1000);
    await Promise.all(tabs.map((tab) => tab.goto('/dashboard/admin/users/all')));
    for (const tab of tabs) {
      await expect(tab).toHaveURL(/\/dashboard\/admin\/users\/all$/);
      await expect(tab.getByTestId('users-total')).toBeVisible();
    }
  }
  // the tabs took turns: one refresh per expiry is enough, never one per tab and expiry with a failure
  expect(refreshes.length).toBeGreaterThanOrEqual(2);
  await context.close();
});

test('a used refresh token replayed from another browser ends the session', async () => {
  const owner = await apiRequest.newContext({ baseURL: origin, userAgent: 'Chromium tab' });
  const thief = await apiRequest.newContext({ baseURL: origin, userAgent: 'Another machine' });
  try {
    const login = await owner.post('/api/login', { data: account });
    const stolen = (await login.json()).data.refresh_token as string;
    const rotated = await owner.post('/api/refresh-token', { data: { refresh_token: stolen } });
    expect(rotated.status()).toBe(200);
    const current = (await rotated.json()).data.refresh_token as string;

    const replay = await thief.post('/api/refresh-token', { data: { refresh_token: stolen } });
    expect(replay.status()).toBe(401);
    // the session is over for its owner too
    const after = await owner.post('/api/refresh-token', { data: { refresh_token: current } });
    expect(after.status()).toBe(401);
  } finally {
    await owner.dispose();
    await thief.dispose();
  }
});
