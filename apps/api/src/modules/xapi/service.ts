// The xAPI outbox's one entry point for other modules: queueStatements(trx, events), called inside the
// transaction that stores the event itself, so a statement exists exactly when its event does.
import crypto from 'node:crypto';
import type { AdminXapiStatementsQuery, XapiWaitingStatementList } from '@parcours/shared';
import type { Database } from '../../db/database';
import { xapiRegistrations } from '../enrolments/queries';
import { studyConditions } from '../studies/participation';
import * as q from './queries';
import type { QueuedEvent, XapiEvent } from './statements';

export type { XapiEvent } from './statements';

/**
 * Queues one statement per event and answers their statement ids. The id (a UUID) is decided here, once: the
 * LRS keeps one statement per id, so a statement re-sent after a lost answer is never stored twice.
 */
export async function queueStatements(trx: Database, events: XapiEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const pseudonyms = await q.pseudonymsOf(trx, [...new Set(events.map((e) => e.userId))]);
  // A learner allocated in a study of the course: the statement says under which condition it happened.
  const courseOf = (e: XapiEvent) =>
    e.context?.courseId ?? (e.object.kind === 'course' ? Number(e.object.id) : undefined);
  const pairs = [
    ...new Map(
      events.flatMap((e) => {
        const courseId = courseOf(e);
        return courseId !== undefined ? [[`${e.userId}:${courseId}`, { userId: e.userId, courseId }]] : [];
      }),
    ).values(),
  ];
  const conditions = await studyConditions(trx, pairs);
  // The learner's enrolment in the course: every statement about it carries its registration.
  const registrations = await xapiRegistrations(trx, pairs, () => crypto.randomUUID());
  const now = new Date().toISOString();
  const rows = events.flatMap((event) => {
    const actor = pseudonyms.get(event.userId);
    if (!actor) return [];
    const courseId = courseOf(event);
    const key = `${event.userId}:${courseId}`;
    const condition = courseId !== undefined ? conditions.get(key) : undefined;
    const registration = courseId !== undefined ? registrations.get(key) : undefined;
    const context = {
      ...event.context,
      ...(condition ? { condition } : {}),
      ...(registration ? { registration } : {}),
    };
    const { userId: _, at, ...rest } = Object.keys(context).length ? { ...event, context } : event;
    const queued: QueuedEvent = { ...rest, actor, timestamp: at ?? now };
    return [
      {
        statement_id: crypto.randomUUID(),
        actor,
        payload: JSON.stringify(queued),
        created_at: now,
        next_attempt_at: now,
      },
    ];
  });
  await q.insertStatements(trx, rows);
  return rows.map((r) => r.statement_id);
}

/** `GET /api/admin/xapi/statements`: what waits for the LRS, oldest first, with the LRS's answer to refusals. */
export async function waitingStatements(
  db: Database,
  query: AdminXapiStatementsQuery,
): Promise<XapiWaitingStatementList> {
  const { rows, waiting, refused } = await q.waitingStatements(
    db,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    data: rows.map((r) => {
      const event = JSON.parse(r.payload) as QueuedEvent;
      return {
        id: r.id,
        statement_id: r.statement_id,
        actor: r.actor ?? event.actor,
        verb: event.verb,
        object: `${event.object.kind}/${event.object.id}`,
        created_at: r.created_at,
        attempts: r.attempts,
        next_attempt_at: r.next_attempt_at,
        last_error: r.last_error,
        last_status: r.last_status,
        last_response: r.last_response,
      };
    }),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: waiting,
      counts: { waiting, refused },
    },
  };
}

export {
  courseCompletedEvent,
  experiencedEvent,
  launchedEvent,
  questionnaireEvents,
  quizAttemptEvents,
  surveyEvents,
} from './events';
