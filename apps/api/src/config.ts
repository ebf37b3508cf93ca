// Environment -> typed configuration, checked once at start so a bad value stops the server with a clear reason.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenLifetimes } from '@parcours/shared';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const MB = 1024 * 1024;

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Failed logins per client address (successful ones are not counted). */
  loginPerIp: RateLimitRule;
  /** Failed logins per account and source (an address, or a browser the account knows). */
  loginPerEmail: RateLimitRule;
  /** Sign-ups per client address; sign-ups with a valid class code are not counted. */
  registerPerIp: RateLimitRule;
  /** Sign-up attempts per e-mail address. */
  registerPerEmail: RateLimitRule;
  passwordMailPerEmail: RateLimitRule;
  passwordMailPerIp: RateLimitRule;
  /** Quiz starts and submissions per learner (docs/design/contract.md §2). */
  quizPerLearner: RateLimitRule;
  /** Public certificate lookups per client address. */
  certificateVerifyPerIp: RateLimitRule;
  /** Support messages per person. */
  supportPerUser: RateLimitRule;
}

export interface UploadLimits {
  image: number;
  document: number;
  audio: number;
  video: number;
}

/** What one person may upload (docs/security.md, "Uploads"); administrators are not counted. */
export interface UploadAllowance {
  /** Bytes of media a person's uploads may hold in total. */
  quotaBytes: number;
  /** Upload requests per person per hour. */
  perHour: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite file (or ':memory:'); unused when databaseUrl is set. */
  sqliteFile: string;
  databaseUrl: string | null;
  /** PostgreSQL schema the connection works in (tests use a fresh one per file). */
  pgSchema: string | null;
  /** How long a login lasts (docs/security.md, "Sessions"): unused for `idleDays`, or `maxDays` in all. */
  sessions: { idleDays: number; maxDays: number };
  /** PostgreSQL time limits in milliseconds. */
  dbTimeouts: { statementMs: number; queryMs: number; connectMs: number };
  /** PostgreSQL connections each API process may open (PG_POOL_SIZE). */
  dbPoolSize: number;
  sqliteSynchronous: 'full' | 'normal';
  /** Media folder (MEDIA_DIR): where files live, or where S3 uploads are staged when `mediaStorage` is S3. */
  mediaDir: string;
  /** Where media files are kept: the media folder, or an S3-compatible bucket (docs/scaling.md). */
  mediaStorage: MediaStorageConfig;
  outboxDir: string;
  /** Where multipart uploads wait while a request is handled. */
  uploadTmpDir: string;
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Prefix of every Redis key, so installations sharing one Redis never count each other's requests. */
  redisPrefix: string;
  /** Load shedding (docs/security.md, "Database faults and overload"): past these, 503 with Retry-After. */
  overload: OverloadConfig;
  storageKey: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  jwtSecret: string;
  webDist: string;
  /** Bytes per media kind. */
  uploadLimits: UploadLimits;
  uploadAllowance: UploadAllowance;
  mapTileUrl: string;
  /** Serve the OpenAPI document and its UI at /api/docs (API_DOCS; off by default in production). */
  apiDocs: boolean;
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** Lifetime of access tokens; browser tests shorten it to live through expiries. */
  accessTokenSeconds: number;
  /** How long a just-rotated refresh token still answers its own session (tabs refreshing at once). */
  refreshGraceSeconds: number;
  /** argon2id cost; tests lower it to stay fast. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** The learning record store xAPI statements go to; null when none is configured (docs/integrations.md). */
  xapi: XapiConfig | null;
  /** How often LTI scores waiting for an LMS gradebook are sent; 0 stops the sender (tests send by hand). */
  ltiScoreIntervalMs: number;
}

export type MediaStorageConfig =
  | { kind: 'directory' }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket (S3_PREFIX), '' for none. */
      prefix: string;
      region: string;
      /** Endpoint of an S3-compatible service (MinIO, Garage, Ceph); null for AWS itself. */
      endpoint: string | null;
      forcePathStyle: boolean;
      /** Null: the SDK's own credential chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

export interface OverloadConfig {
  /** Requests one process handles at once; more are answered 503 at once. 0 turns the cap off. */
  maxInFlight: number;
  /** Event-loop delay past which requests are answered 503. 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Seconds sent in Retry-After with those 503 answers. */
  retryAfterSeconds: number;
}

export interface XapiConfig {
  /** The LRS endpoint; statements are sent to `<lrsUrl>/statements`. */
  lrsUrl: string;
  /** HTTP Basic credentials of the LRS, when it asks for them. */
  key: string | null;
  secret: string | null;
  /** How often the sender looks for statements to send. */
  intervalMs: number;
  /** Days a statement the LRS accepted stays in the outbox before the purge deletes it; 0 keeps them. */
  retentionDays: number;
}

// Sized for a class of 40 behind one school address (docs/configuration.md explains each figure): successful
// logins are free, so only guessing meets the login limits; 60 sign-ups per 10 minutes let a whole class
// register at once, and a class code lifts the per-address sign-up limit altogether.
export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 100, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { max: 60, windowMs: 10 * 60_000 },
  registerPerEmail: { max: 5, windowMs: 60 * 60_000 },
  passwordMailPerEmail: { max: 3, windowMs: 15 * 60_000 },
  passwordMailPerIp: { max: 10, windowMs: 15 * 60_000 },
  // a timed quiz answered fast, with retries, stays far below; a script hammering the quiz routes does not
  quizPerLearner: { max: 30, windowMs: 60_000 },
  // plenty for people checking a certificate, far too few to walk the code space
  certificateVerifyPerIp: { max: 30, windowMs: 60_000 },
  // enough for a real conversation, too few to flood the admins' mailboxes
  supportPerUser: { max: 5, windowMs: 10 * 60_000 },
};

/**
 * Two tabs whose access tokens expire together both refresh within a second or two; 10 s covers a slow school
 * network without leaving a stolen token much use (it only answers the session that already rotated it).
 */
export const defaultRefreshGraceSeconds = 10;

/** OWASP's recommended argon2id parameters (19 MiB, 2 passes). */
export const defaultArgon2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const defaultMapTileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

// Empty variables count as unset, so `FOO=` in a .env file means "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const bool = (name: string) =>
  z.string().transform((v, ctx) => {
    const s = v.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(s)) return true;
    if (['0', 'false', 'no', 'off'].includes(s)) return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false (got "${v}")` });
    return z.NEVER;
  });

const megabytes = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of megabytes` })
    .positive(`${name} must be a positive number of megabytes`)
    .max(100_000, `${name} is unreasonably large`);

const days = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of days` })
    .positive(`${name} must be a positive number of days`)
    .max(366, `${name} must be at most 366 days`);

const milliseconds = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(100, `${name} must be at least 100 milliseconds`);

const urlWith = (name: string, protocols: string[], example: string) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    {
      message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`,
    },
  );

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(1, 'PORT must be between 1 and 65535')
      .max(65535, 'PORT must be between 1 and 65535'),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    urlWith('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/parcours'),
  ),
  PUBLIC_URL: optional(urlWith('PUBLIC_URL', ['http:', 'https:'], 'https://parcours.example.org')),
  ADMIN_EMAIL: optional(z.email('ADMIN_EMAIL must be an e-mail address')),
  ADMIN_PASSWORD: optional(
    z
      .string()
      .refine(
        (p) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p),
        'ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter and a digit',
      ),
  ),
  SEED_DEMO: optional(bool('SEED_DEMO')),
  SMTP_URL: optional(urlWith('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.org:587')),
  MAIL_FROM: optional(z.string()),
  REDIS_URL: optional(urlWith('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
  STORAGE_KEY: optional(z.string().min(16, 'STORAGE_KEY must have at least 16 characters')),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must have at least 32 characters')),
  WEB_DIST: optional(z.string()),
  UPLOAD_MAX_IMAGE_MB: optional(megabytes('UPLOAD_MAX_IMAGE_MB')),
  UPLOAD_MAX_DOCUMENT_MB: optional(megabytes('UPLOAD_MAX_DOCUMENT_MB')),
  UPLOAD_MAX_AUDIO_MB: optional(megabytes('UPLOAD_MAX_AUDIO_MB')),
  UPLOAD_MAX_VIDEO_MB: optional(megabytes('UPLOAD_MAX_VIDEO_MB')),
  UPLOAD_QUOTA_MB: optional(megabytes('UPLOAD_QUOTA_MB')),
  UPLOADS_PER_HOUR: optional(
    z.coerce
      .number({ error: 'UPLOADS_PER_HOUR must be a number' })
      .int('UPLOADS_PER_HOUR must be a whole number')
      .min(1, 'UPLOADS_PER_HOUR must be at least 1'),
  ),
  MAP_TILE_URL: optional(z.string()),
  TRUST_PROXY: optional(bool('TRUST_PROXY')),
  XAPI_LRS_URL: optional(urlWith('XAPI_LRS_URL', ['http:', 'https:'], 'https://lrs.example.org/xapi')),
  XAPI_LRS_KEY: optional(z.string()),
  XAPI_LRS_SECRET: optional(z.string()),
  XAPI_RETENTION_DAYS: optional(
    z.coerce
      .number({ error: 'XAPI_RETENTION_DAYS must be a number of days' })
      .int('XAPI_RETENTION_DAYS must be a whole number of days')
      .min(0, 'XAPI_RETENTION_DAYS must be 0 (keep) or more'),
  ),
  ACCESS_TOKEN_SECONDS: optional(
    z.coerce
      .number({ error: 'ACCESS_TOKEN_SECONDS must be a number of seconds' })
      .int('ACCESS_TOKEN_SECONDS must be a whole number of seconds')
      .min(5, 'ACCESS_TOKEN_SECONDS must be at least 5')
      .max(86_400, 'ACCESS_TOKEN_SECONDS must be at most 86400 (one day)'),
  ),
  REFRESH_GRACE_SECONDS: optional(
    z.coerce
      .number({ error: 'REFRESH_GRACE_SECONDS must be a number of seconds' })
      .int('REFRESH_GRACE_SECONDS must be a whole number of seconds')
      .min(0, 'REFRESH_GRACE_SECONDS must be 0 or more')
      .max(60, 'REFRESH_GRACE_SECONDS must be at most 60'),
  ),
  API_DOCS: optional(bool('API_DOCS')),
  PG_STATEMENT_TIMEOUT_MS: optional(milliseconds('PG_STATEMENT_TIMEOUT_MS')),
  PG_QUERY_TIMEOUT_MS: optional(milliseconds('PG_QUERY_TIMEOUT_MS')),
  PG_CONNECT_TIMEOUT_MS: optional(milliseconds('PG_CONNECT_TIMEOUT_MS')),
  PG_POOL_SIZE: optional(
    z.coerce
      .number({ error: 'PG_POOL_SIZE must be a number of connections' })
      .int('PG_POOL_SIZE must be a whole number')
      .min(1, 'PG_POOL_SIZE must be at least 1')
      .max(1000, 'PG_POOL_SIZE must be at most 1000'),
  ),
  MEDIA_DIR: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  S3_PREFIX: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(urlWith('S3_ENDPOINT', ['http:', 'https:'], 'https://s3.example.org')),
  S3_FORCE_PATH_STYLE: optional(bool('S3_FORCE_PATH_STYLE')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  REDIS_PREFIX: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_PREFIX may hold letters, digits and : _ . - (64 at most)'),
  ),
  OVERLOAD_MAX_IN_FLIGHT: optional(
    z.coerce
      .number({ error: 'OVERLOAD_MAX_IN_FLIGHT must be a number of requests' })
      .int('OVERLOAD_MAX_IN_FLIGHT must be a whole number')
      .min(0, 'OVERLOAD_MAX_IN_FLIGHT must be 0 or more'),
  ),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: optional(
    z.coerce
      .number({ error: 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a number of milliseconds' })
      .int('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds')
      .min(0, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be 0 or more'),
  ),
  SESSION_IDLE_DAYS: optional(days('SESSION_IDLE_DAYS')),
  SESSION_MAX_DAYS: optional(days('SESSION_MAX_DAYS')),
  SQLITE_SYNCHRONOUS: optional(
    z.enum(['full', 'normal'], { error: 'SQLITE_SYNCHRONOUS must be full or normal' }),
  ),
  NODE_ENV: optional(z.string()),
  RATE_LIMIT_SCALE: optional(
    z.coerce
      .number({ error: 'RATE_LIMIT_SCALE must be a number' })
      .min(1, 'RATE_LIMIT_SCALE must be at least 1'),
  ),
});

/** Multiplies every limit (load tests and browser-test servers run many sessions from one account). */
function scaleRateLimits(limits: RateLimits, scale: number): RateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([name, rule]) => [name, { ...rule, max: Math.round(rule.max * scale) }]),
  ) as unknown as RateLimits;
}

// Values that may hold credentials are never echoed back in an error message.
const secretNames = new Set([
  'ADMIN_PASSWORD',
  'JWT_SECRET',
  'STORAGE_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'XAPI_LRS_SECRET',
  'S3_SECRET_ACCESS_KEY',
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

interface Secrets {
  jwt_secret?: string;
  storage_key?: string;
}

/**
 * Secrets the operator did not set are generated once and kept in DATA_DIR/secrets.json (mode 0600), so
 * tokens survive a restart and every process sharing the data folder agrees on them.
 */
function loadOrCreateSecrets(dataDir: string, needed: (keyof Secrets)[]): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Secrets = {};
  if (fs.existsSync(file)) {
    try {
      secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
    } catch {
      throw new ConfigError([`${file} is not valid JSON; fix it or delete it to generate new secrets`]);
    }
  }
  const missing = needed.filter((k) => !secrets[k]);
  if (missing.length > 0) {
    for (const k of missing)
      secrets[k] = crypto.randomBytes(k === 'jwt_secret' ? 48 : 24).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  return secrets;
}

/**
 * Several processes (a shared PostgreSQL or Redis) must sign and read tokens with the same keys. A secret
 * neither set nor already in secrets.json would be generated by each process on its own, and a login made on
 * one would be refused by the others: the start is refused instead (docs/scaling.md).
 */
function refuseSecretsPerProcess(
  e: { DATABASE_URL?: string; REDIS_URL?: string },
  dataDir: string,
  needed: (keyof Secrets)[],
): void {
  if (!e.DATABASE_URL && !e.REDIS_URL) return;
  const file = path.join(dataDir, 'secrets.json');
  let kept: Secrets = {};
  try {
    kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  } catch {
    // no file yet (or unreadable: loadOrCreateSecrets reports that one)
  }
  const names: Record<keyof Secrets, string> = { jwt_secret: 'JWT_SECRET', storage_key: 'STORAGE_KEY' };
  const missing = needed.filter((k) => !kept[k]).map((k) => names[k]);
  if (missing.length === 0) return;
  const shared = e.DATABASE_URL ? 'DATABASE_URL' : 'REDIS_URL';
  throw new ConfigError([
    `${missing.join(' and ')} must be set when ${shared} is set: every API process sharing the database must use ` +
      `the same ${missing.length > 1 ? 'secrets' : 'secret'}, and each process would otherwise generate its own ` +
      `(a login made on one would be refused by the others). Set ${missing.join(' and ')} to the same random ` +
      'value on every process, e.g. the output of `openssl rand -base64 48`.',
  ]);
}

/** A Redis key prefix of its own per installation, derived from (never revealing) the token key they share. */
function installationPrefix(jwtSecret: string): string {
  return `parcours:${crypto.createHash('sha256').update(`redis-prefix:${jwtSecret}`).digest('hex').slice(0, 12)}:`;
}

/** Parses the environment; throws ConfigError listing every bad value. Creates DATA_DIR/secrets.json when needed. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0] ?? '');
        const raw = name ? env[name] : undefined;
        const msg = i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
        const show = raw !== undefined && !secretNames.has(name) && !msg.includes('(got');
        return show ? `${msg} (got "${raw}")` : msg;
      }),
    );
  }
  const e = parsed.data;
  if ((e.XAPI_LRS_KEY === undefined) !== (e.XAPI_LRS_SECRET === undefined)) {
    throw new ConfigError(['XAPI_LRS_KEY and XAPI_LRS_SECRET go together: set both or neither']);
  }
  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? './data');
  const databaseUrl = e.DATABASE_URL ?? null;
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither']);
  }
  const s3Settings = [
    'S3_PREFIX',
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
    'S3_ACCESS_KEY_ID',
  ] as const;
  if (!e.S3_BUCKET && s3Settings.some((name) => e[name] !== undefined)) {
    throw new ConfigError(['S3 settings need S3_BUCKET: set the bucket, or remove the other S3_ variables']);
  }
  const needed: (keyof Secrets)[] = [];
  if (!e.JWT_SECRET) needed.push('jwt_secret');
  if (!e.STORAGE_KEY) needed.push('storage_key');
  refuseSecretsPerProcess(e, dataDir, needed);
  const secrets = needed.length > 0 ? loadOrCreateSecrets(dataDir, needed) : {};
  const jwtSecret = e.JWT_SECRET ?? secrets.jwt_secret!;

  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    sqliteFile: path.join(dataDir, 'parcours.db'),
    databaseUrl,
    pgSchema: null,
    dbTimeouts: {
      statementMs: e.PG_STATEMENT_TIMEOUT_MS ?? 15_000,
      queryMs: e.PG_QUERY_TIMEOUT_MS ?? 20_000,
      connectMs: e.PG_CONNECT_TIMEOUT_MS ?? 5_000,
    },
    dbPoolSize: e.PG_POOL_SIZE ?? 10,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS ?? 'full',
    sessions: { idleDays: e.SESSION_IDLE_DAYS ?? 14, maxDays: e.SESSION_MAX_DAYS ?? 30 },
    mediaDir: e.MEDIA_DIR ? path.resolve(cwd, e.MEDIA_DIR) : path.join(dataDir, 'media'),
    mediaStorage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          prefix: (e.S3_PREFIX ?? '').replace(/^\/+/, ''),
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
        }
      : { kind: 'directory' },
    outboxDir: path.join(dataDir, 'outbox'),
    uploadTmpDir: path.join(dataDir, 'tmp'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase() ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    seedDemo: e.SEED_DEMO ?? databaseUrl === null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Parcours <no-reply@localhost>',
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX ?? installationPrefix(jwtSecret),
    overload: {
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT ?? 1000,
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? 1000,
      retryAfterSeconds: 5,
    },
    storageKey: e.STORAGE_KEY ?? secrets.storage_key!,
    logLevel: e.LOG_LEVEL ?? 'info',
    jwtSecret,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    uploadLimits: {
      image: Math.round((e.UPLOAD_MAX_IMAGE_MB ?? 10) * MB),
      document: Math.round((e.UPLOAD_MAX_DOCUMENT_MB ?? 25) * MB),
      audio: Math.round((e.UPLOAD_MAX_AUDIO_MB ?? 50) * MB),
      video: Math.round((e.UPLOAD_MAX_VIDEO_MB ?? 500) * MB),
    },
    uploadAllowance: {
      quotaBytes: Math.round((e.UPLOAD_QUOTA_MB ?? 2000) * MB),
      perHour: e.UPLOADS_PER_HOUR ?? 60,
    },
    mapTileUrl: e.MAP_TILE_URL ?? defaultMapTileUrl,
    trustProxy: e.TRUST_PROXY ?? false,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    rateLimits: scaleRateLimits(defaultRateLimits, e.RATE_LIMIT_SCALE ?? 1),
    accessTokenSeconds: e.ACCESS_TOKEN_SECONDS ?? tokenLifetimes.accessSeconds,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS ?? defaultRefreshGraceSeconds,
    argon2: defaultArgon2,
    xapi: e.XAPI_LRS_URL
      ? {
          lrsUrl: e.XAPI_LRS_URL.replace(/\/+$/, ''),
          key: e.XAPI_LRS_KEY ?? null,
          secret: e.XAPI_LRS_SECRET ?? null,
          intervalMs: 5000,
          retentionDays: e.XAPI_RETENTION_DAYS ?? 30,
        }
      : null,
    ltiScoreIntervalMs: 5000,
  };
}

/** For main: parse the environment, or print every problem and exit with status 1. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return configFromEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee docs/configuration.md for every variable.\n`);
      process.exit(1);
    }
    throw err;
  }
}

export type ConfigOverrides = Partial<
  Omit<Config, 'rateLimits' | 'uploadLimits' | 'uploadAllowance' | 'argon2'>
> & {
  rateLimits?: Partial<RateLimits>;
  uploadLimits?: Partial<UploadLimits>;
  uploadAllowance?: Partial<UploadAllowance>;
  argon2?: Partial<Config['argon2']>;
};

/** A configuration for tests: a fresh temporary data folder, cheap hashing, quiet logs, generous limits. */
export function testConfig(overrides: ConfigOverrides = {}): Config {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-api-'));
  const generous: RateLimitRule = { max: 1000, windowMs: 60_000 };
  const { rateLimits, uploadLimits, uploadAllowance, argon2, ...rest } = overrides;
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    sqliteFile: ':memory:',
    databaseUrl: null,
    pgSchema: null,
    dbTimeouts: { statementMs: 15_000, queryMs: 20_000, connectMs: 5_000 },
    dbPoolSize: 4,
    sqliteSynchronous: 'full',
    sessions: { idleDays: 14, maxDays: 30 },
    mediaDir: path.join(dataDir, 'media'),
    mediaStorage: { kind: 'directory' },
    outboxDir: path.join(dataDir, 'outbox'),
    uploadTmpDir: path.join(dataDir, 'tmp'),
    publicUrl: 'http://parcours.test',
    adminEmail: null,
    adminPassword: null,
    seedDemo: false,
    smtpUrl: null,
    mailFrom: 'Parcours <no-reply@parcours.test>',
    redisUrl: null,
    redisPrefix: `parcours-test:${crypto.randomBytes(6).toString('hex')}:`,
    overload: { maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
    storageKey: 'test-storage-key-0123456789',
    logLevel: 'silent',
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    webDist: path.join(dataDir, 'no-web-dist'),
    mapTileUrl: defaultMapTileUrl,
    trustProxy: false,
    xapi: null,
    ltiScoreIntervalMs: 0,
    accessTokenSeconds: tokenLifetimes.accessSeconds,
    refreshGraceSeconds: defaultRefreshGraceSeconds,
    apiDocs: true,
    ...rest,
    uploadLimits: { image: 10 * MB, document: 25 * MB, audio: 50 * MB, video: 500 * MB, ...uploadLimits },
    uploadAllowance: { quotaBytes: 2000 * MB, perHour: 1000, ...uploadAllowance },
    rateLimits: {
      loginPerIp: generous,
      loginPerEmail: generous,
      registerPerIp: generous,
      registerPerEmail: generous,
      passwordMailPerEmail: generous,
      passwordMailPerIp: generous,
      // the limits a test of the routes they guard relies on keep their defaults
      quizPerLearner: defaultRateLimits.quizPerLearner,
      certificateVerifyPerIp: defaultRateLimits.certificateVerifyPerIp,
      supportPerUser: defaultRateLimits.supportPerUser,
      ...rateLimits,
    },
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1, ...argon2 },
  };
}
