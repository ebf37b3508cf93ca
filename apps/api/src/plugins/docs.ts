// OpenAPI description generated from the routes' zod schemas, with a browsable UI at /api/docs (API_DOCS).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    // Off in production unless API_DOCS=true: the full route list helps an attacker more than a user.
    if (!app.config.apiDocs) return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Parcours API',
          description: 'The HTTP contract of Parcours. Keys are snake_case; errors are `{message, errors?}`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/*'] }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'parcours-docs' },
);
