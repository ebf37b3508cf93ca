// HTTP of the LTI 1.3 tool: the messages an LMS sends (login initiation, launch, dynamic registration) and the web
// app's hand-over of a launch's session and deep-linking answer (docs/integrations.md, "LTI 1.3"). The admin
// pages' registrations, keys and LMS courses are in admin-routes.ts; the key set is served at
// /.well-known/jwks.json by plugin.ts.
import {
  dataEnvelope,
  idParam,
  ltiDeepLinkBody,
  ltiDeepLinkResponse,
  ltiLaunchBody,
  ltiLinkableCourse,
  ltiLinkableQuery,
  ltiLinkCourseBody,
  ltiLoginQuery,
  ltiSessionBody,
  ltiSessionData,
} from '@parcours/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientMeta, errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { handleError } from '../../plugins/errors';
import { linkableCourses, pickLinkCourse } from './course-picker';
import { answerDeepLink } from './deep-link';
import { exchangeSessionCode, initiateLogin, type LaunchDeps, launch } from './launch';
import * as platforms from './platforms';
import { refusalOf, sendRefusal } from './refusals';

export const ltiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, config } = app;
  const now = () => app.clock.now();
  const launchDeps: LaunchDeps = { db, tokens: app.tokens, publicUrl: config.publicUrl, now };
  const signedIn = app.authenticate;
  // The role is checked before the body is read, so a refused caller learns nothing from validation; the
  // services check it again (docs/design/contract.md §4).
  const classRunners = app.guards.classRunners;
  const tags = ['lti'];

  // A refused login or launch answers a page the LMS frame can show (refusals.ts); anything else (a fault of
  // ours, the database away) goes to the usual error handler.
  const seenPlatforms = new WeakMap<FastifyRequest, { platformId: number | null }>();
  const seenPlatform = (request: FastifyRequest) => {
    const seen = { platformId: null };
    seenPlatforms.set(request, seen);
    return seen;
  };
  const refuse = async (
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
    step: 'login' | 'launch',
  ) => {
    const refusal = refusalOf(error, step, seenPlatforms.get(request)?.platformId ?? null);
    if (!refusal) return handleError.call(app, error, request, reply);
    return sendRefusal({ db, publicUrl: config.publicUrl }, request, reply, refusal);
  };

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/lti/login',
      schema: {
        tags,
        description:
          'OIDC third-party login initiation (LTI Core 1.3 §4.1): `iss`, `login_hint`, `target_link_uri`, optional ' +
          '`lti_message_hint`, `client_id`, `lti_deployment_id`, as a query (GET) or a form (POST). Redirects to the ' +
          "platform's authorization endpoint with a single-use state and nonce.",
        ...(method === 'GET' ? { querystring: ltiLoginQuery } : { body: ltiLoginQuery }),
        response: { ...errorResponses },
      },
      errorHandler: (error, request, reply) => refuse(error, request, reply, 'login'),
      handler: async (request, reply) => {
        const input = (method === 'GET' ? request.query : request.body) as z.infer<typeof ltiLoginQuery>;
        return reply.redirect(await initiateLogin(launchDeps, input, seenPlatform(request)), 302);
      },
    });
  }

  app.post(
    '/lti/launch',
    {
      schema: {
        tags,
        description:
          'The authentication response (form post of `id_token` and `state`). On success, redirects (303) to the ' +
          "web app's /lti/launch page with a one-time code in the fragment.",
        body: ltiLaunchBody,
        response: { ...errorResponses },
      },
      errorHandler: (error, request, reply) => refuse(error, request, reply, 'launch'),
    },
    async (request, reply) => {
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
      return reply.redirect(
        await launch(launchDeps, request.body, request.lang, origin, seenPlatform(request)),
        303,
      );
    },
  );

  app.post(
    '/lti/session',
    {
      schema: {
        tags,
        description:
          "Exchanges a launch's one-time code for a Parcours session and where the web app goes next.",
        body: ltiSessionBody,
        response: { 200: dataEnvelope(ltiSessionData), ...errorResponses },
      },
    },
    async (request) => ({
      data: await exchangeSessionCode(launchDeps, request.body.code, clientMeta(request)),
    }),
  );

  app.post(
    '/lti/deep-links/:request',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          "The teacher's pick for a deep-linking request: answers the signed LtiDeepLinkingResponse (`jwt`) the web " +
          'app posts to `return_url` as the form field JWT.',
        params: z.object({ request: z.string().min(1) }),
        body: ltiDeepLinkBody,
        response: { 200: dataEnvelope(ltiDeepLinkResponse), ...errorResponses },
      },
    },
    async (request) => ({
      data: await answerDeepLink(
        { db, engine, publicUrl: config.publicUrl, now },
        actorOf(request),
        request.params.request,
        request.body,
      ),
    }),
  );

  app.get(
    '/lti/courses',
    {
      onRequest: classRunners,
      schema: {
        tags,
        description:
          'The courses a teacher may put in an LMS course (deep linking, the course picker): published ones and ' +
          "the caller's own drafts, newest first, 50 at most; `search` filters by title.",
        querystring: ltiLinkableQuery,
        response: { 200: dataEnvelope(z.array(ltiLinkableCourse)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await linkableCourses({ db, engine }, actorOf(request), request.query.search),
    }),
  );

  app.post(
    '/lti/links/:id/course',
    {
      onRequest: classRunners,
      schema: {
        tags,
        description:
          'The course picker of a course navigation launch: the LMS link the teacher launched (as an instructor) ' +
          'opens this course from now on; its gradebook column is created for it when the LMS allows.',
        params: idParam,
        body: ltiLinkCourseBody,
        response: { 200: dataEnvelope(z.object({ course_id: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ({
      data: await pickLinkCourse(
        { db, engine, now },
        actorOf(request),
        request.params.id,
        request.body.course_id,
      ),
    }),
  );

  app.get(
    '/lti/register',
    {
      schema: {
        tags,
        description:
          'LTI Dynamic Registration 1.0: the LMS opens this address (a one-time link from the admin page) with ' +
          '`openid_configuration` and `registration_token`; Parcours registers itself and answers a page that ' +
          'closes the LMS dialog.',
        querystring: z.object({
          token: z.string().min(1),
          openid_configuration: z.string().url(),
          registration_token: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const page = await platforms.registerDynamically({ db, publicUrl: config.publicUrl }, request.query);
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', page.policy)
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};
