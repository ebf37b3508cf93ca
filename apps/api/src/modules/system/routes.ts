// Calls about the server itself: liveness with a database check (and Redis, when configured), and the settings
// the web app needs at start.
import { defaultLanguage, languages, translate } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/dialect';
import { errorResponses } from '../../http';

const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
  // Only with REDIS_URL. Redis down leaves the server up (limits count per process meanwhile), so it does not
  // turn the status to unavailable: a proxy keeps sending people to a process that works.
  redis: z.enum(['ok', 'unavailable']).optional(),
});
const publicConfig = z.object({
  data: z.object({
    storage_key: z.string(),
    map_tile_url: z.string(),
    default_language: z.string(),
    languages: z.array(z.string()),
  }),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system'];

  app.get('/health', { schema: { tags, response: { 200: health, 503: health } } }, async (request, reply) => {
    const redis = app.config.redisUrl
      ? { redis: app.rateLimitBackend() === 'redis' ? ('ok' as const) : ('unavailable' as const) }
      : {};
    const unavailable = () =>
      reply
        .code(503)
        .header('retry-after', String(app.config.overload.retryAfterSeconds))
        .send({
          status: 'unavailable' as const,
          message: translate(request.lang, 'error.unavailable'),
          ...redis,
        });
    // While the probe finds the database silent, answer at once instead of waiting on it.
    if (!app.databaseAvailable()) return unavailable();
    try {
      await ping(app.db);
      return { status: 'ok' as const, ...redis };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return unavailable();
    }
  });

  app.get('/config', { schema: { tags, response: { 200: publicConfig, ...errorResponses } } }, async () => ({
    data: {
      storage_key: app.config.storageKey,
      map_tile_url: app.config.mapTileUrl,
      default_language: defaultLanguage,
      languages: [...languages],
    },
  }));
};
