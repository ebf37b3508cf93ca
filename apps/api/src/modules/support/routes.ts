// HTTP of support messages: a user writes to the team and reads their history with the team's replies, answering
// back; admins list the messages, reply (mailed) and mark them handled.
import {
  idParam,
  mySupportList,
  mySupportQuery,
  supportBody,
  supportListQuery,
  supportMessage,
  supportMessageList,
  supportReply,
  supportReplyBody,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import * as support from './service';
import * as threads from './threads';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, mailer, config } = app;
  const adminOnly = app.guards.adminOnly;
  const tags = ['support'];
  const perUser = app.limiter('support-user', config.rateLimits.supportPerUser, (request) =>
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

  const replied = z.object({ data: supportReply, message: z.string() });

  app.post(
    '/admin/support-messages/:id/replies',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          '`{body}`: the reply is stored in the thread, the message marked handled, and the author mailed in ' +
          'their language (SMTP, or the outbox without SMTP_URL).',
        params: idParam,
        body: supportReplyBody,
        response: { 201: replied, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await threads.replyAsAdmin(
        { db, mailer, log: request.log, publicUrl: config.publicUrl },
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data, message: translate(request.lang, 'success.supportReplySent') });
    },
  );

  app.get(
    '/user/support',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description:
          "The caller's own messages, newest first, each with its thread of replies (oldest first).",
        querystring: mySupportQuery,
        response: { 200: mySupportList, ...errorResponses },
      },
    },
    async (request) => threads.listOwnMessages(db, request.auth!.userId, request.query),
  );

  app.post(
    '/user/support/:id/replies',
    {
      onRequest: app.authenticate,
      preHandler: perUser,
      schema: {
        tags,
        description:
          "`{body}`: the author answers back in the message's thread; the message waits for the team again. " +
          "404 for someone else's message. Shares the 5 per 10 minutes limit of new messages.",
        params: idParam,
        body: supportReplyBody,
        response: { 201: replied, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await threads.replyAsAuthor(db, actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ data, message: translate(request.lang, 'success.supportReplySent') });
    },
  );
};
