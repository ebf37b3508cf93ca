// HTTP of the enrolment's life: enrolling, marking a learning object opened (progress), completing a course.
import {
  completionWire,
  dataEnvelope,
  enrolBody,
  enrolResult,
  idParam,
  progressWire,
  roles,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { clockOf } from '../quizzes/clock';
import { enrol } from './enrol';
import * as enrolments from './service';

const courseParam = z.object({ courseId: z.coerce.number().int().positive() });

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const learnerOnly = [app.authenticate, app.requireRole(roles.user)];
  const learner = (auth: { userId: number } | null) => ({ userId: auth!.userId });
  const now = () => clockOf(app.config).now();

  app.post(
    '/user/subscribe-course/:id',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['courses'],
        description:
          'A paid course needs `confirm_price`, the final price the learner was shown (409 with `price` otherwise).',
        params: idParam,
        body: enrolBody,
        response: { 200: dataEnvelope(enrolResult), ...errorResponses },
      },
    },
    async (request) => ({
      data: await enrol({ db, now }, learner(request.auth), request.params.id, request.body?.confirm_price),
    }),
  );

  app.post(
    '/user/learning-objects/:id/opened',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          'Records that the learner opened a learning object (one without a quiz then counts as done) and ' +
          'answers the progress figure. 409 while the course waits for the pretest.',
        params: idParam,
        response: { 200: dataEnvelope(progressWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await enrolments.markLearningObjectOpened(db, learner(request.auth), request.params.id, now()),
    }),
  );

  app.post(
    '/user/complete-course/:courseId',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          'Marks the enrolment completed (idempotent: the first completion time stays). Needs the pretest, and ' +
          'every required learning object quiz passed unless the course relaxes it (409 otherwise). The course ' +
          'quiz then counts as the post-test.',
        params: courseParam,
        response: {
          200: z.object({ data: completionWire, message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await enrolments.completeCourse(db, learner(request.auth), request.params.courseId, now()),
      message: translate(request.lang, 'success.courseCompleted'),
    }),
  );
};
