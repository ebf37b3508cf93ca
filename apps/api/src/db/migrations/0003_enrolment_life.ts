// The enrolment's life (docs/design/adaptive.md §2 and §4): three course settings, the record of learning
// objects a learner opened (progress counts objects without a quiz when opened), and a repair of existing data
// under the new rules: attempts closed after their time limit become `expired` and never count; each
// enrolment's pretest is its first submitted, non-expired course-quiz attempt before completion, its post-test
// the first after completion, and its level follows that pretest. It logs what it changed.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

/** Thresholds of docs/design/adaptive.md §2, written here so a later change of the rule never rewrites history. */
function levelOf(percentage: number): string {
  if (percentage < 40) return 'basic';
  if (percentage < 70) return 'intermediate';
  return 'advanced';
}

export interface RepairReport {
  expired: number;
  retagged: number;
  pretests: number;
  posttests: number;
  levels: number;
}

interface AttemptRow {
  id: number;
  user_id: number;
  course_id: number;
  kind: string;
  status: string;
  percentage: number | null;
  submitted_at: string | null;
}

/** Applies the new rules to the attempts and enrolments already stored; returns how many rows changed. */
export async function repairMeasurements(db: AnyDb): Promise<RepairReport> {
  const report: RepairReport = { expired: 0, retagged: 0, pretests: 0, posttests: 0, levels: 0 };
  // Every late closing was an attempt left open past its limit plus the grace: expired, never pre or post.
  const expired = await db
    .updateTable('quiz_attempts')
    .set({ status: 'expired' })
    .where('late', '=', 1)
    .where('status', 'in', ['passed', 'failed'])
    .executeTakeFirst();
  report.expired = Number(expired.numUpdatedRows);
  // Those closed by the server without answers have no score: 0 % was never the learner's.
  await db
    .updateTable('quiz_attempts')
    .set({ score: null, percentage: null })
    .where('status', '=', 'expired')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('attempt_answers').select('id').whereRef('attempt_id', '=', 'quiz_attempts.id'))),
    )
    .execute();

  const enrolments: {
    id: number;
    user_id: number;
    course_id: number;
    status: string;
    level: string | null;
    completed_at: string | null;
    pretest_attempt_id: number | null;
    posttest_attempt_id: number | null;
  }[] = await db
    .selectFrom('enrolments')
    .select([
      'id',
      'user_id',
      'course_id',
      'status',
      'level',
      'completed_at',
      'pretest_attempt_id',
      'posttest_attempt_id',
    ])
    .execute();
  if (enrolments.length === 0) return report;
  const attempts: AttemptRow[] = await db
    .selectFrom('quiz_attempts')
    .select(['id', 'user_id', 'course_id', 'kind', 'status', 'percentage', 'submitted_at'])
    .where('learning_object_id', 'is', null)
    .where('status', 'in', ['passed', 'failed'])
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
  const byPair = new Map<string, AttemptRow[]>();
  for (const a of attempts) {
    const key = `${a.user_id}:${a.course_id}`;
    byPair.set(key, [...(byPair.get(key) ?? []), a]);
  }
  for (const e of enrolments) {
    const own = byPair.get(`${e.user_id}:${e.course_id}`) ?? [];
    const completedAt = e.status === 'completed' ? e.completed_at : null;
    const after = (a: AttemptRow) => completedAt !== null && (a.submitted_at ?? '') >= completedAt;
    // A course-quiz attempt submitted after completion is a post-test, whatever it was tagged when started.
    for (const a of own) {
      const kind = after(a) ? 'posttest' : 'pretest';
      if (a.kind !== kind) {
        await db.updateTable('quiz_attempts').set({ kind }).where('id', '=', a.id).execute();
        report.retagged++;
      }
    }
    const pre = own.find((a) => !after(a)) ?? null;
    const post = own.find(after) ?? null;
    const level = pre?.percentage != null ? levelOf(Number(pre.percentage)) : null;
    const changes: Record<string, unknown> = {};
    if ((pre?.id ?? null) !== e.pretest_attempt_id) {
      changes.pretest_attempt_id = pre?.id ?? null;
      report.pretests++;
    }
    if ((post?.id ?? null) !== e.posttest_attempt_id) {
      changes.posttest_attempt_id = post?.id ?? null;
      report.posttests++;
    }
    if (level !== e.level) {
      changes.level = level;
      report.levels++;
    }
    if (Object.keys(changes).length > 0) {
      await db.updateTable('enrolments').set(changes).where('id', '=', e.id).execute();
    }
  }
  return report;
}

export function enrolmentLife() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('courses')
        .addColumn('content_requires_pretest', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('courses')
        .addColumn('completion_requires_quizzes', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('courses')
        .addColumn('post_test_rule', 'text', (c) => c.notNull().defaultTo('first')) // first | best | latest
        .execute();

      await db.schema
        .createTable('learning_object_opens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('learning_object_id', 'integer', (c) =>
          c.notNull().references('learning_objects.id').onDelete('cascade'),
        )
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('learning_object_opens_pk', ['user_id', 'learning_object_id'])
        .execute();

      const report = await repairMeasurements(db);
      // The operator reads what the repair changed in the start-up log.
      const lines = [
        `attempts closed as expired: ${report.expired}`,
        `course-quiz attempts re-tagged as pretest or post-test: ${report.retagged}`,
        `enrolments whose pretest changed: ${report.pretests}`,
        `enrolments whose post-test changed: ${report.posttests}`,
        `enrolments whose level changed: ${report.levels}`,
      ];
      if (Object.values(report).some((n) => n > 0)) {
        for (const line of lines) process.stdout.write(`migration 0003_enrolment_life: ${line}\n`);
      }
    },
  };
}
