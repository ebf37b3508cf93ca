// Rate limits for the calls people could abuse (login, register, password mail, uploads, quizzes). Counters
// live in Redis when REDIS_URL is set, so several API processes share them; in memory otherwise.
//
// Two kinds: `limiter` counts every call that reaches it (sign-ups, password mails); `failureLimiter` counts
// only the calls the route reports as failed (wrong passwords), so a class of 40 signing in correctly from one
// school address never meets it, while guessing still does. Defaults and their reasons: docs/configuration.md.
//
// Every Redis key starts with the installation's prefix (REDIS_PREFIX, or one derived from its token key), so
// two installations sharing a Redis never count each other's calls. While Redis cannot be reached, each
// process counts on its own in memory (a limit per process rather than none), and goes back to Redis as soon
// as it answers again (docs/scaling.md).

import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis as RedisClient } from 'ioredis';
import { AppError } from '../app-error';
import type { RateLimitRule } from '../config';

/** The key a request is counted under, or null for a request this limit does not count. */
export type RateLimitKey = (request: FastifyRequest) => string | null;

/** The client's address: what per-address limits count. */
export const byIp: RateLimitKey = (request) => request.ip;

/** The e-mail address in the body, lower-cased: what per-account limits count (null without one). */
export const byEmail: RateLimitKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

/** Counts one attempt; throws a 429 AppError (with `retry_after` seconds) once the rule's max is passed. */
export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

export interface LimiterOptions {
  /** Requests this resolves true for are not counted (e.g. a sign-up carrying a valid class code). */
  exempt?: (request: FastifyRequest) => Promise<boolean>;
}

export interface FailureLimit {
  /** 429 when the key already holds `max` failures in the window; counts nothing. */
  check: RateLimitCheck;
  /** Counts one failure for the request's key. */
  record: (request: FastifyRequest) => Promise<void>;
}

/** Where the counters are: 'redis' or 'memory' (Redis not configured, or unreachable right now). */
export type CounterBackend = 'redis' | 'memory';

function tooMany(ttlSeconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(ttlSeconds));
  return new AppError(429, 'error.tooManyRequests', { retry_after: retryAfter }, { retry_after: retryAfter });
}

function waitForRedis(redis: RedisClient, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`no answer from Redis within ${timeoutMs} ms`));
    }, timeoutMs);
    redis.once('ready', onReady);
  });
}

interface Count {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  ttlMs: number;
}

/** Fixed-window counters: the window starts at a key's first hit. */
interface CounterStore {
  /** Counts one hit and answers the count in the window, this hit included. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** Reads without counting. */
  peek(key: string): Promise<Count>;
}

function memoryStore(): CounterStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) counts.delete(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      // expired keys are dropped now and then, so a flood of distinct addresses cannot grow the map forever
      if (counts.size > 10_000) for (const k of [...counts.keys()]) live(k, now);
      let entry = live(key, now);
      if (entry) entry.count += 1;
      else {
        entry = { count: 1, resetAt: now + windowMs };
        counts.set(key, entry);
      }
      return { count: entry.count, ttlMs: entry.resetAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now } : { count: 0, ttlMs: 0 };
    },
  };
}

// One round trip: count, start the window on the first hit, and read what is left of it.
const hitScript = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

function redisStore(redis: RedisClient, prefix: string): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowMs)) as [number, number];
      return { count, ttlMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not. A call that fails on Redis is counted in
 * memory instead, so an outage never turns a limit off.
 */
function storeWithFallback(
  redis: RedisClient | null,
  prefix: string,
  onFallback: (err: unknown) => void,
): { store: CounterStore; backend: () => CounterBackend } {
  const local = memoryStore();
  if (!redis) return { store: local, backend: () => 'memory' };
  const shared = redisStore(redis, prefix);
  const backend = (): CounterBackend => (redis.status === 'ready' ? 'redis' : 'memory');
  const either =
    <A extends unknown[]>(op: (s: CounterStore, ...args: A) => Promise<Count>) =>
    async (...args: A) => {
      if (backend() === 'memory') return op(local, ...args);
      try {
        return await op(shared, ...args);
      } catch (err) {
        onFallback(err);
        return op(local, ...args);
      }
    };
  return {
    backend,
    store: {
      hit: either((s, key: string, windowMs: number) => s.hit(key, windowMs)),
      peek: either((s, key: string) => s.peek(key)),
    },
  };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    // The server waits (3 s at most) for Redis at start, then never queues: while Redis is unreachable a call
    // fails at once and is counted in memory; ioredis keeps reconnecting in the background.
    // ioredis is loaded only when Redis is configured (a single process never pays for it at start).
    const Redis = app.config.redisUrl
      ? (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis
      : null;
    const redis =
      app.config.redisUrl && Redis
        ? new Redis(app.config.redisUrl, {
            maxRetriesPerRequest: 1,
            enableOfflineQueue: false,
            connectTimeout: 2000,
            commandTimeout: 1000,
            retryStrategy: (times) => Math.min(times * 100, 1000),
          })
        : null;
    let lastWarning = 0;
    const warn = (err: unknown, msg: string) => {
      // one line per 10 s at most: an outage must not flood the log
      if (Date.now() - lastWarning < 10_000) return;
      lastWarning = Date.now();
      app.log.warn({ err }, msg);
    };
    if (redis) {
      redis.on('error', (err) => warn(err, 'redis unavailable: rate limits count per process meanwhile'));
      redis.on('ready', () => app.log.info('redis reachable: rate limits shared again'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      await waitForRedis(redis, 3000).catch((err) =>
        app.log.warn({ err }, 'redis not reachable at start; rate limits count per process until it is'),
      );
    }
    const { store, backend } = storeWithFallback(redis, app.config.redisPrefix, (err) =>
      warn(err, 'redis call failed: counted in this process'),
    );
    app.decorate('rateLimitBackend', backend);

    app.decorate(
      'limiter',
      (name: string, rule: RateLimitRule, key: RateLimitKey, options?: LimiterOptions) => {
        return async (request: FastifyRequest) => {
          const k = key(request);
          if (k === null) return;
          if (options?.exempt && (await options.exempt(request))) return;
          const seen = await store.hit(`rl:${name}:${k}`, rule.windowMs);
          if (seen.count > rule.max) throw tooMany(seen.ttlMs / 1000);
        };
      },
    );

    app.decorate('failureLimiter', (name: string, rule: RateLimitRule, key: RateLimitKey): FailureLimit => {
      const keyOf = (request: FastifyRequest) => {
        const k = key(request);
        return k === null ? null : `fail:${name}:${k}`;
      };
      return {
        async check(request) {
          const k = keyOf(request);
          if (k === null) return;
          const seen = await store.peek(k);
          if (seen.count >= rule.max) throw tooMany(seen.ttlMs / 1000);
        },
        async record(request) {
          const k = keyOf(request);
          if (k === null) return;
          await store.hit(k, rule.windowMs);
        },
      };
    });
  },
  { name: 'parcours-rate-limit' },
);
