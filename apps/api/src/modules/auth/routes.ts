// HTTP of accounts and sessions (docs/design/contract.md §3): parse, call the service, answer.
import {
  classCodeField,
  dataEnvelope,
  loginBody,
  loginData,
  passwordSetBody,
  passwordSetQuery,
  refreshBody,
  registerBody,
  registerData,
  resetMailBody,
  tokenPair,
  translate,
  user,
} from '@parcours/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { clientMeta, errorResponses, messageOnly } from '../../http';
import { bearerToken } from '../../plugins/auth';
import { byEmail, byIp } from '../../plugins/rate-limit';
import { isClassCode } from '../classes/service';
import { toWireUser } from '../users/service';
import { auditedLogout, auditedRefresh, guardedLogin, logoutEverywhere, type RequestMeta } from './audited';
import type { LoginSource } from './backoff';
import { browserCookie, browserIdOf, loginSourceOf } from './browsers';
import * as auth from './service';

const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ...clientMeta(request),
  requestId: request.id,
});

const classCodeOf = (request: FastifyRequest) => {
  const parsed = classCodeField.safeParse((request.body as { class_code?: unknown } | undefined)?.class_code);
  return parsed.success ? parsed.data : null;
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, passwords, mailer, config } = app;
  const limits = config.rateLimits;
  // Only failed logins are counted (a class signing in from one school address is not guessing); see
  // docs/configuration.md for the figures. Each login's source (a browser the account knows, else the client
  // address) is found once, after the body is parsed: a known browser is its own source, so it is exempt from
  // the per-address limit and counts its failures on its own (docs/security.md, "Accounts").
  const loginSources = new WeakMap<FastifyRequest, { source: LoginSource; browserId: string | null }>();
  const identifyLogin = async (request: FastifyRequest) => {
    const browserId = browserIdOf(request.headers.cookie);
    const email = byEmail(request) ?? '';
    loginSources.set(request, { source: await loginSourceOf(db, email, browserId, request.ip), browserId });
  };
  const fromKnownBrowser = (request: FastifyRequest) => loginSources.get(request)?.source.kind === 'browser';
  const loginFailuresPerIp = app.failureLimiter('login-ip', limits.loginPerIp, byIp);
  const loginFailuresPerSource = app.failureLimiter('login-email', limits.loginPerEmail, (request) => {
    const email = byEmail(request);
    const source = loginSources.get(request)?.source;
    if (email === null || !source) return email;
    return `${email}|${source.kind === 'address' ? source.address : source.hash}`;
  });
  // Checked after the body is parsed: invalid forms are not counted, and a valid class code exempts the
  // sign-up from the per-address limit (the per-address one is what a class behind one address would meet).
  const registerPerIp = app.limiter('register-ip', limits.registerPerIp, byIp, {
    exempt: async (request) => {
      const code = classCodeOf(request);
      return code !== null && (await isClassCode(db, code));
    },
  });
  const registerPerEmail = app.limiter('register-email', limits.registerPerEmail, byEmail);
  const mailPerIp = app.limiter('password-mail-ip', limits.passwordMailPerIp, byIp);
  const mailPerEmail = app.limiter('password-mail-email', limits.passwordMailPerEmail, byEmail);
  const tags = ['auth'];

  app.post(
    '/register',
    {
      preHandler: [registerPerEmail, registerPerIp],
      schema: { tags, body: registerBody, response: { 201: dataEnvelope(registerData), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await auth.register({ db, passwords }, request.body, request.lang);
      return reply.code(201).send({ data: { user: created } });
    },
  );

  app.post(
    '/login',
    {
      preHandler: [
        identifyLogin,
        async (request) => {
          if (!fromKnownBrowser(request)) await loginFailuresPerIp.check(request);
        },
        loginFailuresPerSource.check,
      ],
      onSend: async (request, reply, payload) => {
        if (reply.statusCode === 401) {
          await Promise.all([loginFailuresPerIp.record(request), loginFailuresPerSource.record(request)]);
        }
        return payload;
      },
      schema: { tags, body: loginBody, response: { 200: dataEnvelope(loginData), ...errorResponses } },
    },
    async (request, reply) => {
      const { source, browserId } = loginSources.get(request)!;
      const result = await guardedLogin(
        { db, tokens, passwords, mailer, log: request.log, publicUrl: config.publicUrl },
        request.body,
        requestMeta(request),
        source,
        browserId,
      );
      reply.header('set-cookie', browserCookie(result.browserId, config.publicUrl.startsWith('https:')));
      return { data: result.data };
    },
  );

  app.post(
    '/refresh-token',
    { schema: { tags, body: refreshBody, response: { 200: dataEnvelope(tokenPair), ...errorResponses } } },
    async (request) => {
      // docs/design/product.md §7 sends the refresh token as the bearer; docs/design/contract.md §3 in the body. Both work.
      const token = request.body.refresh_token ?? bearerToken(request);
      if (!token) throw new AppError(401, 'error.tokenInvalid');
      return {
        data: await auditedRefresh(
          { db, tokens, sessions: config.sessions, graceSeconds: config.refreshGraceSeconds },
          token,
          requestMeta(request),
        ),
      };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, body: refreshBody, response: { 200: messageOnly, ...errorResponses } } },
    async (request) => {
      await auditedLogout(
        { db, tokens },
        { bearer: bearerToken(request), refreshToken: request.body.refresh_token ?? null },
        requestMeta(request),
      );
      return { message: translate(request.lang, 'success.loggedOut') };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      onRequest: app.authenticate,
      config: { researcher: true },
      schema: {
        tags,
        description: 'Ends every session of the caller, this one included (docs/security.md, "Sessions").',
        response: { 200: messageOnly, ...errorResponses },
      },
    },
    async (request) => {
      await logoutEverywhere(db, request.auth!.userId, requestMeta(request));
      return { message: translate(request.lang, 'success.loggedOutEverywhere') };
    },
  );

  app.post(
    '/send-password-reset-mail',
    {
      onRequest: mailPerIp,
      preHandler: mailPerEmail,
      schema: { tags, body: resetMailBody, response: { 200: messageOnly, ...errorResponses } },
    },
    async (request) => {
      await auth.sendResetMail(
        { db, mailer, log: request.log, publicUrl: config.publicUrl },
        request.body.email,
        request.lang,
      );
      return { message: translate(request.lang, 'success.resetMailSent') };
    },
  );

  app.post(
    '/password-set',
    {
      schema: {
        tags,
        querystring: passwordSetQuery,
        body: passwordSetBody,
        response: { 200: messageOnly, ...errorResponses },
      },
    },
    async (request) => {
      await auth.setPassword({ db, passwords }, request.query.token, request.body.password);
      return { message: translate(request.lang, 'success.passwordSet') };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      config: { researcher: true },
      schema: { tags, response: { 200: dataEnvelope(user), ...errorResponses } },
    },
    async (request) => ({ data: await toWireUser(db, request.auth!.user) }),
  );
};
