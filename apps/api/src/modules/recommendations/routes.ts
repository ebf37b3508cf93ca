// HTTP of course recommendations (docs/design/product.md §7 "Courses": user/recommended-courses/{id}).
import { dataEnvelope, recommendation, recordId } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { recommend } from './service';

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const learnerOnly = app.guards.learnerOnly;

  app.get(
    '/user/recommended-courses/:id',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['recommendations'],
        description:
          'Up to six open courses the caller is not enrolled in, best first, for a learner currently on course ' +
          '`id`: same subject, level fit, the normalized change of learners with a similar learning style, ' +
          'popularity. Each reason carries its weight. An empty list when nothing fits.',
        params: z.object({ id: recordId }),
        response: { 200: dataEnvelope(z.array(recommendation)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await recommend(
        db,
        request.lang,
        { userId: request.auth!.userId, role: request.auth!.role },
        request.params.id,
      ),
    }),
  );
};
