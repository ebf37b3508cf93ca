// HTTP of the learning-style questionnaire (docs/design/product.md §7 "Questionnaire") and its statistics.
import {
  dataEnvelope,
  learningStyleResult,
  listEnvelope,
  pageQuery,
  questionnaireQuestion,
  styleDistribution,
  submitResponsesBody,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import * as style from './service';

export const learningStyleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const learnerOnly = app.guards.learnerOnly;
  const adminOnly = app.guards.adminOnly;
  const tags = ['learning style'];
  const learner = (auth: { userId: number } | null) => ({ userId: auth!.userId });

  app.get(
    '/user/Silverman/questions',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        description:
          'The 44 items in the caller’s language (Accept-Language); `id` is sent back as `question_id`.',
        response: { 200: dataEnvelope(z.array(questionnaireQuestion)), ...errorResponses },
      },
    },
    async (request) => ({ data: style.questions(request.lang) }),
  );

  app.post(
    '/user/Silverman/submit-responses',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        description:
          'Scores the 44 answers (each a or b, every item once) and stores them as the caller’s latest result; ' +
          'earlier results stay in the history. 403 unless enrolled in `course_id`; 422 “Please answer all ' +
          'questions before submitting” with `errors` naming each unanswered (`question_<id>`), unknown, ' +
          'repeated or malformed (`responses.<i>.*`) item.',
        body: submitResponsesBody,
        response: { 200: dataEnvelope(learningStyleResult), ...errorResponses },
      },
    },
    async (request) => ({
      data: await style.submit(db, learner(request.auth), request.body, app.clock.now()),
    }),
  );

  app.get(
    '/user/Silverman/result',
    {
      onRequest: learnerOnly,
      schema: { tags, response: { 200: dataEnvelope(learningStyleResult.nullable()), ...errorResponses } },
    },
    async (request) => ({ data: await style.latest(db, learner(request.auth)) }),
  );

  app.get(
    '/user/Silverman/results',
    {
      onRequest: learnerOnly,
      schema: {
        tags,
        description: 'Every result of the caller, newest first.',
        querystring: pageQuery,
        response: { 200: listEnvelope(learningStyleResult), ...errorResponses },
      },
    },
    async (request) => style.history(db, learner(request.auth), request.query),
  );

  app.get(
    '/statistics/silverman-distribution',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'Per dimension, how many learners lean to each pole in each band, over each learner’s latest result ' +
          '(accounts not deleted).',
        response: { 200: dataEnvelope(styleDistribution), ...errorResponses },
      },
    },
    async () => ({ data: await style.distributionStats(db) }),
  );
};
