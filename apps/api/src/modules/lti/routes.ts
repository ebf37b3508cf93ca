// HTTP of the LTI 1.3 tool: the messages an LMS sends (login initiation, launch, dynamic registration), the web
// app's hand-over of a launch's session and deep-linking answer, and the admin pages' registrations, keys and
// LMS courses (docs/integrations.md, "LTI 1.3"). The key set is served at /.well-known/jwks.json by plugin.ts.
import {
  dataEnvelope,
  idParam,
  ltiContext,
  ltiDeepLinkBody,
  ltiDeepLinkResponse,
  ltiLaunchBody,
  ltiLinkableCourse,
  ltiLinkableQuery,
  ltiLinkCourseBody,
  ltiLoginQuery,
  ltiPlatform,
  ltiPlatformBody,
  ltiRefusal,
  ltiRegistrationLink,
  ltiRosterResult,
  ltiSessionBody,
  ltiSessionData,
  ltiToolConfig,
  messageResponse,
  translate,
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
import { createPlatformClient } from './platform-client';
import * as platforms from './platforms';
import { latestRefusals, refusalOf, sendRefusal } from './refusals';
import { syncRoster } from './roster';

export const ltiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, config } = app;
  const now = () => app.clock.now();
  const launchDeps: LaunchDeps = { db, tokens: app.tokens, publicUrl: config.publicUrl, now };
  const client = createPlatformClient({ db, now });
  const signedIn = app.authenticate;
  // The role is checked before the body is read, so a refused caller learns nothing from validation; the
  // services check it again (docs/design/contract.md §4).
  const adminOnly = app.guards.adminOnly;
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

  // admin pages

  app.get(
    '/admin/lti/refusals',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'The latest 50 refused LTI logins and launches, newest first, in the caller’s language: what the person ' +
          'in the LMS read, what the LMS administrator can do, and the reference the page showed (administrators).',
        response: { 200: dataEnvelope(z.array(ltiRefusal)), ...errorResponses },
      },
    },
    async (request) => ({ data: await latestRefusals({ db, publicUrl: config.publicUrl }, request.lang) }),
  );

  const platformAnswer = z.object({ data: ltiPlatform, message: z.string() });

  app.get(
    '/admin/lti/platforms',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: 'Registered platforms with their deployment ids (administrators).',
        response: { 200: dataEnvelope(z.array(ltiPlatform)), ...errorResponses },
      },
    },
    async (request) => ({ data: await platforms.listPlatforms(db, actorOf(request)) }),
  );

  app.post(
    '/admin/lti/platforms',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: 'Registers a platform (administrators).',
        body: ltiPlatformBody,
        response: { 201: platformAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await platforms.createPlatform(db, actorOf(request), request.body);
      return reply
        .code(201)
        .send({ data: saved, message: translate(request.lang, 'success.ltiPlatformSaved') });
    },
  );

  app.post(
    '/admin/lti/platforms/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: "Edits a platform's registration; the deployment ids given replace the previous ones.",
        params: idParam,
        body: ltiPlatformBody,
        response: { 200: platformAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      data: await platforms.updatePlatform(db, actorOf(request), request.params.id, request.body),
      message: translate(request.lang, 'success.ltiPlatformSaved'),
    }),
  );

  app.delete(
    '/admin/lti/platforms/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: 'Deletes a registration; its accounts stay, launches from it are refused.',
        params: idParam,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await platforms.deletePlatform(db, actorOf(request), request.params.id);
      return { message: translate(request.lang, 'success.ltiPlatformDeleted') };
    },
  );

  app.get(
    '/admin/lti/tool',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: "The addresses to type into the LMS's tool registration.",
        response: { 200: dataEnvelope(ltiToolConfig), ...errorResponses },
      },
    },
    async (request) => ({ data: platforms.toolSettings(actorOf(request), config.publicUrl) }),
  );

  app.post(
    '/admin/lti/registration-links',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: 'A one-time dynamic registration address, valid one day, to paste into the LMS.',
        response: { 201: dataEnvelope(ltiRegistrationLink), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await platforms.createRegistrationLink(db, actorOf(request), config.publicUrl) }),
  );

  app.post(
    '/admin/lti/keys/rotate',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description: 'Signs with a new key from now on; the previous keys stay in the JWKS for 7 days.',
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await platforms.rotateToolKeys(db, actorOf(request));
      return { message: translate(request.lang, 'success.ltiKeysRotated') };
    },
  );

  app.get(
    '/admin/lti/contexts',
    {
      onRequest: classRunners,
      schema: {
        tags,
        description:
          'The LMS courses Parcours was launched from (latest first, 200 at most), with their class.',
        response: { 200: dataEnvelope(z.array(ltiContext)), ...errorResponses },
      },
    },
    async (request) => ({ data: await platforms.listContexts(db, actorOf(request)) }),
  );

  app.post(
    '/admin/lti/contexts/:id/roster',
    {
      onRequest: classRunners,
      schema: {
        tags,
        description:
          "Reads the LMS course's roster (NRPS) into its Parcours class, created at the first sync with the " +
          "course's linked Parcours courses; learners join it, instructors get instructor accounts.",
        params: idParam,
        response: { 200: z.object({ data: ltiRosterResult, message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const result = await syncRoster(
        { db, engine, publicUrl: config.publicUrl, client },
        actorOf(request),
        request.params.id,
      );
      return {
        data: result,
        message: translate(request.lang, 'success.ltiRosterSynced', { members: result.members }),
      };
    },
  );
};
