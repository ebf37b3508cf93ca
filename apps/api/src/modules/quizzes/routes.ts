// HTTP of quizzes: the admin builder (course quiz, learning-object quizzes) and the learner's scores; taking and
// submitting a quiz are in flows/quiz-taking-routes.ts (docs/design/product.md §7, docs/design/contract.md §7 and "quiz submit result").
import {
  adminQuiz,
  dataEnvelope,
  listEnvelope,
  messageResponse,
  pageQuery,
  quizBody,
  quizScore,
  quizScoresQuery,
  quizVersion,
  quizVersionDetail,
  recordId,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { authorsCourse } from '../courses/access';
import * as quizzes from './service';
import * as versions from './versions';

const courseParam = z.object({ courseId: recordId });
const quizParam = z.object({ quizId: recordId });
const loParam = z.object({ loId: recordId });
const versionParam = z.object({ quizId: recordId, version: recordId });
const versionsQuery = pageQuery.omit({ search: true });
const savedQuiz = messageResponse.extend({ data: adminQuiz });
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Course authoring (docs/design/product.md §6): admins on every course, instructors and designers on the
  // courses they author (./courses/access.ts, checked once the parameters are parsed).
  const authoring = app.guards.authoring;
  const tags = ['quizzes'];
  const learner = (auth: { userId: number } | null) => ({ userId: auth!.userId });

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
