// HTTP of reviews (docs/design/product.md §7, docs/design/contract.md §8): post, read, edit or delete
// one's review, read a course's, and (admins) hide abusive ones.
import {
  adminReviewList,
  adminReviewsQuery,
  courseReviewList,
  courseReviewsQuery,
  idParam,
  messageResponse,
  myReviewQuery,
  review,
  reviewBody,
  reviewModerationBody,
  roles,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import * as reviews from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine } = app;
  const tags = ['reviews'];
  const saved = z.object({ data: review, message: z.string() });

  app.post(
    '/user/review',
    {
      onRequest: app.authenticate,
      config: { multipart: { files: 0 } },
      schema: {
        tags,
        description:
          'Form or JSON: `userId` (the caller; an admin may name another account), `reviewType` (course | ' +
          'platform), `course_id` (course reviews: the learner must have completed the course), `rating` ' +
          '1..5, optional `comment` (2000 characters at most). One review per course and one platform ' +
          'review per account: posting again edits it (200; 201 when created).',
        body: reviewBody,
        response: { 200: saved, 201: saved, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { review: data, created } = await reviews.saveReview(db, actorOf(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ data, message: translate(request.lang, 'success.reviewSaved') });
    },
  );

  app.get(
    '/user/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description:
          "The caller's own review: `review_type=course&course_id=…` or `review_type=platform`. `data` is null " +
          'when there is none yet.',
        querystring: myReviewQuery,
        response: { 200: z.object({ data: review.nullable() }), ...errorResponses },
      },
    },
    async (request) => ({ data: await reviews.getMyReview(db, actorOf(request), request.query) }),
  );

  app.delete(
    '/user/review/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: "Deletes one's own review (an admin may delete any, audited). 404 for someone else's.",
        params: idParam,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await reviews.deleteReview(db, actorOf(request), request.params.id);
      return { message: translate(request.lang, 'success.reviewDeleted') };
    },
  );

  app.patch(
    '/admin/reviews/:id',
    {
      onRequest: [app.authenticate, app.requireRole(roles.admin)],
      schema: {
        tags,
        description:
          '`{hidden: true, reason}` hides an abusive review from the course page and its mean (the reason, 500 ' +
          'characters at most, is required and seen by admins only); `{hidden: false}` shows it again.',
        params: idParam,
        body: reviewModerationBody,
        response: { 200: z.object({ data: review, message: z.string() }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await reviews.setReviewHidden(db, actorOf(request), request.params.id, request.body),
      message: translate(request.lang, request.body.hidden ? 'success.reviewHidden' : 'success.reviewShown'),
    }),
  );

  app.get(
    '/admin/reviews',
    {
      onRequest: [app.authenticate, app.requireRole(roles.admin)],
      schema: {
        tags,
        description:
          'Every course and platform review, hidden ones included, newest first: `course_id`, `review_type`, ' +
          '`rating` (1..5) and `hidden` (true or false) filter; `search` matches the author (name, e-mail), the ' +
          'course title and the comment.',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewList, ...errorResponses },
      },
    },
    async (request) => reviews.listAllReviews(db, engine, request.query),
  );

  app.get(
    '/courses/:id/reviews',
    {
      schema: {
        tags,
        description:
          "A course's visible reviews, newest first, authors named by first name and last initial; meta " +
          'adds the mean rating over all visible reviews.',
        params: idParam,
        querystring: courseReviewsQuery,
        response: { 200: courseReviewList, ...errorResponses },
      },
    },
    async (request) => reviews.listCourseReviews(db, request.params.id, request.query),
  );
};
