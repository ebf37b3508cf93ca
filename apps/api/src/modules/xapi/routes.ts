// HTTP of the xAPI outbox for administrators (docs/integrations.md, "xAPI"): the statements still waiting for the
// LRS, with the LRS's own answer to those it refused, so an administrator can tell an outage from a refusal.
import { adminXapiStatementsQuery, xapiWaitingStatementList } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http';
import { waitingStatements } from './service';

export const xapiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['xapi'];
  const adminOnly = app.guards.adminOnly;

  app.get(
    '/admin/xapi/statements',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        description:
          'The xAPI statements not yet accepted by the LRS, oldest first (the order they are sent in): tries, ' +
          'next try, last error and, for a statement the LRS refused, its status and the start (2 KB) of its ' +
          'answer. `meta.counts` holds how many wait and how many of them were refused.',
        querystring: adminXapiStatementsQuery,
        response: { 200: xapiWaitingStatementList, ...errorResponses },
      },
    },
    async (request) => waitingStatements(db, request.query),
  );
};
