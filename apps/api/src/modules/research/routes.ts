// HTTP of the research export: a streamed CSV download for admins (codebook: docs/research-export.md).
import { Readable } from 'node:stream';
import { researchExportQuery, roles } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { actorOf } from '../../plugins/audit';
import * as research from './service';

export const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/admin/research-export.csv',
    {
      onRequest: [app.authenticate, app.requireRole(roles.admin)],
      schema: {
        tags: ['research'],
        description:
          'CSV (RFC 4180, UTF-8, header row) with one row per enrolment: pseudonymous learner, course, the ' +
          'four signed learning-style scores, level, pre/post-test, gain, normalized change, time spent, attempts and the ' +
          "learner's latest survey scores. `course_id` narrows it to one course. Streamed; each export is " +
          'recorded in the audit log. Columns: docs/research-export.md.',
        querystring: researchExportQuery,
        response: { 200: z.any().describe('The export, text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, chunks } = await research.startExport(db, actorOf(request), request.query.course_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
};
