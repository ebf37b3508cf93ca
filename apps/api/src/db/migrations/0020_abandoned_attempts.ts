// Attempts never submitted (left open past their time limit, or left open as the pretest when the post-test
// started) were closed as expired with late = 1 and a submission time they never had. They are expired without
// either (docs/design/adaptive.md §2): this clears both on the rows stored before. An attempt never submitted is
// an expired one without any stored answer, since a submission, late or not, stores one answer per question.
// Nothing a report reads changes: attempts are counted by their status, not by their submission time.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

/** Clears the late flag and the submission time of every expired attempt without answers; the rows changed. */
export async function clearAbandonedSubmissions(db: AnyDb): Promise<number> {
  const result = await db
    .updateTable('quiz_attempts')
    .set({ late: 0, submitted_at: null })
    .where('status', '=', 'expired')
    .where(sql<boolean>`not exists (select 1 from attempt_answers aa where aa.attempt_id = quiz_attempts.id)`)
    .where((eb) => eb.or([eb('late', '=', 1), eb('submitted_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function abandonedAttempts() {
  return {
    async up(db: AnyDb) {
      const changed = await clearAbandonedSubmissions(db);
      // The operator reads what the repair changed in the start-up log.
      if (changed > 0) {
        process.stdout.write(
          `migration 0020_abandoned_attempts: attempts never submitted cleared of late and submitted_at: ${changed}\n`,
        );
      }
    },
  };
}
