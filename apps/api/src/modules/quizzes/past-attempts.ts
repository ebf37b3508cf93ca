// Closed attempts of the past, stored as submitted at their own times with their answers (the demo seeder's
// simulated learners). What follows a submission in other modules (mastery, what the enrolment counts, the
// reports' figures) is the caller's: `flows/past-attempts.ts`.
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { AttemptAnswersTable, QuizAttemptsTable } from '../../db/schema';
import * as q from './queries';

export interface ClosedAttempt {
  /** The attempt as stored: scored, with its start and submission times. */
  attempt: Insertable<QuizAttemptsTable> & { submitted_at: string };
  /** Its stored answers, without their attempt (set here). */
  answers: Omit<Insertable<AttemptAnswersTable>, 'attempt_id'>[];
}

/** Multi-row inserts of at most this many rows, under both engines' limits on bound parameters. */
const chunk = 400;

/**
 * Stores the attempts and their answers in a few multi-row inserts; their ids in the same order. Give every
 * attempt the same columns: a column one row leaves out is stored as null in a multi-row insert on SQLite.
 */
export async function storeClosedAttempts(
  trx: Database,
  attempts: readonly ClosedAttempt[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < attempts.length; from += chunk)
    ids.push(
      ...(await q.insertAttempts(
        trx,
        attempts.slice(from, from + chunk).map((a) => a.attempt),
      )),
    );
  const answers = attempts.flatMap((a, k) => a.answers.map((x) => ({ ...x, attempt_id: ids[k]! })));
  for (let from = 0; from < answers.length; from += chunk)
    await q.insertAttemptAnswers(trx, answers.slice(from, from + chunk));
  return ids;
}
