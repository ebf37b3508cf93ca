// HTTP of the feedback survey (docs/design/product.md §7 "Feedback", docs/design/contract.md §8): questions, submission, metrics
// and the admin list of responses.
import {
  adminFeedbackQuery,
  dataEnvelope,
  feedbackBody,
  feedbackCount,
  feedbackQuestion,
  feedbackQuestionsQuery,
  feedbackResponseList,
  feedbackResult,
  listEnvelope,
  platformMetrics,
  roles,
  surveyOffer,
  surveyOfferDecisionBody,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { listScope } from '../classes/access';
import * as feedback from './service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine } = app;
  const adminOnly = app.guards.adminOnly;
  // Admins read every response; an instructor those of their classes' learners about their classes' courses.
  const classRunners = app.guards.classRunners;
  const tags = ['feedback'];

  app.get(
    '/feedback-questions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description:
          "The survey's items in order of question_number, in the caller's language (Accept-Language): " +
          'one recommendation item (scale_0_10), ten usability and twelve engagement items (likert_1_5), ' +
          'one optional free-text item. Paginated; per_page up to 100 fetches them all at once.',
        querystring: feedbackQuestionsQuery,
        response: { 200: listEnvelope(feedbackQuestion), ...errorResponses },
      },
    },
    async (request) => feedback.listQuestions(db, request.query, request.lang),
  );

  app.post(
    '/feedback',
    {
      onRequest: [app.authenticate, app.requireRole(roles.user)],
      schema: {
        tags,
        description:
          '`{answers: [{question_id, answer}], course_id?}`: every scale item answered (a whole number, ' +
          "0..10 or 1..5), the free-text item optional. Stores the response and sets the caller's nps, " +
          'usability_score (0..100) and engagement_score (1..5 mean) to these answers.',
        body: feedbackBody,
        response: {
          201: z.object({ data: feedbackResult, message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const result = await feedback.submitFeedback(db, request.auth!.userId, request.body);
      return reply
        .code(201)
        .send({ data: result, message: translate(request.lang, 'success.feedbackSaved') });
    },
  );

  app.get(
    '/metrics',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          "Platform NPS (% promoters - % detractors) over each user's latest recommendation answer, mean " +
          "usability (0..100) and mean engagement (1..5) over each user's latest scores, with counts.",
        response: { 200: dataEnvelope(platformMetrics), ...errorResponses },
      },
    },
    async () => ({ data: await feedback.platformMetrics(db) }),
  );

  app.get(
    '/admin/feedback',
    {
      onRequest: classRunners,
      schema: {
        tags,
        description:
          '`count=true`: `{data: {count}}`, the number of responses matching the filters. Otherwise the ' +
          'responses, newest first by default (`sort` created_at, nps, usability_score, engagement_score; ' +
          '`order`), with user, course, scores and answers; `search` matches the name or e-mail; ' +
          '`course_id` and `user_id` filter. An instructor gets only the responses of the learners of their classes ' +
          'about the courses of those classes.',
        querystring: adminFeedbackQuery,
        response: { 200: z.union([feedbackCount, feedbackResponseList]), ...errorResponses },
      },
    },
    async (request) => {
      const scope = listScope({ id: request.auth!.userId, role: request.auth!.role });
      if (request.query.count)
        return { data: { count: await feedback.countFeedback(db, engine, request.query, scope) } };
      return feedback.listFeedback(db, engine, request.query, scope);
    },
  );

  app.get(
    '/user/survey-offer',
    {
      onRequest: [app.authenticate, app.requireRole(roles.user)],
      schema: {
        tags,
        description:
          'Whether to offer the survey now (`state`: none, open, snoozed, declined, answered), the sections ' +
          'still unanswered and the course of the latest post-test (docs/design/product.md §4 "Survey offer").',
        response: { 200: dataEnvelope(surveyOffer), ...errorResponses },
      },
    },
    async (request) => ({ data: await feedback.surveyOffer(db, request.auth!.userId) }),
  );

  app.post(
    '/user/survey-offer',
    {
      onRequest: [app.authenticate, app.requireRole(roles.user)],
      schema: {
        tags,
        description:
          '`{decision: later}` ("Not now": offered again after a week) or `{decision: never}` ("No, thanks"); ' +
          'answers the offer as it now stands.',
        body: surveyOfferDecisionBody,
        response: { 200: z.object({ data: surveyOffer, message: z.string() }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await feedback.decideSurveyOffer(db, request.auth!.userId, request.body.decision),
      message: translate(request.lang, 'success.surveyOfferSaved'),
    }),
  );
};
