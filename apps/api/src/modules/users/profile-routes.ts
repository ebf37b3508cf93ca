// HTTP of a person's own account: POST /api/update-profile, POST /api/change-password, GET /api/user/personal-data
// and POST /api/user/delete-account (GET /api/profile is served by the auth module).
import {
  changePasswordBody,
  deleteOwnAccountBody,
  translate,
  updateProfileBody,
  userActionData,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageOnly } from '../../http';
import { actorOf } from '../../plugins/audit';
import { uploadAllowance } from '../media/allowance';
import { exportPersonalData } from './personal-data';
import { optionalPicture } from './picture';
import { changePassword, deleteOwnAccountWithPassword, updateProfile } from './profile-service';
import { usersDeps } from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, passwords } = app;
  const tags = ['profile'];
  // Guessing the current password from a stolen session is limited like logins, per account.
  const perAccount = app.limiter('change-password', config.rateLimits.loginPerEmail, (request) =>
    request.auth ? String(request.auth.userId) : null,
  );

  app.post(
    '/update-profile',
    {
      onRequest: [app.authenticate, uploadAllowance(app)],
      config: { multipart: { files: 1, kinds: ['image'] }, researcher: true },
      schema: {
        tags,
        description:
          'JSON or multipart: first_name, last_name, birth_date (unix seconds), major, language (en|fr), theme ' +
          '(light|dark), profile_picture. Empty values are left unchanged. Answers the updated user.',
        body: updateProfileBody.extend({ profile_picture: optionalPicture }),
        response: { 200: userActionData, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await updateProfile(usersDeps(app, request), actorOf(request), request.body);
      return { data: updated, message: translate(request.lang, 'success.profileUpdated') };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { researcher: true },
      preHandler: perAccount,
      schema: {
        tags,
        description:
          '{current_password, password, password_confirmation}. 422 on `current_password` when it is wrong. ' +
          "Ends every other session of the account; the caller's stays open.",
        body: changePasswordBody,
        response: { 200: messageOnly, ...errorResponses },
      },
    },
    async (request) => {
      await changePassword({ db, passwords }, request.auth!, request.body);
      return { message: translate(request.lang, 'success.passwordChanged') };
    },
  );

  app.get(
    '/user/personal-data',
    {
      onRequest: app.authenticate,
      config: { researcher: true },
      schema: {
        tags,
        description:
          'Everything Parcours holds about the caller, as one JSON file to download (docs/privacy.md): the account ' +
          'without its password hash, sessions without token ids, and every row of every table that refers to them.',
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(db, request.auth!.userId);
      const day = data.exported_at.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="parcours-my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/user/delete-account',
    {
      onRequest: app.authenticate,
      config: { researcher: true },
      preHandler: perAccount,
      schema: {
        tags,
        description:
          "{password}. Deletes the caller's own account: anonymised like an admin deletion (docs/privacy.md), every " +
          'session ended. 422 on `password` when it is wrong.',
        body: deleteOwnAccountBody,
        response: { 200: messageOnly, ...errorResponses },
      },
    },
    async (request) => {
      await deleteOwnAccountWithPassword(
        { db, passwords, log: request.log, mediaDir: config.mediaDir },
        actorOf(request),
        request.body,
      );
      return { message: translate(request.lang, 'success.ownAccountDeleted') };
    },
  );
};
