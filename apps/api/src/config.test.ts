// Environment parsing: defaults, one clear message per bad value, generated secrets kept with mode 0600.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, configFromEnv, loadConfig, repoRoot } from './config';

const dirs: string[] = [];
function tmp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    configFromEnv({ DATA_DIR: tmp(), ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('configFromEnv', () => {
  it('reads the LRS of xAPI statements, none by default, and its credentials as a pair', () => {
    expect(configFromEnv({ DATA_DIR: tmp() }).xapi).toBeNull();
    expect(
      configFromEnv({
        DATA_DIR: tmp(),
        XAPI_LRS_URL: 'https://lrs.example.org/xapi/',
        XAPI_LRS_KEY: 'parcours',
        XAPI_LRS_SECRET: 'secret',
      }).xapi,
    ).toEqual({
      lrsUrl: 'https://lrs.example.org/xapi',
      key: 'parcours',
      secret: 'secret',
      intervalMs: 5000,
      retentionDays: 30,
    });
    expect(
      configFromEnv({ DATA_DIR: tmp(), XAPI_LRS_URL: 'https://lrs.example.org', XAPI_RETENTION_DAYS: '0' })
        .xapi?.retentionDays,
    ).toBe(0);
    expect(problems({ XAPI_RETENTION_DAYS: '-1' })).toEqual([
      'XAPI_RETENTION_DAYS must be 0 (keep) or more (got "-1")',
    ]);
    expect(problems({ XAPI_LRS_URL: 'ftp://lrs' })).toEqual([
      'XAPI_LRS_URL must be a URL starting with http:// or https:// (e.g. https://lrs.example.org/xapi) (got "ftp://lrs")',
    ]);
    expect(problems({ XAPI_LRS_URL: 'https://lrs.example.org', XAPI_LRS_KEY: 'k' })).toEqual([
      'XAPI_LRS_KEY and XAPI_LRS_SECRET go together: set both or neither',
    ]);
  });

  it('fills the documented defaults', () => {
    const dataDir = tmp();
    const c = configFromEnv({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      sqliteFile: path.join(dataDir, 'parcours.db'),
      mediaDir: path.join(dataDir, 'media'),
      outboxDir: path.join(dataDir, 'outbox'),
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      smtpUrl: null,
      redisUrl: null,
      logLevel: 'info',
      webDist: path.join(repoRoot, 'apps/web/dist'),
      uploadLimits: {
        image: 10 * 1024 * 1024,
        document: 25 * 1024 * 1024,
        audio: 50 * 1024 * 1024,
        video: 500 * 1024 * 1024,
      },
    });
    // sized for a class of 40 behind one address: docs/configuration.md
    expect(c.rateLimits.loginPerIp).toEqual({ max: 100, windowMs: 15 * 60_000 });
    expect(c.rateLimits.registerPerIp).toEqual({ max: 60, windowMs: 10 * 60_000 });
    expect(c.accessTokenSeconds).toBe(900);
    expect(c.refreshGraceSeconds).toBe(10);
    expect(c.rateLimits.passwordMailPerEmail).toEqual({ max: 3, windowMs: 15 * 60_000 });
  });

  it('derives PUBLIC_URL from PORT and turns demo data off for PostgreSQL', () => {
    const c = configFromEnv({ DATA_DIR: tmp(), PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.seedDemo).toBe(false);
    expect(
      configFromEnv({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'yes' }).seedDemo,
    ).toBe(true);
    expect(configFromEnv({ DATA_DIR: tmp(), SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('reads every variable', () => {
    const c = configFromEnv({
      DATA_DIR: tmp(),
      PORT: '4000',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://learn.example.org/',
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'Adm1nPassword',
      SMTP_URL: 'smtp://mail.example.org:587',
      MAIL_FROM: 'Parcours <hi@example.org>',
      REDIS_URL: 'redis://127.0.0.1:6379',
      STORAGE_KEY: 'a-long-enough-storage-key',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'x'.repeat(40),
      WEB_DIST: '/srv/web',
      UPLOAD_MAX_IMAGE_MB: '2.5',
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      TRUST_PROXY: 'true',
    });
    expect(c).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      publicUrl: 'https://learn.example.org',
      adminEmail: 'boss@example.org',
      adminPassword: 'Adm1nPassword',
      smtpUrl: 'smtp://mail.example.org:587',
      mailFrom: 'Parcours <hi@example.org>',
      redisUrl: 'redis://127.0.0.1:6379',
      storageKey: 'a-long-enough-storage-key',
      logLevel: 'warn',
      jwtSecret: 'x'.repeat(40),
      webDist: '/srv/web',
      mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      trustProxy: true,
    });
    expect(c.uploadLimits.image).toBe(2.5 * 1024 * 1024);
  });

  it('names each bad value in its own message, never echoing secrets', () => {
    const list = problems({
      PORT: 'abc',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      PUBLIC_URL: 'not a url',
      ADMIN_EMAIL: 'nope',
      ADMIN_PASSWORD: 'weak',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
      UPLOAD_MAX_VIDEO_MB: '-5',
      REDIS_URL: 'http://x',
    });
    const joined = list.join('\n');
    expect(list).toHaveLength(10);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SEED_DEMO',
      'LOG_LEVEL',
      'JWT_SECRET',
      'UPLOAD_MAX_VIDEO_MB',
      'REDIS_URL',
    ]) {
      expect(list.some((p) => p.startsWith(name))).toBe(true);
    }
    expect(joined).toContain('PORT must be a number (got "abc")');
    expect(joined).toContain('SEED_DEMO must be true or false (got "maybe")');
    expect(joined).not.toContain('hunter2');
    expect(joined).not.toContain('weak');
  });

  it('treats empty variables as unset', () => {
    expect(configFromEnv({ DATA_DIR: tmp(), PORT: '', SMTP_URL: '  ' })).toMatchObject({
      port: 3000,
      smtpUrl: null,
    });
  });

  it('generates JWT and storage secrets once, in DATA_DIR/secrets.json with mode 0600', () => {
    const dataDir = tmp();
    const first = configFromEnv({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const second = configFromEnv({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.storageKey).toBe(first.storageKey);
    const given = configFromEnv({ DATA_DIR: tmp(), JWT_SECRET: 'y'.repeat(32), STORAGE_KEY: 'z'.repeat(16) });
    expect(given.jwtSecret).toBe('y'.repeat(32));
  });
});

describe('loadConfig', () => {
  it('prints the problems and exits with status 1', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: '70000' })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(stderr.mock.calls[0][0])).toContain('PORT must be between 1 and 65535');
  });
});
