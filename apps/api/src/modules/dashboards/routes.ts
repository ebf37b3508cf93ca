// HTTP of the dashboards (docs/design/product.md §7 "Dashboards"): admin and learner dashboards, quiz timers, quiz attempts.
import {
  adminDashboard,
  dataEnvelope,
  gradebookPage,
  gradebookQuery,
  quizAttemptList,
  quizAttemptQuery,
  quizTimerList,
  quizTimerQuery,
  recordId,
  roles,
  userDashboard,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { listScope } from '../classes/access';
import { gradebook, gradebookCsv } from './gradebook';
import * as dashboards from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine } = app;
  const adminOnly = app.guards.adminOnly;
  // Admins see every learner; an instructor the learners of their classes (../classes/access.ts).
  const classRunners = app.guards.classRunners;
  const scope = (auth: { userId: number; role: number } | null) =>
    listScope({ id: auth!.userId, role: auth!.role });
  const tags = ['dashboards'];

  app.get(
    '/admin/dashboard',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'Counts (accounts not deleted, top-level categories and subcategories, live courses, enrolments), ' +
          'enrolments per top-level category, NLG and Hake gain per course, the survey metrics of ' +
          '`GET /api/metrics` and the five latest reviews.',
        response: { 200: dataEnvelope(adminDashboard), ...errorResponses },
      },
    },
    async () => ({ data: await dashboards.adminDashboard(db) }),
  );

  app.get(
    '/user/dashboard',
    {
      onRequest: [app.authenticate, app.requireRole(roles.user)],
      schema: {
        tags,
        description:
          "The learner's courses (progress, level, status, pre/post-test, gain, NLG), the five latest " +
          'submitted quiz results and counts.',
        response: { 200: dataEnvelope(userDashboard), ...errorResponses },
      },
    },
    async (request) => ({ data: await dashboards.userDashboard(db, request.auth!.userId) }),
  );

  app.get(
    '/admin/quiz-timer',
    {
      onRequest: classRunners,
      schema: {
        tags,
        description:
          'One row per learner and course with a submitted course-quiz attempt. pre_test_percentage: the ' +
          'first submitted pretest; post_test_percentage: the latest submitted post-test; gain and nlg from ' +
          'them (docs/design/adaptive.md §7); min_time: the shortest time (seconds) of a passed course-quiz ' +
          'attempt. `sort` one of user_id, course_title, nlg, min_time, gain, pre_test_percentage, ' +
          'post_test_percentage (default user_id) with `order` asc|desc; empty values sort last. `search` ' +
          'matches learner name or e-mail or course title. With `course_id`, meta adds course_nlg, ' +
          'hake_gain and learners (learners with both scores) for that course.',
        querystring: quizTimerQuery,
        response: { 200: quizTimerList, ...errorResponses },
      },
    },
    async (request) => dashboards.quizTimer(db, engine, request.query, scope(request.auth)),
  );

  app.get(
    '/admin/quiz-attempt',
    {
      onRequest: classRunners,
      schema: {
        tags,
        description:
          'One row per learner and course with a submitted attempt: attempts counts every submitted ' +
          'attempt in the course, course quiz (pretest, post-test) and learning-object quizzes alike, ' +
          'split in course_quiz_attempts and learning_object_attempts; expired_attempts says how many of ' +
          'them were closed as expired (time ran out), never counted as pretest or post-test; ' +
          'average_score is the mean ' +
          'percentage of those attempts. `sort` one of user_id, learner_name, course_title, attempts, ' +
          'average_score with `order`; `search` and `course_id` as in quiz-timer.',
        querystring: quizAttemptQuery,
        response: { 200: quizAttemptList, ...errorResponses },
      },
    },
    async (request) => dashboards.quizAttempts(db, engine, request.query, scope(request.auth)),
  );

  const courseParams = z.object({ courseId: recordId });
  const actorOf = (auth: { userId: number; role: number } | null) => ({ id: auth!.userId, role: auth!.role });
  app.get(
    '/admin/courses/:courseId/gradebook',
    {
      onRequest: app.guards.authoring,
      schema: {
        tags,
        description:
          "A course's gradebook (docs/design/contract.md §7): one row per learner of the course for its authors " +
          "(another instructor: their classes' learners), columns pretest, each learning object quiz in outline " +
          'order, post-test. The ' +
          "pretest and post-test cells are the enrolment's counted attempts; a learning object's cell its best " +
          '(`attempt=best`, default) or last (`attempt=last`) closed attempt. `sort` name (default), progress or ' +
          'enrolled_at with `order`; `search` matches names and e-mail; `class_id` keeps one class.',
        params: courseParams,
        querystring: gradebookQuery,
        response: { 200: gradebookPage, ...errorResponses },
      },
    },
    async (request) => gradebook(db, engine, actorOf(request.auth), request.params.courseId, request.query),
  );

  app.get(
    '/admin/courses/:courseId/gradebook.csv',
    {
      onRequest: app.guards.authoring,
      schema: {
        tags,
        description:
          'The gradebook as CSV (RFC 4180, UTF-8 with a byte-order mark), every learner the filters keep, the ' +
          "headers in the caller's language, percentages with two decimals, empty where there is no attempt.",
        params: courseParams,
        querystring: gradebookQuery,
        response: { 200: z.any().describe('The gradebook, text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, content } = await gradebookCsv(
        db,
        engine,
        actorOf(request.auth),
        request.params.courseId,
        request.query,
        request.lang,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  );
};
