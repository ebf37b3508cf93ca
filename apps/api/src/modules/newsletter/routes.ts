// HTTP of the newsletter (docs/design/product.md §4 "Newsletter"): subscribe, confirm and unsubscribe without an
// account; the admin's list and CSV export of confirmed subscribers.
import { Readable } from 'node:stream';
import {
  adminNewsletterQuery,
  messageResponse,
  newsletterConfirmBody,
  newsletterSubscribeBody,
  newsletterSubscriberList,
  newsletterUnsubscribeQuery,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { byEmail, byIp } from '../../plugins/rate-limit';
import * as newsletter from './service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, mailer, config } = app;
  const tags = ['newsletter'];
  // The same limits as the password mail: both send a mail to an address anyone may type.
  const perIp = app.limiter('newsletter-ip', config.rateLimits.passwordMailPerIp, byIp);
  const perEmail = app.limiter('newsletter-email', config.rateLimits.passwordMailPerEmail, byEmail);

  app.post(
    '/newsletter/subscribe',
    {
      onRequest: perIp,
      preHandler: perEmail,
      schema: {
        tags,
        description:
          '`{email, language?}`: mails a confirmation link (single use, 48 hours) unless the address is ' +
          'already confirmed. The answer is the same in every case, and comes before any lookup.',
        body: newsletterSubscribeBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      newsletter.subscribe(
        { db, mailer, log: request.log, publicUrl: config.publicUrl },
        request.body,
        request.lang,
      );
      return { message: translate(request.lang, 'success.newsletterCheckInbox') };
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags,
        description:
          '`{token}` of the confirmation link: confirms the subscription once; 404 when the link is unknown, used or expired.',
        body: newsletterConfirmBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await newsletter.confirm(db, request.body.token);
      return { message: translate(request.lang, 'success.newsletterConfirmed') };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { multipart: { files: 0 } },
      schema: {
        tags,
        description:
          'One-click unsubscribe (RFC 8058): the token is in the address every newsletter mail carries (its ' +
          'link and its `List-Unsubscribe` header); any body is ignored. Erases the address; twice is harmless.',
        querystring: newsletterUnsubscribeQuery,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await newsletter.unsubscribe(db, request.query.token);
      return { message: translate(request.lang, 'success.newsletterUnsubscribed') };
    },
  );

  const adminOnly = app.guards.adminOnly;

  app.get(
    '/admin/newsletter/subscribers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'Subscriptions, newest first: `status` (pending, confirmed, unsubscribed) filters, `search` matches ' +
          'the address; `meta.counts` holds the number in each state.',
        querystring: adminNewsletterQuery,
        response: { 200: newsletterSubscriberList, ...errorResponses },
      },
    },
    async (request) => newsletter.listSubscribers(db, engine, request.query),
  );

  app.get(
    '/admin/newsletter/subscribers.csv',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'CSV (RFC 4180, UTF-8, header row) of the confirmed subscribers: email, language, subscribed_at, ' +
          'confirmed_at. Streamed; each export is recorded in the audit log.',
        response: { 200: z.any().describe('The export, text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, chunks } = await newsletter.startExport(db, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
};
