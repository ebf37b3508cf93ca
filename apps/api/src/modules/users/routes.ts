// HTTP of the admin account calls (docs/design/contract.md §5): the lists, delete, edit, read one; the profile
// calls and the audit log are registered from here too. Validate, reject, suspend, the bulk action and create
// reach the account's sign-in and are flows/accounts-routes.ts; the CSV import is flows/learner-import-routes.ts.
import {
  dataEnvelope,
  idParam,
  translate,
  updateUserBody,
  user,
  userActionData,
  userList,
  userListQuery,
} from '@parcours/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import { auditLogRoutes } from './audit-log';
import { optionalPicture } from './picture';
import { profileRoutes } from './profile-routes';
import * as users from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.guards.adminOnly;
  const tags = ['users'];
  const action = { params: idParam, response: { 200: userActionData, ...errorResponses }, tags };
  const deps = (request: FastifyRequest) => users.usersDeps(app, request);

  const lists = [
    ['/admin/users', undefined, 'Every account except deleted ones; `status` and `role` filter it.'],
    ['/admin/pending-users', 'pending', 'Accounts waiting for approval.'],
    ['/admin/accepted-users', 'accepted', 'Approved accounts.'],
  ] as const;
  for (const [path, status, what] of lists) {
    app.get(
      path,
      {
        onRequest: adminOnly,
        schema: {
          tags,
          description:
            `${what} Paginated (per_page default 9), \`search\` matches first name, last name or e-mail, ` +
            '`sort` one of first_name, last_name, email, created_at, birth_date, status, role with `order` ' +
            'asc|desc (default created_at desc). `meta.pending_total` is the number of pending accounts ' +
            '(the badge of the pending tab), whatever the filter.',
          querystring: userListQuery,
          response: { 200: userList, ...errorResponses },
        },
      },
      async (request) => users.listUsers(deps(request), request.query, status),
    );
  }

  app.delete('/admin/delete-user-account/:id', { onRequest: adminOnly, schema: action }, async (request) => {
    const deleted = await users.deleteAccount(deps(request), actorOf(request), request.params.id);
    return { data: deleted, message: translate(request.lang, 'success.userDeleted') };
  });

  app.post(
    '/admin/update-user-account/:id',
    {
      onRequest: adminOnly,
      config: { multipart: { files: 1, kinds: ['image'] } },
      schema: {
        tags,
        description:
          'JSON or multipart with the fields of create-user, all optional: empty values are left unchanged; ' +
          '`profile_picture` replaces the picture. 409 when the new e-mail belongs to another account.',
        params: idParam,
        body: updateUserBody.extend({ profile_picture: optionalPicture }),
        response: { 200: userActionData, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await users.updateAccount(
        deps(request),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { data: updated, message: translate(request.lang, 'success.userUpdated') };
    },
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: { tags, params: idParam, response: { 200: dataEnvelope(user), ...errorResponses } },
    },
    async (request) => ({ data: await users.getUser(app.db, request.params.id) }),
  );

  await app.register(profileRoutes);
  await app.register(auditLogRoutes);
};
