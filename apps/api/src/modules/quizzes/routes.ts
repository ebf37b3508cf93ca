// HTTP of quizzes: the admin builder (course quiz, learning-object quizzes), taking and submitting a quiz, and
// the learner's scores (docs/design/product.md §7, docs/design/contract.md §7 and "quiz submit result").
import {
  adminQuiz,
  courseQuizSubmitResult,
  dataEnvelope,
  listEnvelope,
  messageResponse,
  pageQuery,
  quizBody,
  quizScore,
  quizScoresQuery,
  quizSubmitBody,
  quizSubmitResult,
  quizVersion,
  quizVersionDetail,
  recordId,
  takeQuizData,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { authorsCourse } from '../courses/access';
import { isLearningObjectLocked } from '../learning-paths/path';
import * as quizzes from './service';
import { submitCourseQuiz, submitLearningObjectQuiz } from './submit';
import * as versions from './versions';

const courseParam = z.object({ courseId: recordId });
const quizParam = z.object({ quizId: recordId });
const loParam = z.object({ loId: recordId });
const versionParam = z.object({ quizId: recordId, version: recordId });
const versionsQuery = pageQuery.omit({ search: true });
const savedQuiz = messageResponse.extend({ data: adminQuiz });
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // Course authoring (docs/design/product.md §6): admins on every course, instructors and designers on the
  // courses they author (./courses/access.ts, checked once the parameters are parsed).
  const authoring = app.guards.authoring;
  const tags = ['quizzes'];
  const deps = () => ({ db, clock: app.clock, isLearningObjectLocked });
  const learner = (auth: { userId: number; role: number } | null) => ({
    userId: auth!.userId,
    role: auth!.role,
  });
  const perLearner = app.limiter('quiz-user', config.rateLimits.quizPerLearner, (request) =>
    request.auth ? String(request.auth.userId) : null,
  );

  app.post(
    '/admin/course-quiz/:courseId',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      schema: {
        tags,
        description:
          'Creates or updates the course quiz (the pretest, and the post-test after completion). Questions: type 1 ' +
          '(QCM, answers[] with is_valid, at least two and one correct) or 3 (BINARY, is_valid); 2 (OPEN) is refused.',
        params: courseParam,
        body: quizBody,
        response: { 200: savedQuiz, ...errorResponses },
      },
    },
    async (request) => ({
      data: await quizzes.saveCourseQuiz(db, actorOf(request), request.params.courseId, request.body),
      message: translate(request.lang, 'success.quizSaved'),
    }),
  );

  app.get(
    '/admin/course-quiz/:courseId',
    {
      onRequest: [...authoring, authorsCourse(db, 'courseId')],
      schema: {
        tags,
        params: courseParam,
        response: { 200: dataEnvelope(adminQuiz.nullable()), ...errorResponses },
      },
    },
    async (request) => ({ data: await quizzes.getCourseQuiz(db, request.params.courseId) }),
  );

  app.post(
    '/admin/add-quiz-to-lo/:loId',
    {
      onRequest: [...authoring, authorsCourse(db, 'loId')],
      schema: { tags, params: loParam, body: quizBody, response: { 200: savedQuiz, ...errorResponses } },
    },
    async (request) => ({
      data: await quizzes.saveLearningObjectQuiz(db, actorOf(request), request.params.loId, request.body),
      message: translate(request.lang, 'success.quizSaved'),
    }),
  );

  app.get(
    '/admin/quizzes/:quizId',
    {
      onRequest: [...authoring, authorsCourse(db, 'quizId')],
      schema: { tags, params: quizParam, response: { 200: dataEnvelope(adminQuiz), ...errorResponses } },
    },
    async (request) => ({ data: await quizzes.getAdminQuiz(db, request.params.quizId) }),
  );

  app.get(
    '/admin/quizzes/:quizId/versions',
    {
      onRequest: [...authoring, authorsCourse(db, 'quizId')],
      schema: {
        tags,
        description:
          'The versions of a quiz, newest first: when and by whom each was made, its questions, the attempts ' +
          'taken on it and what it changed against the previous one. Editing the questions or answers of a quiz ' +
          'with attempts makes a new version; without attempts the current one changes in place.',
        params: quizParam,
        querystring: versionsQuery,
        response: { 200: listEnvelope(quizVersion), ...errorResponses },
      },
    },
    async (request) => versions.listVersions(db, request.params.quizId, request.query),
  );

  app.get(
    '/admin/quizzes/:quizId/versions/:version',
    {
      onRequest: [...authoring, authorsCourse(db, 'quizId')],
      schema: {
        tags,
        description:
          'One version of a quiz with its questions and answers as they were, correct ones included.',
        params: versionParam,
        response: { 200: dataEnvelope(quizVersionDetail), ...errorResponses },
      },
    },
    async (request) => ({
      data: await versions.getVersion(db, request.params.quizId, request.params.version),
    }),
  );

  app.get(
    '/user/quiz/:quizId',
    {
      onRequest: app.authenticate,
      preHandler: perLearner,
      schema: {
        tags,
        description:
          "Starts or resumes the caller's attempt. 403 when not enrolled in the quiz's course; 409 with " +
          '`next_attempt_at` during the cooldown after a failed attempt; 409 for a learner when the learning ' +
          'object is in a unit locked on their path (sequential: the previous unit’s quizzes not all passed).',
        params: quizParam,
        response: { 200: dataEnvelope(takeQuizData), ...errorResponses },
      },
    },
    async (request) => ({
      data: await quizzes.startAttempt(deps(), learner(request.auth), request.params.quizId),
    }),
  );

  const submitSchema = {
    tags,
    description:
      'Form or JSON: answers[i][question_id], answers[i][answer][] (answer ids for QCM, 1 or 0 for BINARY, ' +
      'text for OPEN), optional attempt_id; time spent is measured by the server from the start. Unanswered ' +
      'questions count as wrong. After the time limit plus the grace the attempt is closed as expired.',
    params: quizParam,
    body: quizSubmitBody,
  };
  app.post(
    '/user/quiz/submit/:quizId',
    {
      onRequest: app.authenticate,
      preHandler: perLearner,
      // docs/design/contract.md: the answers may come as a multipart form, without files
      config: { multipart: { files: 0 } },
      schema: {
        ...submitSchema,
        description: `${submitSchema.description} The result says what the attempt counts as (pretest, post-test) and, for the pretest, the level assigned and why; never which questions were right.`,
        response: { 200: dataEnvelope(courseQuizSubmitResult), ...errorResponses },
      },
    },
    async (request) => ({
      data: await submitCourseQuiz(
        deps(),
        learner(request.auth),
        request.params.quizId,
        request.body,
        request.lang,
      ),
    }),
  );
  app.post(
    '/user/lo-quiz/submit/:quizId',
    {
      onRequest: app.authenticate,
      preHandler: perLearner,
      // docs/design/contract.md: the answers may come as a multipart form, without files
      config: { multipart: { files: 0 } },
      schema: {
        ...submitSchema,
        description: `${submitSchema.description} 409 for a learner while the course waits for the pretest or when the learning object is in a unit locked on their path; nothing is recorded.`,
        response: { 200: dataEnvelope(quizSubmitResult), ...errorResponses },
      },
    },
    async (request) => ({
      data: await submitLearningObjectQuiz(
        deps(),
        learner(request.auth),
        request.params.quizId,
        request.body,
        request.lang,
      ),
    }),
  );

  app.get(
    '/user/quiz-scores',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: quizScoresQuery,
        response: { 200: listEnvelope(quizScore), ...errorResponses },
      },
    },
    async (request) => quizzes.listScores(db, learner(request.auth), request.query),
  );
};
