// The xAPI outbox's one entry point for other modules: queueStatements(trx, events), called inside the
// transaction that stores the event itself, so a statement exists exactly when its event does.
import crypto from 'node:crypto';
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

export {
  courseCompletedEvent,
  experiencedEvent,
  launchedEvent,
  type QuizAttemptFacts,
  questionnaireEvents,
  quizAttemptEvents,
  surveyEvents,
} from './events';
