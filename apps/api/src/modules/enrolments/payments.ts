// Payments an admin marks received (docs/design/product.md §4). A paid course that confirms its payments keeps
// each new learner's content closed (`awaitsPayment`) until an admin marks the enrolment paid here, from the
// list of enrolments awaiting payment; the learner is then written to, and the marking is in the audit log.
import {
  type AwaitingPayment,
  type AwaitingPaymentQuery,
  finalPrice,
  type PaginationMeta,
} from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { type Actor, writeAudit } from '../../plugins/audit';
import { type Mailer, sendTemplate } from '../../plugins/mail';
import * as pq from './payment-queries';

export interface PaymentDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
}

/** `GET /api/admin/enrolments/awaiting-payment`: newest first, one course's when asked. */
export async function listAwaitingPayment(
  db: Database,
  query: AwaitingPaymentQuery,
): Promise<{ data: AwaitingPayment[]; meta: PaginationMeta }> {
  const { rows, total } = await pq.listAwaiting(db, {
    courseId: query.course_id,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map((r) => ({
      id: r.id,
      course: { id: r.course_id, title: r.course_title },
      learner: { id: r.user_id, first_name: r.first_name, last_name: r.last_name, email: r.email },
      price: finalPrice({ is_paid: r.is_paid, price: Number(r.price), discount: Number(r.discount) }),
      enrolled_at: r.enrolled_at,
    })),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

/**
 * `POST /api/admin/enrolments/mark-paid`: marks the waiting enrolments among `ids` paid in one transaction with
 * one audit entry, then writes to each learner in their language (a mail failure does not undo the marking).
 */
export async function markPaymentsReceived(
  deps: PaymentDeps,
  actor: Actor,
  ids: number[],
): Promise<number[]> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const marked = await deps.db.transaction().execute(async (trx) => {
    const rows = await pq.markPaid(trx, [...new Set(ids)], now);
    if (rows.length > 0) {
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'enrolment.paid',
        targetType: 'enrolment',
        targetId: rows.length === 1 ? rows[0]!.id : null,
        details: {
          enrolment_ids: rows.map((r) => r.id),
          course_ids: [...new Set(rows.map((r) => r.course_id))],
        },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    }
    return rows;
  });
  for (const row of marked) {
    await sendTemplate(deps.mailer, deps.log, 'paymentReceived', row.language, row.email, {
      name: row.first_name,
      email: row.email,
      course: row.course_title,
      link: `${deps.publicUrl}/dashboard/student/courses/${row.course_id}`,
    });
  }
  return marked.map((r) => r.id).sort((a, b) => a - b);
}
