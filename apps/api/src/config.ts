// Environment -> typed configuration, checked once at start so a bad value stops the server with a clear reason.
// Each setting is declared once, in `settings` (or `inputs`) below: its variable, its parser with its messages,
// its default, its value in tests when that differs, and its meaning. The `Config` type, the environment schema,
// the list of values never echoed and `testConfig` are all derived from that table; docs/configuration.md
// describes every variable (config.test.ts checks that it names each one).
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

/** OWASP's recommended argon2id parameters (19 MiB, 2 passes). */
export const defaultArgon2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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

/** Megabytes in the variable (decimals allowed), bytes in the configuration. */
const megabytes = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of megabytes` })
    .positive(`${name} must be a positive number of megabytes`)
    .max(100_000, `${name} is unreasonably large`)
    .transform((mb) => Math.round(mb * MB));

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

/**
 * A default that `configFromEnv` computes from other settings (its rule is written there, with the others);
 * such a setting names its value in tests.
 */
const computed: unique symbol = Symbol('computed default');
type Computed = typeof computed;

/** A value in tests: as it is, or made from the test's own data folder. */
type TestValue<T> = T | ((dataDir: string) => T);

/** One setting: `C` is true when its default is computed from other settings. */
class Setting<T, C extends boolean> {
  declare readonly computedDefault: C;
  constructor(
    /** The environment variable that sets it; null for a value no variable sets. */
    readonly env: string | null,
    /** Reads the variable (an empty variable counts as unset), with one clear message per bad value. */
    readonly parse: z.ZodType<T> | null,
    /** The value when the variable is unset. */
    readonly fallback: T | Computed,
    /** The value in `testConfig`, when it is not the default. */
    readonly test: TestValue<T> | undefined,
    /** Never echoed in an error message (it may hold a credential). */
    readonly secret: boolean,
  ) {}
}

type AnySetting = Setting<unknown, boolean>;
interface SettingTree {
  readonly [name: string]: AnySetting | SettingTree;
}

/** The configuration a table of settings describes, every default applied. */
type Values<S> = S extends Setting<infer T, boolean> ? T : { [K in keyof S]: Values<S[K]> };
/** The same, before the computed defaults are filled in. */
type Parsed<S> =
  S extends Setting<infer T, infer C>
    ? C extends true
      ? T | undefined
      : T
    : { [K in keyof S]: Parsed<S[K]> };

interface Options<T> {
  test?: TestValue<T>;
  secret?: true;
}

/** A setting read from the variable `env`, `fallback` when it is unset. */
function variable<S extends z.ZodType, D extends z.output<S> | null = z.output<S>>(
  env: string,
  parse: S,
  fallback: D,
  options?: Options<NoInfer<z.output<S> | D>>,
): Setting<z.output<S> | D, false>;
/** A setting read from the variable `env` whose default `configFromEnv` computes from other settings. */
function variable<S extends z.ZodType>(
  env: string,
  parse: S,
  fallback: Computed,
  options: Options<NoInfer<z.output<S>>> & { test: TestValue<NoInfer<z.output<S>>> },
): Setting<z.output<S>, true>;
function variable(
  env: string,
  parse: z.ZodType,
  fallback: unknown,
  options: Options<unknown> = {},
): AnySetting {
  return new Setting(env, parse, fallback, options.test, options.secret === true);
}

/** A value no variable sets (tests may still give it their own). */
function fixed<T>(value: T, test?: TestValue<T>): Setting<T, false> {
  return new Setting<T, false>(null, null, value, test, false);
}

function leaves(tree: SettingTree): AnySetting[] {
  return Object.values(tree).flatMap((node) => (node instanceof Setting ? [node] : leaves(node)));
}

function mapSettings(tree: SettingTree, value: (setting: AnySetting) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [
      name,
      node instanceof Setting ? value(node) : mapSettings(node, value),
    ]),
  );
}

const noTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Limits the routes' own tests rely on keep their defaults; the others are too generous to get in the way. */
const generous: RateLimitRule = { max: 1000, windowMs: 60_000 };
const testRateLimits: RateLimits = {
  loginPerIp: generous,
  loginPerEmail: generous,
  registerPerIp: generous,
  registerPerEmail: generous,
  passwordMailPerEmail: generous,
  passwordMailPerIp: generous,
  quizPerLearner: defaultRateLimits.quizPerLearner,
  certificateVerifyPerIp: defaultRateLimits.certificateVerifyPerIp,
  supportPerUser: defaultRateLimits.supportPerUser,
};

/** Every setting of the server: the shape of `Config` (docs/configuration.md explains each variable). */
const settings = {
  port: variable(
    'PORT',
    z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(1, 'PORT must be between 1 and 65535')
      .max(65535, 'PORT must be between 1 and 65535'),
    3000,
    { test: 0 },
  ),
  host: variable('HOST', z.string(), '0.0.0.0', { test: '127.0.0.1' }),
  /** Everything the server writes (relative to the working directory); tests get a fresh temporary folder. */
  dataDir: variable('DATA_DIR', z.string(), './data', { test: (dataDir) => dataDir }),
  /** PostgreSQL instead of the SQLite file; null for SQLite. */
  databaseUrl: variable(
    'DATABASE_URL',
    urlWith('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/parcours'),
    null,
    { secret: true },
  ),
  /** PostgreSQL schema the connection works in (tests use a fresh one per file). */
  pgSchema: fixed<string | null>(null),
  /** How long a login lasts (docs/security.md, "Sessions"): unused for `idleDays`, or `maxDays` in all. */
  sessions: {
    idleDays: variable('SESSION_IDLE_DAYS', days('SESSION_IDLE_DAYS'), 14),
    maxDays: variable('SESSION_MAX_DAYS', days('SESSION_MAX_DAYS'), 30),
  },
  /** PostgreSQL time limits in milliseconds. */
  dbTimeouts: {
    statementMs: variable('PG_STATEMENT_TIMEOUT_MS', milliseconds('PG_STATEMENT_TIMEOUT_MS'), 15_000),
    queryMs: variable('PG_QUERY_TIMEOUT_MS', milliseconds('PG_QUERY_TIMEOUT_MS'), 20_000),
    connectMs: variable('PG_CONNECT_TIMEOUT_MS', milliseconds('PG_CONNECT_TIMEOUT_MS'), 5_000),
  },
  /** PostgreSQL connections each API process may open. */
  dbPoolSize: variable(
    'PG_POOL_SIZE',
    z.coerce
      .number({ error: 'PG_POOL_SIZE must be a number of connections' })
      .int('PG_POOL_SIZE must be a whole number')
      .min(1, 'PG_POOL_SIZE must be at least 1')
      .max(1000, 'PG_POOL_SIZE must be at most 1000'),
    10,
    { test: 4 },
  ),
  sqliteSynchronous: variable(
    'SQLITE_SYNCHRONOUS',
    z.enum(['full', 'normal'], { error: 'SQLITE_SYNCHRONOUS must be full or normal' }),
    'full',
  ),
  /**
   * Media folder: where files live, or where S3 uploads are staged when `mediaStorage` is S3. Relative to the
   * working directory; `DATA_DIR/media` by default.
   */
  mediaDir: variable('MEDIA_DIR', z.string(), computed, { test: (dataDir) => path.join(dataDir, 'media') }),
  /** The address people use to reach Parcours, without a trailing slash; `http://localhost:$PORT` by default. */
  publicUrl: variable(
    'PUBLIC_URL',
    urlWith('PUBLIC_URL', ['http:', 'https:'], 'https://parcours.example.org').transform(noTrailingSlash),
    computed,
    { test: 'http://parcours.test' },
  ),
  /** Lowercased. */
  adminEmail: variable(
    'ADMIN_EMAIL',
    z.email('ADMIN_EMAIL must be an e-mail address').transform((email) => email.toLowerCase()),
    null,
  ),
  adminPassword: variable(
    'ADMIN_PASSWORD',
    z
      .string()
      .refine(
        (p) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p),
        'ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter and a digit',
      ),
    null,
    { secret: true },
  ),
  /** Demo content on the first start; true on SQLite, false on PostgreSQL by default. */
  seedDemo: variable('SEED_DEMO', bool('SEED_DEMO'), computed, { test: false }),
  smtpUrl: variable(
    'SMTP_URL',
    urlWith('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.org:587'),
    null,
    { secret: true },
  ),
  mailFrom: variable('MAIL_FROM', z.string(), 'Parcours <no-reply@localhost>', {
    test: 'Parcours <no-reply@parcours.test>',
  }),
  redisUrl: variable(
    'REDIS_URL',
    urlWith('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    null,
    {
      secret: true,
    },
  ),
  /**
   * Prefix of every Redis key, so installations sharing one Redis never count each other's requests. By default
   * derived from the token key (never revealing it); each test gets its own.
   */
  redisPrefix: variable(
    'REDIS_PREFIX',
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_PREFIX may hold letters, digits and : _ . - (64 at most)'),
    computed,
    { test: () => `parcours-test:${crypto.randomBytes(6).toString('hex')}:` },
  ),
  /** Load shedding (docs/security.md, "Database faults and overload"): past these, 503 with Retry-After. */
  overload: {
    /** Requests one process handles at once; more are answered 503 at once. 0 turns the cap off. */
    maxInFlight: variable(
      'OVERLOAD_MAX_IN_FLIGHT',
      z.coerce
        .number({ error: 'OVERLOAD_MAX_IN_FLIGHT must be a number of requests' })
        .int('OVERLOAD_MAX_IN_FLIGHT must be a whole number')
        .min(0, 'OVERLOAD_MAX_IN_FLIGHT must be 0 or more'),
      1000,
      { test: 0 },
    ),
    /** Event-loop delay past which requests are answered 503. 0 turns the check off. */
    maxEventLoopDelayMs: variable(
      'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS',
      z.coerce
        .number({ error: 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a number of milliseconds' })
        .int('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds')
        .min(0, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be 0 or more'),
      1000,
      { test: 0 },
    ),
    /** Seconds sent in Retry-After with those 503 answers. */
    retryAfterSeconds: fixed(5),
  },
  /** Key of the web app's local storage encryption; generated once into DATA_DIR/secrets.json when unset. */
  storageKey: variable(
    'STORAGE_KEY',
    z.string().min(16, 'STORAGE_KEY must have at least 16 characters'),
    computed,
    {
      test: 'test-storage-key-0123456789',
      secret: true,
    },
  ),
  logLevel: variable(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    }),
    'info',
    { test: 'silent' },
  ),
  /** Key that signs the tokens; generated once into DATA_DIR/secrets.json when unset. */
  jwtSecret: variable(
    'JWT_SECRET',
    z.string().min(32, 'JWT_SECRET must have at least 32 characters'),
    computed,
    {
      test: () => crypto.randomBytes(32).toString('hex'),
      secret: true,
    },
  ),
  /** The built web app served at `/` (relative to the working directory). */
  webDist: variable('WEB_DIST', z.string(), path.join(repoRoot, 'apps/web/dist'), {
    test: (dataDir) => path.join(dataDir, 'no-web-dist'),
  }),
  /** Bytes per media kind (the variables are in megabytes). */
  uploadLimits: {
    image: variable('UPLOAD_MAX_IMAGE_MB', megabytes('UPLOAD_MAX_IMAGE_MB'), 10 * MB),
    document: variable('UPLOAD_MAX_DOCUMENT_MB', megabytes('UPLOAD_MAX_DOCUMENT_MB'), 25 * MB),
    audio: variable('UPLOAD_MAX_AUDIO_MB', megabytes('UPLOAD_MAX_AUDIO_MB'), 50 * MB),
    video: variable('UPLOAD_MAX_VIDEO_MB', megabytes('UPLOAD_MAX_VIDEO_MB'), 500 * MB),
  },
  /** What one person may upload (docs/security.md, "Uploads"); administrators are not counted. */
  uploadAllowance: {
    /** Bytes of media a person's uploads may hold in total (the variable is in megabytes). */
    quotaBytes: variable('UPLOAD_QUOTA_MB', megabytes('UPLOAD_QUOTA_MB'), 2000 * MB),
    /** Upload requests per person per hour. */
    perHour: variable(
      'UPLOADS_PER_HOUR',
      z.coerce
        .number({ error: 'UPLOADS_PER_HOUR must be a number' })
        .int('UPLOADS_PER_HOUR must be a whole number')
        .min(1, 'UPLOADS_PER_HOUR must be at least 1'),
      60,
      { test: 1000 },
    ),
  },
  mapTileUrl: variable('MAP_TILE_URL', z.string(), 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Serve the OpenAPI document and its UI at /api/docs; off by default when NODE_ENV=production. */
  apiDocs: variable('API_DOCS', bool('API_DOCS'), computed, { test: true }),
  trustProxy: variable('TRUST_PROXY', bool('TRUST_PROXY'), false),
  /** Every one multiplied by RATE_LIMIT_SCALE. */
  rateLimits: fixed(defaultRateLimits, testRateLimits),
  /** Lifetime of access tokens; browser tests shorten it to live through expiries. */
  accessTokenSeconds: variable(
    'ACCESS_TOKEN_SECONDS',
    z.coerce
      .number({ error: 'ACCESS_TOKEN_SECONDS must be a number of seconds' })
      .int('ACCESS_TOKEN_SECONDS must be a whole number of seconds')
      .min(5, 'ACCESS_TOKEN_SECONDS must be at least 5')
      .max(86_400, 'ACCESS_TOKEN_SECONDS must be at most 86400 (one day)'),
    tokenLifetimes.accessSeconds,
  ),
  /**
   * How long a just-rotated refresh token still answers its own session. Two tabs whose access tokens expire
   * together both refresh within a second or two; 10 s covers a slow school network without leaving a stolen
   * token much use (it only answers the session that already rotated it).
   */
  refreshGraceSeconds: variable(
    'REFRESH_GRACE_SECONDS',
    z.coerce
      .number({ error: 'REFRESH_GRACE_SECONDS must be a number of seconds' })
      .int('REFRESH_GRACE_SECONDS must be a whole number of seconds')
      .min(0, 'REFRESH_GRACE_SECONDS must be 0 or more')
      .max(60, 'REFRESH_GRACE_SECONDS must be at most 60'),
    10,
  ),
  /** argon2id cost; tests lower it to stay fast. */
  argon2: fixed(defaultArgon2, { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
  /** How often LTI scores waiting for an LMS gradebook are sent; 0 stops the sender (tests send by hand). */
  ltiScoreIntervalMs: fixed(5000, 0),
};

/** Variables read only to build other settings: `configFromEnv` turns them into `Config` values. */
const inputs = {
  /** `production` turns API_DOCS off by default. */
  nodeEnv: variable('NODE_ENV', z.string(), null),
  /** Multiplies every rate limit. */
  rateLimitScale: variable(
    'RATE_LIMIT_SCALE',
    z.coerce
      .number({ error: 'RATE_LIMIT_SCALE must be a number' })
      .min(1, 'RATE_LIMIT_SCALE must be at least 1'),
    1,
  ),
  /** The S3 bucket of `mediaStorage`; unused without S3_BUCKET. */
  s3: {
    bucket: variable('S3_BUCKET', z.string(), null),
    /** Key prefix inside the bucket, '' for none. */
    prefix: variable(
      'S3_PREFIX',
      z.string().transform((prefix) => prefix.replace(/^\/+/, '')),
      '',
    ),
    region: variable('S3_REGION', z.string(), 'us-east-1'),
    /** Endpoint of an S3-compatible service (MinIO, Garage, Ceph); null for AWS itself. */
    endpoint: variable(
      'S3_ENDPOINT',
      urlWith('S3_ENDPOINT', ['http:', 'https:'], 'https://s3.example.org'),
      null,
    ),
    /** True by default with an endpoint. */
    forcePathStyle: variable('S3_FORCE_PATH_STYLE', bool('S3_FORCE_PATH_STYLE'), computed, { test: false }),
    accessKeyId: variable('S3_ACCESS_KEY_ID', z.string(), null),
    secretAccessKey: variable('S3_SECRET_ACCESS_KEY', z.string(), null, { secret: true }),
  },
  /** The learning record store of `xapi`; unused without XAPI_LRS_URL. */
  xapi: {
    /** The LRS endpoint; statements are sent to `<lrsUrl>/statements`. */
    lrsUrl: variable(
      'XAPI_LRS_URL',
      urlWith('XAPI_LRS_URL', ['http:', 'https:'], 'https://lrs.example.org/xapi').transform(noTrailingSlash),
      null,
    ),
    /** HTTP Basic credentials of the LRS, when it asks for them. */
    key: variable('XAPI_LRS_KEY', z.string(), null),
    secret: variable('XAPI_LRS_SECRET', z.string(), null, { secret: true }),
    /** How often the sender looks for statements to send. */
    intervalMs: fixed(5000),
    /** Days a statement the LRS accepted stays in the outbox before the purge deletes it; 0 keeps them. */
    retentionDays: variable(
      'XAPI_RETENTION_DAYS',
      z.coerce
        .number({ error: 'XAPI_RETENTION_DAYS must be a number of days' })
        .int('XAPI_RETENTION_DAYS must be a whole number of days')
        .min(0, 'XAPI_RETENTION_DAYS must be 0 (keep) or more'),
      30,
    ),
  },
};

export interface Config extends Values<typeof settings> {
  /** SQLite file (or ':memory:'); unused when databaseUrl is set. */
  sqliteFile: string;
  outboxDir: string;
  /** Where multipart uploads wait while a request is handled. */
  uploadTmpDir: string;
  /** Where media files are kept: the media folder, or an S3-compatible bucket (docs/scaling.md). */
  mediaStorage: MediaStorageConfig;
  /** The learning record store xAPI statements go to; null when none is configured (docs/integrations.md). */
  xapi: XapiConfig | null;
}

export type UploadLimits = Config['uploadLimits'];
type UploadAllowance = Config['uploadAllowance'];

type S3Settings = Values<typeof inputs.s3>;

export type MediaStorageConfig =
  | { kind: 'directory' }
  | ({ kind: 's3'; bucket: string } & Pick<
      S3Settings,
      'prefix' | 'region' | 'endpoint' | 'forcePathStyle'
    > & {
        /** Null: the SDK's own credential chain (environment, instance role). */
        credentials: { accessKeyId: string; secretAccessKey: string } | null;
      });

export interface XapiConfig extends Omit<Values<typeof inputs.xapi>, 'lrsUrl'> {
  /** The LRS endpoint; statements are sent to `<lrsUrl>/statements`. */
  lrsUrl: string;
}

const allSettings = [...leaves(settings), ...leaves(inputs)];

/** Every variable the server reads (docs/configuration.md describes each): its default, and how a value reads. */
export const variables = allSettings.flatMap(({ env, parse, fallback }) =>
  env !== null && parse !== null
    ? [
        {
          name: env,
          default: fallback === computed ? undefined : fallback,
          read: (raw: string) => parse.parse(raw),
        },
      ]
    : [],
);

const envSchema = z.object(
  Object.fromEntries(
    allSettings.flatMap((s) => (s.env !== null && s.parse !== null ? [[s.env, optional(s.parse)]] : [])),
  ),
);

// Values that may hold credentials are never echoed back in an error message.
const secretNames = new Set(allSettings.flatMap((s) => (s.secret && s.env !== null ? [s.env] : [])));

/** Multiplies every limit (load tests and browser-test servers run many sessions from one account). */
function scaleRateLimits(limits: RateLimits, scale: number): RateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([name, rule]) => [name, { ...rule, max: Math.round(rule.max * scale) }]),
  ) as unknown as RateLimits;
}

/** The folders inside the data folder. */
function dataFolders(dataDir: string) {
  return { outboxDir: path.join(dataDir, 'outbox'), uploadTmpDir: path.join(dataDir, 'tmp') };
}

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
  shared: { databaseUrl: string | null; redisUrl: string | null },
  dataDir: string,
  needed: (keyof Secrets)[],
): void {
  if (!shared.databaseUrl && !shared.redisUrl) return;
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
  const variable = shared.databaseUrl ? 'DATABASE_URL' : 'REDIS_URL';
  throw new ConfigError([
    `${missing.join(' and ')} must be set when ${variable} is set: every API process sharing the database must use ` +
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
  const e = parsed.data as Record<string, unknown>;
  if ((e.XAPI_LRS_KEY === undefined) !== (e.XAPI_LRS_SECRET === undefined)) {
    throw new ConfigError(['XAPI_LRS_KEY and XAPI_LRS_SECRET go together: set both or neither']);
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither']);
  }
  const s3Settings = ['S3_PREFIX', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID'];
  if (!e.S3_BUCKET && s3Settings.some((name) => e[name] !== undefined)) {
    throw new ConfigError(['S3 settings need S3_BUCKET: set the bucket, or remove the other S3_ variables']);
  }
  const read = (s: AnySetting) =>
    s.env !== null && e[s.env] !== undefined ? e[s.env] : s.fallback === computed ? undefined : s.fallback;
  const c = mapSettings(settings, read) as Parsed<typeof settings>;
  const { nodeEnv, rateLimitScale, s3, xapi } = mapSettings(inputs, read) as Parsed<typeof inputs>;

  const dataDir = path.resolve(cwd, c.dataDir);
  const needed: (keyof Secrets)[] = [];
  if (!c.jwtSecret) needed.push('jwt_secret');
  if (!c.storageKey) needed.push('storage_key');
  refuseSecretsPerProcess(c, dataDir, needed);
  const secrets = needed.length > 0 ? loadOrCreateSecrets(dataDir, needed) : {};
  const jwtSecret = c.jwtSecret ?? secrets.jwt_secret!;

  return {
    ...c,
    ...dataFolders(dataDir),
    dataDir,
    sqliteFile: path.join(dataDir, 'parcours.db'),
    webDist: path.resolve(cwd, c.webDist),
    rateLimits: scaleRateLimits(c.rateLimits, rateLimitScale),
    // the defaults computed from other settings
    mediaDir: c.mediaDir ? path.resolve(cwd, c.mediaDir) : path.join(dataDir, 'media'),
    publicUrl: c.publicUrl ?? `http://localhost:${c.port}`,
    seedDemo: c.seedDemo ?? c.databaseUrl === null,
    jwtSecret,
    storageKey: c.storageKey ?? secrets.storage_key!,
    redisPrefix: c.redisPrefix ?? installationPrefix(jwtSecret),
    apiDocs: c.apiDocs ?? nodeEnv !== 'production',
    mediaStorage: s3.bucket
      ? {
          kind: 's3',
          bucket: s3.bucket,
          prefix: s3.prefix,
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: s3.forcePathStyle ?? s3.endpoint !== null,
          credentials:
            s3.accessKeyId && s3.secretAccessKey
              ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
              : null,
        }
      : { kind: 'directory' },
    xapi: xapi.lrsUrl ? { ...xapi, lrsUrl: xapi.lrsUrl } : null,
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

/**
 * A configuration for tests: each setting's test value (its default when it names none) in a fresh temporary
 * data folder, so hashing is cheap, logs are quiet and limits are generous.
 */
export function testConfig(overrides: ConfigOverrides = {}): Config {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-api-'));
  const values = mapSettings(settings, (s) => {
    if (s.test === undefined && s.fallback === computed) throw new Error(`${s.env} names no test value`);
    const value = s.test === undefined ? s.fallback : s.test;
    return typeof value === 'function' ? value(dataDir) : value;
  }) as Values<typeof settings>;
  const { rateLimits, uploadLimits, uploadAllowance, argon2, ...rest } = overrides;
  return {
    ...values,
    ...dataFolders(dataDir),
    sqliteFile: ':memory:',
    mediaStorage: { kind: 'directory' },
    xapi: null,
    ...rest,
    uploadLimits: { ...values.uploadLimits, ...uploadLimits },
    uploadAllowance: { ...values.uploadAllowance, ...uploadAllowance },
    rateLimits: { ...values.rateLimits, ...rateLimits },
    argon2: { ...values.argon2, ...argon2 },
  };
}
