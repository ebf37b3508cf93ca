// HTTP of certificates: issue (idempotent), list one's own, download the PDF, and the public verification.
import {
  certificate,
  certificateCodeParam,
  certificateCourseParam,
  certificateVerification,
  dataEnvelope,
  idParam,
  listEnvelope,
  pageQuery,
  roles,
} from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import * as certificates from './service';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['certificates'];
  const verifyPerIp = app.limiter(
    'certificate-verify-ip',
    config.rateLimits.certificateVerifyPerIp,
    (request) => request.ip,
  );

  app.post(
    '/user/certificates/:courseId',
    {
      onRequest: [app.authenticate, app.requireRole(roles.user)],
      schema: {
        tags,
        description:
          "Issues the certificate of a completed course whose counted post-test (by the course's " +
          'post_test_rule) the learner passed (201), or answers ' +
          'the one already issued (200). 404 for an unknown or deleted course, 403 when not enrolled or not ' +
          'yet earned. pre/post/gain/nlg are those of the quiz timers table at the time of issue; the code ' +
          'is 12 characters of base32 (A-Z, 2-7).',
        params: certificateCourseParam,
        response: { 200: dataEnvelope(certificate), 201: dataEnvelope(certificate), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await certificates.issueCertificate(
        db,
        request.auth!.userId,
        request.params.courseId,
        config.publicUrl,
        app.clock.now(),
      );
      return reply.code(result.created ? 201 : 200).send({ data: result.certificate });
    },
  );

  app.get(
    '/user/certificates',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: "The caller's certificates, latest first.",
        querystring: pageQuery.omit({ search: true }),
        response: { 200: listEnvelope(certificate), ...errorResponses },
      },
    },
    async (request) =>
      certificates.listCertificates(db, request.auth!.userId, request.query, config.publicUrl),
  );

  app.get(
    '/user/certificates/:id/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description:
          "The certificate as a PDF (application/pdf, attachment), in the caller's language; only its owner " +
          'gets it (404 otherwise).',
        params: idParam,
        response: { 200: z.any().describe('The certificate, application/pdf'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await certificates.certificateDocument(
        db,
        request.auth!.userId,
        request.params.id,
        request.lang,
        config.publicUrl,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/certificates/verify/:code',
    {
      onRequest: verifyPerIp,
      schema: {
        tags,
        description:
          'Public: whether a certificate has this code, and for whom and which course. 404 if none.',
        params: certificateCodeParam,
        response: { 200: dataEnvelope(certificateVerification), ...errorResponses },
      },
    },
    async (request) => ({ data: await certificates.verifyCertificate(db, request.params.code) }),
  );
};
