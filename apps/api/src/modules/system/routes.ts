// Calls about the server itself: liveness with a database check, and the settings the web app needs at start.
import { defaultLanguage, languages, translate } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/dialect';
import { errorResponses } from '../../http';

const health = z.object({ status: z.enum(['ok', 'unavailable']), message: z.string().optional() });
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
    try {
      await ping(app.db);
      return { status: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, message: translate(request.lang, 'error.unavailable') });
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
