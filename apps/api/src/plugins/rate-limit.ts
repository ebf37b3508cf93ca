// Rate limits for the calls people could abuse (login, register, password mail). Counters live in Redis when
// REDIS_URL is set, so several API processes share them; in memory otherwise.
//
// Two kinds: `limiter` counts every call that reaches it (sign-ups, password mails); `failureLimiter` counts
// only the calls the route reports as failed (wrong passwords), so a class of 40 signing in correctly from one
// school address never meets it, while guessing still does. Defaults and their reasons: docs/configuration.md.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../app-error';
import type { RateLimitRule } from '../config';

/** The key a request is counted under, or null for a request this limit does not count. */
export type RateLimitKey = (request: FastifyRequest) => string | null;

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

function tooMany(ttlSeconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(ttlSeconds));
  return new AppError(429, 'error.tooManyRequests', { retry_after: retryAfter }, { retry_after: retryAfter });
}

function waitForRedis(redis: Redis, timeoutMs: number): Promise<void> {
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

/** A counter that can be read without counting, which @fastify/rate-limit's stores cannot. */
interface FailureStore {
  /** Failures counted and milliseconds until the window ends (0 when none). */
  peek(key: string): Promise<{ count: number; ttlMs: number }>;
  add(key: string, windowMs: number): Promise<void>;
}

function memoryFailureStore(): FailureStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) counts.delete(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    async peek(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now } : { count: 0, ttlMs: 0 };
    },
    async add(key, windowMs) {
      const now = Date.now();
      // expired keys are dropped now and then, so a flood of distinct addresses cannot grow the map forever
      if (counts.size > 10_000) for (const k of [...counts.keys()]) live(k, now);
      const entry = live(key, now);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, resetAt: now + windowMs });
    },
  };
}

function redisFailureStore(redis: Redis, prefix: string): FailureStore {
  return {
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
    },
    async add(key, windowMs) {
      const count = await redis.incr(prefix + key);
      if (count === 1) await redis.pexpire(prefix + key, windowMs);
    },
  };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    // The server waits (3 s at most) for Redis at start, then never queues: while Redis is unreachable a count
    // fails at once and is skipped (skipOnError), so an outage cannot take logins down; it is logged.
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable for rate limits'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      await waitForRedis(redis, 3000).catch((err) =>
        app.log.warn({ err }, 'redis not reachable at start; rate limits count once it is'),
      );
    }
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      nameSpace: 'parcours-rl-',
      ...(redis ? { redis } : {}),
    });

    app.decorate(
      'limiter',
      (name: string, rule: RateLimitRule, key: RateLimitKey, options?: LimiterOptions) => {
        const count = app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => `${name}:${key(request)}`,
        });
        return async (request: FastifyRequest) => {
          if (key(request) === null) return;
          if (options?.exempt && (await options.exempt(request))) return;
          const result = await count(request);
          if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
        };
      },
    );

    const failures = redis ? redisFailureStore(redis, 'parcours-fail-') : memoryFailureStore();
    app.decorate('failureLimiter', (name: string, rule: RateLimitRule, key: RateLimitKey): FailureLimit => {
      const keyOf = (request: FastifyRequest) => {
        const k = key(request);
        return k === null ? null : `${name}:${k}`;
      };
      return {
        async check(request) {
          const k = keyOf(request);
          if (k === null) return;
          const seen = await failures.peek(k).catch((err) => {
            request.log.warn({ err }, 'rate limit not read');
            return { count: 0, ttlMs: 0 };
          });
          if (seen.count >= rule.max) throw tooMany(seen.ttlMs / 1000);
        },
        async record(request) {
          const k = keyOf(request);
          if (k === null) return;
          await failures
            .add(k, rule.windowMs)
            .catch((err) => request.log.warn({ err }, 'failure not counted'));
        },
      };
    });
  },
  { name: 'parcours-rate-limit' },
);
