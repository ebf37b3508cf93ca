// HTTP of an admin's account changes that reach the account's sign-in (docs/design/contract.md §5): validate,
// reject, suspend, the bulk approval or rejection, and create (flows/accounts.ts).
import {
  bulkAccountBody,
  bulkAccountData,
  createUserBody,
  idParam,
  translate,
  userActionData,
} from '@parcours/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http';
import { optionalPicture } from '../modules/users/picture';
import { usersDeps } from '../modules/users/service';
import { actorOf } from '../plugins/audit';
import { appErrorMessage } from '../plugins/errors';
import { bulkChangeAccountState, changeAccountState, createUser } from './accounts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.guards.adminOnly;
  const tags = ['users'];
  const action = { params: idParam, response: { 200: userActionData, ...errorResponses }, tags };
  const deps = (request: FastifyRequest) => usersDeps(app, request);

  for (const [path, act] of [
    ['/admin/validate-user-account/:id', 'validate'],
    ['/admin/reject-user-account/:id', 'reject'],
    ['/admin/suspend-account/:id', 'suspend'],
  ] as const) {
    app.post(path, { onRequest: adminOnly, schema: action }, async (request) => {
      const result = await changeAccountState(deps(request), actorOf(request), request.params.id, act);
      return { data: result.user, message: translate(request.lang, result.message) };
    });
  }

  app.post(
    '/admin/users/bulk-action',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'Approves (`validate`) or rejects up to 200 accounts at once. Each is handled as the one-by-one action ' +
          '(mail, audit); `failed` lists the ones that could not be, with the reason.',
        body: bulkAccountBody,
        response: { 200: z.object({ data: bulkAccountData, message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const { ids, action } = request.body;
      const outcome = await bulkChangeAccountState(deps(request), actorOf(request), ids, action);
      return {
        data: {
          done: outcome.done,
          failed: outcome.failed.map((f) => ({
            id: f.id,
            message: appErrorMessage(request.lang, f.error),
          })),
        },
        message: translate(request.lang, 'success.bulkAccounts', {
          done: outcome.done.length,
          total: outcome.done.length + outcome.failed.length,
        }),
      };
    },
  );

  app.post(
    '/admin/create-user',
    {
      onRequest: adminOnly,
      config: { multipart: { files: 1, kinds: ['image'] } },
      schema: {
        tags,
        description:
          'JSON or multipart (`profile_picture`: jpeg/png/webp/gif). The account is accepted without a ' +
          'password; the person receives a 7-day link to choose one.',
        body: createUserBody.extend({ profile_picture: optionalPicture }),
        response: { 201: userActionData, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createUser(deps(request), actorOf(request), request.body, request.lang);
      return reply.code(201).send({ data: created, message: translate(request.lang, 'success.userCreated') });
    },
  );
};
