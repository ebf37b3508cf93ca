// HTTP of support messages: a user writes to the team; admins list the messages and mark them handled.
import {
  idParam,
  roles,
  supportBody,
  supportListQuery,
  supportMessage,
  supportMessageList,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import * as support from './service';

/** Enough for a real conversation, too few to flood the admins' mailboxes. */
const sendLimit = { max: 5, windowMs: 10 * 60_000 };

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, mailer, config } = app;
  const adminOnly = [app.authenticate, app.requireRole(roles.admin)];
  const tags = ['support'];
  const perUser = app.limiter('support-user', sendLimit, (request) =>
    request.auth ? String(request.auth.userId) : null,
  );

  app.post(
    '/user/support',
    {
      onRequest: app.authenticate,
      preHandler: perUser,
      schema: {
        tags,
        description:
          '`{subject, message}`: stored, and mailed to every admin (SMTP, or the outbox without SMTP_URL). ' +
          'At most 5 messages per 10 minutes per account (429 beyond).',
        body: supportBody,
        response: { 201: z.object({ data: supportMessage, message: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await support.sendSupportMessage(
        { db, mailer, log: request.log, publicUrl: config.publicUrl },
        request.auth!.user,
        request.body,
      );
      return reply.code(201).send({ data: created, message: translate(request.lang, 'success.supportSent') });
    },
  );

  app.get(
    '/admin/support-messages',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'Newest first. `handled=true|false` filters; `search` matches the subject or the author. ' +
          '`meta.unhandled_total` counts the messages still waiting, whatever the filter.',
        querystring: supportListQuery,
        response: { 200: supportMessageList, ...errorResponses },
      },
    },
    async (request) => support.listSupportMessages(db, engine, request.query),
  );

  app.post(
    '/admin/support-messages/:id/handled',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: 'Marks the message handled (idempotent: the first time is kept).',
        params: idParam,
        response: {
          200: z.object({
            data: z.object({ id: z.number(), handled_at: z.string() }),
            message: z.string(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await support.markHandled(db, actorOf(request), request.params.id),
      message: translate(request.lang, 'success.supportHandled'),
    }),
  );
};
