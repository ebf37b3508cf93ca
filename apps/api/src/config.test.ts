// Environment parsing: defaults, one clear message per bad value, generated secrets kept with mode 0600.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, configFromEnv, loadConfig, repoRoot, testConfig, variables } from './config';

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

const MB = 1024 * 1024;
const sharedSecrets = { JWT_SECRET: 'j'.repeat(40), STORAGE_KEY: 's'.repeat(20) };

describe('configFromEnv', () => {
  it('refuses to start on a shared database or Redis when each process would generate its own secrets', () => {
    for (const shared of [{ DATABASE_URL: 'postgres://u@h/db' }, { REDIS_URL: 'redis://127.0.0.1:6379' }]) {
      const name = Object.keys(shared)[0];
      expect(problems(shared)).toEqual([
        `JWT_SECRET and STORAGE_KEY must be set when ${name} is set: every API process sharing the database must ` +
          'use the same secrets, and each process would otherwise generate its own (a login made on one would be ' +
          'refused by the others). Set JWT_SECRET and STORAGE_KEY to the same random value on every process, ' +
          'e.g. the output of `openssl rand -base64 48`.',
      ]);
      expect(problems({ ...shared, JWT_SECRET: 'j'.repeat(40) })[0]).toMatch(
        /^STORAGE_KEY must be set when [A-Z_]+ is set: .* the same secret, and each process/,
      );
      expect(problems({ ...shared, ...sharedSecrets })).toEqual([]);
    }
    // secrets an earlier start kept in the data folder are the installation's: no refusal, no new secret
    const dataDir = tmp();
    const first = configFromEnv({ DATA_DIR: dataDir });
    const again = configFromEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h/db' });
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(again.storageKey).toBe(first.storageKey);
  });

  it('reads the media folder, S3 storage, pool size, Redis prefix and overload settings', () => {
    const dataDir = tmp();
    const c = configFromEnv({ DATA_DIR: dataDir, ...sharedSecrets });
    expect(c.mediaDir).toBe(path.join(dataDir, 'media'));
    expect(c.mediaStorage).toEqual({ kind: 'directory' });
    expect(c.dbPoolSize).toBe(10);
    expect(c.overload).toEqual({ maxInFlight: 1000, maxEventLoopDelayMs: 1000, retryAfterSeconds: 5 });
    // one prefix per installation (per token key), the same for every process of it, never the key itself
    expect(c.redisPrefix).toMatch(/^parcours:[0-9a-f]{12}:$/);
    expect(configFromEnv({ DATA_DIR: tmp(), ...sharedSecrets }).redisPrefix).toBe(c.redisPrefix);
    expect(
      configFromEnv({ DATA_DIR: tmp(), ...sharedSecrets, JWT_SECRET: 'k'.repeat(40) }).redisPrefix,
    ).not.toBe(c.redisPrefix);

    const s3 = configFromEnv({
      DATA_DIR: dataDir,
      MEDIA_DIR: '/srv/shared/media',
      PG_POOL_SIZE: '25',
      REDIS_PREFIX: 'school-a:',
      OVERLOAD_MAX_IN_FLIGHT: '200',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      S3_BUCKET: 'parcours-media',
      S3_PREFIX: '/school-a',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.mediaDir).toBe('/srv/shared/media');
    expect(s3.dbPoolSize).toBe(25);
    expect(s3.redisPrefix).toBe('school-a:');
    expect(s3.overload).toEqual({ maxInFlight: 200, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 });
    expect(s3.mediaStorage).toEqual({
      kind: 's3',
      bucket: 'parcours-media',
      prefix: 'school-a',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(problems({ S3_ACCESS_KEY_ID: 'key', S3_BUCKET: 'b' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3 settings need S3_BUCKET: set the bucket, or remove the other S3_ variables',
    ]);
    expect(problems({ PG_POOL_SIZE: '0' })).toEqual(['PG_POOL_SIZE must be at least 1 (got "0")']);
    expect(problems({ REDIS_PREFIX: 'a b' })).toEqual([
      'REDIS_PREFIX may hold letters, digits and : _ . - (64 at most) (got "a b")',
    ]);
  });

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
    expect(c.rateLimits.quizPerLearner).toEqual({ max: 30, windowMs: 60_000 });
    expect(c.rateLimits.supportPerUser).toEqual({ max: 5, windowMs: 10 * 60_000 });
  });

  it('scales every rate limit by RATE_LIMIT_SCALE, the quiz, certificate and support ones included', () => {
    const c = configFromEnv({ DATA_DIR: tmp(), RATE_LIMIT_SCALE: '20' });
    expect(c.rateLimits.loginPerIp.max).toBe(2000);
    expect(c.rateLimits.quizPerLearner).toEqual({ max: 600, windowMs: 60_000 });
    expect(c.rateLimits.certificateVerifyPerIp).toEqual({ max: 600, windowMs: 60_000 });
    expect(c.rateLimits.supportPerUser).toEqual({ max: 100, windowMs: 10 * 60_000 });
  });

  it('derives PUBLIC_URL from PORT and turns demo data off for PostgreSQL', () => {
    const c = configFromEnv({
      DATA_DIR: tmp(),
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h:5432/db',
      ...sharedSecrets,
    });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.seedDemo).toBe(false);
    expect(
      configFromEnv({
        DATA_DIR: tmp(),
        DATABASE_URL: 'postgres://u@h/db',
        SEED_DEMO: 'yes',
        ...sharedSecrets,
      }).seedDemo,
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
    expect(problems({ SQLITE_SYNCHRONOUS: 'fast', SESSION_MAX_DAYS: '400' }).sort()).toEqual([
      'SESSION_MAX_DAYS must be at most 366 days (got "400")',
      'SQLITE_SYNCHRONOUS must be full or normal (got "fast")',
    ]);
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

describe('the settings', () => {
  it('are each described in docs/configuration.md with their default, and the guide names no other', () => {
    const guide = fs.readFileSync(path.join(repoRoot, 'docs/configuration.md'), 'utf8');
    const serverPart = guide.split('## Development and tests only')[0];
    // "- `PORT`, default `3000`: ...", or several at once: "`XAPI_LRS_KEY`, `XAPI_LRS_SECRET`, default unset"
    const documented = new Map(
      [...serverPart.matchAll(/`([A-Z][A-Z0-9_]+)`(?=, (?:default|`))(?:, default `([^`]*)`)?/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect([...documented.keys()].sort()).toEqual(variables.map((v) => v.name).sort());
    expect(documented.get('UPLOAD_MAX_VIDEO_MB')).toBe('500');
    for (const v of variables) {
      // unset, empty, or computed from other settings: the guide says so in words
      if (v.default === undefined || v.default === null || v.default === '') continue;
      const stated = documented.get(v.name);
      expect(stated, v.name).toBeDefined();
      // the guide's figure, read as the variable would be: `10` megabytes is the default's 10 MB in bytes
      const read = v.name === 'WEB_DIST' ? path.resolve(repoRoot, stated!) : v.read(stated!);
      expect(read, v.name).toEqual(v.default);
    }
  });

  it('give tests their own values where they differ, and the defaults elsewhere', () => {
    const dataDir = tmp();
    const c = testConfig({ dataDir });
    expect(c).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      sqliteFile: ':memory:',
      mediaDir: path.join(dataDir, 'media'),
      outboxDir: path.join(dataDir, 'outbox'),
      dbPoolSize: 4,
      logLevel: 'silent',
      seedDemo: false,
      apiDocs: true,
      publicUrl: 'http://parcours.test',
      overload: { maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
      argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      mediaStorage: { kind: 'directory' },
      xapi: null,
      ltiScoreIntervalMs: 0,
    });
    // no test value of their own: the defaults
    expect(c.sessions).toEqual({ idleDays: 14, maxDays: 30 });
    expect(c.dbTimeouts).toEqual({ statementMs: 15_000, queryMs: 20_000, connectMs: 5_000 });
    expect(c.uploadLimits).toEqual({ image: 10 * MB, document: 25 * MB, audio: 50 * MB, video: 500 * MB });
    expect(c.accessTokenSeconds).toBe(900);
    // generous limits, but the quiz, certificate and support routes' tests rely on the real ones
    expect(c.rateLimits.loginPerIp).toEqual({ max: 1000, windowMs: 60_000 });
    expect(c.rateLimits.quizPerLearner).toEqual({ max: 30, windowMs: 60_000 });
    // each test its own token key and Redis prefix
    const other = testConfig({ dataDir });
    expect(other.jwtSecret).not.toBe(c.jwtSecret);
    expect(other.redisPrefix).not.toBe(c.redisPrefix);
    expect(c.redisPrefix).toMatch(/^parcours-test:[0-9a-f]{12}:$/);
  });

  it('let a test override one limit of a group and keep the others', () => {
    const c = testConfig({
      dataDir: tmp(),
      uploadLimits: { image: 1000 },
      uploadAllowance: { perHour: 2 },
      rateLimits: { loginPerEmail: { max: 2, windowMs: 60_000 } },
      port: 4321,
    });
    expect(c.port).toBe(4321);
    expect(c.uploadLimits).toEqual({ image: 1000, document: 25 * MB, audio: 50 * MB, video: 500 * MB });
    expect(c.uploadAllowance).toEqual({ quotaBytes: 2000 * MB, perHour: 2 });
    expect(c.rateLimits.loginPerEmail).toEqual({ max: 2, windowMs: 60_000 });
    expect(c.rateLimits.loginPerIp).toEqual({ max: 1000, windowMs: 60_000 });
  });
});
