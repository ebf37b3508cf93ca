// GET /api/admin/audit-log: the administrative actions, newest first, with who acted (one joined query).
import { type AuditEntry, type AuditLogQuery, auditLogList, auditLogQuery, roles } from '@parcours/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { errorResponses } from '../../http';

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    const value = JSON.parse(details) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: details };
  }
}

async function listAuditLog(db: Kysely<DB>, query: AuditLogQuery) {
  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('audit_log.action', '=', query.action);
  if (query.actor_id) base = base.where('audit_log.actor_id', '=', query.actor_id);
  if (query.target_type) base = base.where('audit_log.target_type', '=', query.target_type);
  if (query.target_id) base = base.where('audit_log.target_id', '=', query.target_id);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .selectAll('audit_log')
      .select([
        'users.id as actor_user_id',
        'users.first_name as actor_first_name',
        'users.last_name as actor_last_name',
        'users.email as actor_email',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actor:
      r.actor_user_id === null
        ? null
        : {
            id: r.actor_user_id,
            first_name: r.actor_first_name ?? '',
            last_name: r.actor_last_name ?? '',
            email: r.actor_email ?? '',
          },
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id,
    details: parseDetails(r.details),
    ip: r.ip,
    created_at: r.created_at,
  }));
  return { data, meta: { current_page: query.page, per_page: query.per_page, total: Number(count.n) } };
}

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: [app.authenticate, app.requireRole(roles.admin)],
      schema: {
        tags: ['users'],
        description:
          'Administrative actions, newest first: who (actor), what (action, target, details), when, from where ' +
          '(ip). Paginated; optional filters action, actor_id, target_type, target_id.',
        querystring: auditLogQuery,
        response: { 200: auditLogList, ...errorResponses },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};
