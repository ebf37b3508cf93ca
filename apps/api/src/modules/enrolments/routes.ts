// HTTP of the enrolment's life: enrolling, marking a learning object opened (progress), completing a course, and
// the admin marking payments received.
import {
  awaitingPayment,
  awaitingPaymentQuery,
  completionWire,
  dataEnvelope,
  enrolBody,
  enrolResult,
  idParam,
  listEnvelope,
  markPaidBody,
  markPaidData,
  playerStateWire,
  progressWire,
  recordId,
  resumePointBody,
  resumePointWire,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { enrol } from './enrol';
import { listAwaitingPayment, markPaymentsReceived } from './payments';
import { markLearningObjectOpened, moveResumePoint, playerState } from './player';
import * as enrolments from './service';

const courseParam = z.object({ courseId: recordId });

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

  app.post(
    '/user/learning-objects/:id/opened',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          'Records that the learner opened a learning object (one without a quiz then counts as done) and ' +
          'answers the progress figure. 409 while the course waits for the pretest.',
        params: idParam,
        response: { 200: dataEnvelope(progressWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await markLearningObjectOpened(db, learner(request.auth), request.params.id, now()),
    }),
  );

  app.post(
    '/user/complete-course/:courseId',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          'Marks the enrolment completed (idempotent: the first completion time stays). Needs the pretest, and ' +
          'every required learning object quiz passed unless the course relaxes it (409 otherwise). The course ' +
          'quiz then counts as the post-test.',
        params: courseParam,
        response: {
          200: z.object({ data: completionWire, message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await enrolments.completeCourse(db, learner(request.auth), request.params.courseId, now()),
      message: translate(request.lang, 'success.courseCompleted'),
    }),
  );

  app.get(
    '/user/courses/:courseId/player',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          "The course player's state: the resume point (null before the first learning object opened in the " +
          'player) and the learning objects the learner opened. 403 when not enrolled.',
        params: courseParam,
        response: { 200: dataEnvelope(playerStateWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await playerState(db, learner(request.auth), request.params.courseId, now()),
    }),
  );

  app.put(
    '/user/courses/:courseId/resume',
    {
      onRequest: learnerOnly,
      schema: {
        tags: ['learning paths'],
        description:
          'Moves the resume point to a learning object of the course ("continue where you left off"). 404 for a ' +
          'learning object of another course, 409 while the course waits for the pretest.',
        params: courseParam,
        body: resumePointBody,
        response: { 200: dataEnvelope(resumePointWire), ...errorResponses },
      },
    },
    async (request) => ({
      data: await moveResumePoint(
        db,
        learner(request.auth),
        request.params.courseId,
        request.body.learning_object_id,
        now(),
      ),
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
