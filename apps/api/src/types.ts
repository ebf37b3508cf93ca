// What the app plugins add to Fastify's instance and request, in one place for the type checker.
import type { Language } from '@parcours/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config, RateLimitRule } from './config';
import type { Database, DatabaseHandle } from './db/database';
import type { Engine } from './db/dialect';
import type { Clock } from './lib/clock';
import type { PasswordHasher } from './lib/passwords';
import type { AuthContext, TokenService } from './plugins/auth';
import type { MultipartRule, UploadedFile } from './plugins/body';
import type { Mailer } from './plugins/mail';
import type {
  CounterBackend,
  FailureLimit,
  LimiterOptions,
  RateLimitCheck,
  RateLimitKey,
} from './plugins/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The one source of "now" for rules that depend on time (docs/design/architecture.md §4). */
    clock: Clock;
    database: DatabaseHandle;
    db: Database;
    engine: Engine;
    mailer: Mailer;
    tokens: TokenService;
    passwords: PasswordHasher;
    /** Every route registered, method and path, in order (read by the authorization matrix test). */
    routeTable: { method: string; url: string; researcher: boolean; params?: unknown }[];
    /** preHandler: 401 unless a valid access token of a live session of an accepted user is presented. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler to run after `authenticate`: 403 unless the caller has one of these roles. */
    requireRole: (...roles: number[]) => preHandlerAsyncHookHandler;
    /** The routes' guards: `authenticate`, then the role check of learners, admins, class runners or authors. */
    guards: Record<'learnerOnly' | 'adminOnly' | 'classRunners' | 'authoring', preHandlerAsyncHookHandler[]>;
    /** Builds a rate-limit check counting every call (see plugins/rate-limit.ts). */
    limiter: (
      name: string,
      rule: RateLimitRule,
      key: RateLimitKey,
      options?: LimiterOptions,
    ) => RateLimitCheck;
    /** Builds a limit counting only the failures a route records (see plugins/rate-limit.ts). */
    failureLimiter: (name: string, rule: RateLimitRule, key: RateLimitKey) => FailureLimit;
    /** False while the database does not answer its probe (plugins/pressure.ts); always true on SQLite. */
    databaseAvailable: () => boolean;
    /** Where rate limits count right now: Redis, or this process's memory (no Redis, or Redis down). */
    rateLimitBackend: () => CounterBackend;
  }
  interface FastifyContextConfig {
    /** Set on the routes that accept multipart bodies; any other route answers 415 to one. */
    multipart?: MultipartRule;
    /** Set on the routes a researcher may call (studies, their own account); any other answers them 403. */
    researcher?: boolean;
  }
  interface FastifyRequest {
    /** The caller's language from Accept-Language (en when nothing matches). */
    lang: Language;
    /** Set by `authenticate`. */
    auth: AuthContext | null;
    /** Files of a multipart body, saved to a temporary folder and removed after the answer. */
    uploads: UploadedFile[] | null;
  }
}
