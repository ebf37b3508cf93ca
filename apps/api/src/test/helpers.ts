// Test harness: the whole app on a fresh database (SQLite in memory, or a fresh PostgreSQL schema when
// TEST_DB=postgres), an in-memory mailer, and shortcuts to create accounts and log in.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { LoginData } from '@parcours/shared';
import type { FastifyInstance } from 'fastify';
import type { Insertable, KyselyPlugin } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { type Config, type ConfigOverrides, testConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { UsersTable } from '../db/schema';
import type { Clock } from '../lib/clock';
import { newPseudonym } from '../lib/tokens';
import { createMemoryMailer, type MailMessage } from '../plugins/mail';

export const usePostgres = process.env.TEST_DB === 'postgres';
export const pgTestUrl = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';
export const testEngine = usePostgres ? 'postgres' : 'sqlite';

/** A password that satisfies docs/design/product.md §5 rule. */
export const password = 'Secret123';

/** One statement on the PostgreSQL test server outside any schema (creating and dropping schemas). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgTestUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** The PostgreSQL schema it works in; null on SQLite. */
  schema: string | null;
  /** Closes the connection and, on PostgreSQL, drops the schema. */
  dispose(): Promise<void>;
}

/** An empty database (not migrated): SQLite in memory, or a new PostgreSQL schema. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!usePostgres) {
    const database = openDatabase({ sqliteFile: ':memory:' });
    return { database, schema: null, dispose: () => database.close().catch(() => {}) };
  }
  const schema = `parcours_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema "${schema}"`);
  const database = openDatabase({ databaseUrl: pgTestUrl, pgSchema: schema, poolSize: 4 });
  return {
    database,
    schema,
    async dispose() {
      await database.close().catch(() => {});
      await adminQuery(`drop schema if exists "${schema}" cascade`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  mail: MailMessage[];
  /**
   * The kind of each SQL statement the app ran since the last `statements.reset()` (`SelectQueryNode`,
   * `InsertQueryNode`, `RawNode`...; BEGIN and COMMIT are not statements here), when created with
   * `countStatements`; empty otherwise.
   */
  statements: { kinds: string[]; reset(): void };
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Adds routes or hooks before the app is ready (e.g. routes that fail on purpose). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's clock (`app.clock`): a `manualClock` from `test/clock.ts` lets a test move time. */
  clock?: Clock;
  /** Records every statement the app runs through its database handle (see `TestApp.statements`). */
  countStatements?: boolean;
}

/** A Kysely plugin that records the kind of every statement run through the database it is added to. */
function statementRecorder(kinds: string[]): KyselyPlugin {
  return {
    transformQuery(args) {
      kinds.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

export async function createTestApp(
  overrides: ConfigOverrides = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const config = testConfig(overrides);
  const mailer = createMemoryMailer();
  const recorded: string[] = [];
  let built: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db, database.engine);
    const appDatabase = options.countStatements
      ? { ...database, db: database.db.withPlugin(statementRecorder(recorded)) }
      : database;
    built = await buildApp(config, {
      database: appDatabase,
      mailer,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    await options.extend?.(built);
    await built.ready();
  } catch (err) {
    // a failed start must not leave a PostgreSQL schema or a data folder behind
    await built?.close().catch(() => {});
    await dispose();
    await fs.promises.rm(config.dataDir, { recursive: true, force: true });
    throw err;
  }
  const app = built;
  return {
    app,
    db: database.db,
    database,
    config,
    mail: mailer.sent,
    statements: {
      kinds: recorded,
      reset() {
        recorded.length = 0;
      },
    },
    async close() {
      await app.close();
      await dispose();
      await fs.promises.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stands for a value a `beforeAll` makes: every read of a property goes to the value as it is then, so a test file
 * can name it at its top and hand it to helpers. Reading it before the `beforeAll` has run throws.
 */
export function madeBeforeAll<T extends object>(current: () => T | undefined, what: string): T {
  const made = () => {
    const value = current();
    if (value === undefined) throw new Error(`${what} is made in beforeAll and read before it`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(made(), key),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The app of a whole test file: created before its first test, closed after its last. */
export function appPerFile(overrides: ConfigOverrides = {}, options: TestAppOptions = {}): TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(overrides, options);
  });
  afterAll(async () => {
    await t?.close();
  });
  return madeBeforeAll(() => t, 'the test app');
}

let counter = 0;
/** A unique address per call, so tests sharing one database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomBytes(3).toString('hex')}@example.org`;
}

export type UserAttrs = Partial<Insertable<UsersTable>> & { password?: string | null };

/** Inserts an account directly (accepted learner with `password` unless told otherwise). */
export async function insertUser(t: TestApp, attrs: UserAttrs = {}) {
  const now = new Date().toISOString();
  const { password: plain = password, ...rest } = attrs;
  return t.db
    .insertInto('users')
    .values({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: uniqueEmail(),
      password_hash: plain === null ? null : await t.app.passwords.hash(plain),
      role: 0,
      status: 'accepted',
      birth_date: 631152000,
      major: 'Mathematics',
      language: 'en',
      pseudonym: newPseudonym(),
      created_at: now,
      updated_at: now,
      ...rest,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function login(t: TestApp, email: string, pass = password): Promise<LoginData> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pass } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** An accepted account of `role` and its tokens. */
export async function userWithTokens(t: TestApp, attrs: UserAttrs = {}) {
  const row = await insertUser(t, attrs);
  const tokens = await login(t, row.email);
  return { row, ...tokens, headers: bearer(tokens.access_token) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The token of the last password link mailed to `to`. */
export function lastLinkToken(mail: MailMessage[], to: string): string {
  const message = [...mail].reverse().find((m) => m.to === to);
  const match = message && /password-set\?token=([A-Za-z0-9_%-]+)/.exec(message.text);
  if (!match) throw new Error(`no password link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** A 1x1 PNG, for upload tests. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface FormFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body for app.inject: string fields and files. */
export function multipart(fields: Record<string, string | FormFile> | [string, string | FormFile][]) {
  const boundary = `----parcours${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  // A list of pairs may repeat a name (`files[]`, `file_titles[]`), as a browser's FormData does.
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What `POST /api/media/upload-media` answers. */
export interface UploadedMedia {
  id: number;
  file_name: string;
  thumbnail_file_name: string | null;
  url: string;
  thumbnail_url: string | null;
}

/** Uploads one file through `POST /api/media/upload-media` as a new designer; fails unless it is stored (201). */
export async function uploadAsDesigner(
  t: TestApp,
  file: FormFile,
  temporaryId = 'form-1',
): Promise<UploadedMedia> {
  const designer = await userWithTokens(t, { role: 3 });
  const form = multipart({ temporary_id: temporaryId, is_supplementary: 'false', file });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload-media',
    headers: { ...designer.headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data as UploadedMedia;
}
