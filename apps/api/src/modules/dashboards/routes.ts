// HTTP of the dashboards (docs/design/product.md §7 "Dashboards"): admin and learner dashboards, quiz timers, quiz attempts.
import {
  adminDashboard,
  dataEnvelope,
  quizAttemptList,
  quizAttemptQuery,
  quizTimerList,
  quizTimerQuery,
  roles,
  userDashboard,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http';
import { listScope } from '../classes/access';
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
};
