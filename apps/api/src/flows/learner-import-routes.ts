// HTTP of the learner import (docs/design/contract.md §5): CSV text checked line by line, then imported with the
// classes it names and an invitation to each learner.
import { importLearnersBody, importLearnersData, translate } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http';
import { actorOf } from '../plugins/audit';
import { importLearners } from './learner-import';

export const learnerImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app;

  app.post(
    '/admin/users/import',
    {
      onRequest: app.guards.adminOnly,
      schema: {
        tags: ['users'],
        description:
          'Learners from CSV text with a header naming first_name, last_name, email and optionally class (its ' +
          'code or name). `dry_run` (default true) lists every line with its problems and writes nothing; the ' +
          'real run imports a file without problems (422 listing them otherwise) and mails each an invitation.',
        body: importLearnersBody,
        response: { 200: z.object({ data: importLearnersData, message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const { dry_run } = request.body;
      const outcome = await importLearners(
        { db, mailer, log: request.log, publicUrl: config.publicUrl },
        actorOf(request),
        request.body,
        request.lang,
      );
      const valid = outcome.lines.filter((l) => l.errors.length === 0).length;
      return {
        data: { dry_run, ...outcome },
        message: dry_run
          ? translate(request.lang, 'success.importChecked', { valid, total: outcome.lines.length })
          : translate(request.lang, 'success.imported', { count: outcome.created }),
      };
    },
  );
};
