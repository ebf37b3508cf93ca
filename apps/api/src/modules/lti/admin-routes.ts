// HTTP of the LTI admin pages: refused launches, platform registrations, the tool's addresses, one-time
// registration links, key rotation, and the LMS courses Parcours was launched from with their roster
// (docs/integrations.md, "LTI 1.3"). What the LMS itself sends is in routes.ts.
import {
  dataEnvelope,
  idParam,
  ltiContext,
  ltiPlatform,
  ltiPlatformBody,
  ltiRefusal,
  ltiRegistrationLink,
  ltiRosterResult,
  ltiToolConfig,
  messageResponse,
  translate,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { createPlatformClient } from './platform-client';
import * as platforms from './platforms';
import { latestRefusals } from './refusals';
import { syncRoster } from './roster';

export const ltiAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, engine, config } = app;
  const client = createPlatformClient({ db, now: () => app.clock.now() });
  // The role is checked before the body is read, so a refused caller learns nothing from validation; the
  // services check it again (docs/design/contract.md §4).
  const adminOnly = app.guards.adminOnly;
  const classRunners = app.guards.classRunners;
  const tags = ['lti'];

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
