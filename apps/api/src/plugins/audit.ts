// The audit trail of administrative actions. Written by services inside the transaction of the action itself,
// so an action and its audit row are stored together or not at all.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface AuditEntry {
  actorId: number | null;
  /** `<domain>.<verb>`, e.g. `user.validate`, `course.create`. */
  action: string;
  targetType?: string | null;
  targetId?: number | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
  /** The request that did it, to find its log lines (docs/security.md, "Audit"). */
  requestId?: string | null;
}

/** Who acts and from where: what a service needs to write an audit row. */
export interface Actor {
  id: number;
  role: number;
  ip: string | null;
  requestId?: string;
}

export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      ip: entry.ip ?? null,
      request_id: entry.requestId ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The authenticated caller as an Actor; call only on routes behind `authenticate`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.auth) throw new Error('actorOf() needs an authenticated route');
  return { id: request.auth.userId, role: request.auth.role, ip: request.ip ?? null, requestId: request.id };
}
