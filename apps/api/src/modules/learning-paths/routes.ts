// HTTP of a learner's adaptive course: the learning path, completion, gains, "My program", and the
// admin's read-only view of why a learner's path looks the way it does.
import {
  adaptiveView,
  completedCourse,
  courseGains,
  dataEnvelope,
  learningPathWire,
  listEnvelope,
  pageQuery,
  recordId,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { completedCourses, learnerGains } from './gains';
import * as paths from './path';

const courseParam = z.object({ courseId: recordId });

export const learningPathRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine } = app;
  const learnerOnly = app.guards.learnerOnly;
  const adminOnly = app.guards.adminOnly;
  const tags = ['learning paths'];
  const learner = (auth: { userId: number } | null) => ({ userId: auth!.userId });

  app.get(
    '/user/courses/:courseId/path',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        description:
          'The caller’s path through the course, rebuilt on each read from the level (pretest), the latest ' +
          'learning-style result and mastery. Each step and lock carries its reasons (key, params, text). ' +
          '403 when not enrolled.',
        params: courseParam,
        response: { 200: dataEnvelope(learningPathWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await paths.learnerPath(
        db,
        request.lang,
        learner(request.auth),
        request.params.courseId,
        app.clock.now(),
      ),
    }),
  );

  app.get(
    '/user/courses/:courseId/gains',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        description:
          'Pretest (first submitted), post-test (the one the course counts by its post_test_rule), gain and NLG; ' +
          'time_spent sums every submitted attempt in the course, min_time is the shortest passed course-quiz ' +
          'attempt. Null when missing. post_test_passed, post_test_score and post_test_total describe the counted ' +
          'post-test; post_test_next says what taking the post-test now would do (closed: not offered again).',
        params: courseParam,
        response: { 200: dataEnvelope(courseGains), ...errorResponses },
      },
    },
    async (request) => ({
      data: await learnerGains(db, learner(request.auth), request.params.courseId, app.clock.now()),
    }),
  );

  app.get(
    '/user/completed-courses',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        description: 'The caller’s completed courses (newest enrolment first) with their gains.',
        querystring: pageQuery,
        response: { 200: listEnvelope(completedCourse), ...errorResponses },
      },
    },
    async (request) =>
      completedCourses(
        { db, engine },
        { userId: request.auth!.userId, role: request.auth!.role },
        request.query,
        app.clock.now(),
      ),
  );

  app.get(
    '/admin/learners/:userId/courses/:courseId/adaptive',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'Read-only: the learner’s latest learning-style result, level, path (as the learner sees it, in the ' +
          'admin’s language), mastery and gains. 404 when the learner is not enrolled.',
        params: z.object({ userId: recordId, courseId: recordId }),
        response: { 200: dataEnvelope(adaptiveView), ...errorResponses },
      },
    },
    async (request) => ({
      data: await paths.adaptiveView(
        db,
        request.lang,
        request.params.userId,
        request.params.courseId,
        app.clock.now(),
      ),
    }),
  );
};
