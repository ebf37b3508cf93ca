// HTTP of taking a quiz (docs/design/contract.md §7 and "quiz submit result"): start or resume, and submit the
// course quiz or a learning object's quiz, each limited per learner (docs/design/contract.md §2).
import {
  courseQuizSubmitResult,
  dataEnvelope,
  quizSubmitBody,
  quizSubmitResult,
  recordId,
  takeQuizData,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http';
import { startQuiz, submitCourseQuiz, submitLearningObjectQuiz } from './quiz-taking';

const quizParam = z.object({ quizId: recordId });

export const quizTakingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['quizzes'];
  const deps = () => ({ db, clock: app.clock });
  const learner = (auth: { userId: number; role: number } | null) => ({
    userId: auth!.userId,
    role: auth!.role,
  });
  const perLearner = app.limiter('quiz-user', config.rateLimits.quizPerLearner, (request) =>
    request.auth ? String(request.auth.userId) : null,
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
      data: await startQuiz(deps(), learner(request.auth), request.params.quizId),
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
};
