// HTTP of reviews (docs/design/product.md §7 "user/review", docs/design/contract.md §8): post or edit one's review, read a course's.
import {
  courseReviewList,
  courseReviewsQuery,
  idParam,
  review,
  reviewBody,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import * as reviews from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
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
    '/courses/:id/reviews',
    {
      schema: {
        tags,
        description: "A course's reviews, newest first; meta adds the mean rating over all of them.",
        params: idParam,
        querystring: courseReviewsQuery,
        response: { 200: courseReviewList, ...errorResponses },
      },
    },
    async (request) => reviews.listCourseReviews(db, request.params.id, request.query),
  );
};
