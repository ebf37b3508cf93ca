// HTTP of mastery: a learner's estimate per learning object of an enrolled course (docs/design/adaptive.md §4).
import { courseMastery, dataEnvelope, recordId } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import * as service from './service';

const courseParam = z.object({ courseId: recordId });

export const masteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const learnerOnly = app.guards.learnerOnly;
  const tags = ['learning paths'];
  const learner = (auth: { userId: number } | null) => ({ userId: auth!.userId });

  app.get(
    '/user/courses/:courseId/mastery',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        description: 'P(known) per learning object (Bayesian Knowledge Tracing of its quiz answers).',
        params: courseParam,
        response: { 200: dataEnvelope(courseMastery), ...errorResponses },
      },
    },
    async (request) => ({
      data: await service.learnerMastery(db, learner(request.auth), request.params.courseId),
    }),
  );
};
