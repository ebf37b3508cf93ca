// HTTP of the enrolment's life: enrolling and the admin marking payments received. The player, openings and
// completion are in flows/learning-routes.ts.
import {
  awaitingPayment,
  awaitingPaymentQuery,
  dataEnvelope,
  enrolBody,
  enrolResult,
  idParam,
  listEnvelope,
  markPaidBody,
  markPaidData,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { enrol } from './enrol';
import { listAwaitingPayment, markPaymentsReceived } from './payments';

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app;
  const learnerOnly = app.guards.learnerOnly;
  const adminOnly = app.guards.adminOnly;
  const learner = (auth: { userId: number } | null) => ({ userId: auth!.userId });
  const now = () => app.clock.now();

  app.post(
    '/user/subscribe-course/:id',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['courses'],
        description:
          'A paid course needs `confirm_price`, the final price the learner was shown (409 with `price` otherwise).',
        params: idParam,
        body: enrolBody,
        response: { 200: dataEnvelope(enrolResult), ...errorResponses },
      },
    },
    async (request) => ({
      data: await enrol({ db, now }, learner(request.auth), request.params.id, request.body?.confirm_price),
    }),
  );

  app.get(
    '/admin/enrolments/awaiting-payment',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['courses'],
        description:
          'Enrolments in paid courses that confirm their payments and are not marked paid yet, newest first ' +
          '(course, learner, final price, date); `course_id` keeps one course.',
        querystring: awaitingPaymentQuery,
        response: { 200: listEnvelope(awaitingPayment), ...errorResponses },
      },
    },
    async (request) => listAwaitingPayment(db, request.query),
  );

  app.post(
    '/admin/enrolments/mark-paid',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['courses'],
        description:
          'Marks up to 200 enrolments paid: the learners get the course content and a mail. `marked` lists those ' +
          'that were waiting; others (already marked, not awaiting payment) are left as they are.',
        body: markPaidBody,
        response: { 200: z.object({ data: markPaidData, message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const marked = await markPaymentsReceived(
        { db, mailer, log: request.log, publicUrl: config.publicUrl, now },
        actorOf(request),
        request.body.enrolment_ids,
      );
      return {
        data: { marked },
        message: translate(request.lang, 'success.paymentsMarked', { count: marked.length }),
      };
    },
  );
};
