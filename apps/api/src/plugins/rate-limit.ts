// Rate limits for the calls people could abuse (login, register, password mail). Counters live in Redis when
// REDIS_URL is set, so several API processes share them; in memory otherwise.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../app-error';
import type { RateLimitKey } from '../types';

/** Counts one attempt; throws a 429 AppError (with `retry_after` seconds) once the rule's max is passed. */
export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

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

    app.decorate('limiter', (name: string, rule: { max: number; windowMs: number }, key: RateLimitKey) => {
      const count = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${name}:${key(request)}`,
      });
      return async (request: FastifyRequest) => {
        if (key(request) === null) return;
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) {
          const retryAfter = Math.max(1, result.ttlInSeconds);
          throw new AppError(
            429,
            'error.tooManyRequests',
            { retry_after: retryAfter },
            { retry_after: retryAfter },
          );
        }
      };
    });
  },
  { name: 'parcours-rate-limit' },
);
