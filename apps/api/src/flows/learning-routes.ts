// HTTP of learning in a course (docs/design/product.md §4): the player's state and resume point, a learning
// object opened, the course completed, and the content a learner reads.
import {
  completionWire,
  courseContent as courseContentWire,
  dataEnvelope,
  idParam,
  playerStateWire,
  progressWire,
  recordId,
  resumePointBody,
  resumePointWire,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http';
import {
  completeCourse,
  courseContent,
  markLearningObjectOpened,
  moveResumePoint,
  playerState,
} from './learning';

const courseParam = z.object({ courseId: recordId });

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const learnerOnly = app.guards.learnerOnly;
  const learner = (auth: { userId: number } | null) => ({ userId: auth!.userId });
  const now = () => app.clock.now();

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
      data: await markLearningObjectOpened(db, learner(request.auth), request.params.id, now()),
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
      data: await completeCourse(db, learner(request.auth), request.params.courseId, now()),
      message: translate(request.lang, 'success.courseCompleted'),
    }),
  );

  app.get(
    '/user/courses/:courseId/player',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          "The course player's state: the resume point (null before the first learning object opened in the " +
          'player) and the learning objects the learner opened. 403 when not enrolled.',
        params: courseParam,
        response: { 200: dataEnvelope(playerStateWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await playerState(db, learner(request.auth), request.params.courseId, now()),
    }),
  );

  app.put(
    '/user/courses/:courseId/resume',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          'Moves the resume point to a learning object of the course ("continue where you left off"). 404 for a ' +
          'learning object of another course, 409 while the course waits for the pretest.',
        params: courseParam,
        body: resumePointBody,
        response: { 200: dataEnvelope(resumePointWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await moveResumePoint(
        db,
        learner(request.auth),
        request.params.courseId,
        request.body.learning_object_id,
        now(),
      ),
    }),
  );

  app.get(
    '/courses/:courseId/content',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['units'],
        params: courseParam,
        response: { 200: dataEnvelope(courseContentWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await courseContent(
        db,
        { userId: request.auth!.userId, role: request.auth!.role },
        request.params.courseId,
        app.clock.now(),
      ),
    }),
  );
};
