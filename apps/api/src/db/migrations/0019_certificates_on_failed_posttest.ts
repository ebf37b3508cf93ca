// Certificates issued on a failed counted post-test (docs/design/adaptive.md §2). Before, any passed post-test
// earned the certificate, so a learner whose counted post-test failed (under `first`, a failed first post-test
// followed by a passed retake) could hold one. They are kept, as learners and verifiers hold their codes, and
// marked: the learner's list and the public verification say so. The migration counts them in its output.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function certificatesOnFailedPosttest(log: (line: string) => void = console.warn) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('certificates')
        .addColumn('counted_posttest_failed', 'integer', (c) =>
          c.notNull().defaultTo(0).check(sql`counted_posttest_failed in (0, 1)`),
        )
        .execute();
      const n = await markCertificatesOnFailedPosttest(db);
      if (n > 0)
        log(
          `0019_certificates_on_failed_posttest: ${n} certificate(s) issued on a failed counted post-test ` +
            'are kept and marked (counted_posttest_failed = 1).',
        );
    },
  };
}

/** Marks every certificate whose enrolment's counted post-test is not a passed one; answers how many. */
export async function markCertificatesOnFailedPosttest(db: AnyDb): Promise<number> {
  const marked = await sql`
    update certificates set counted_posttest_failed = 1
    where counted_posttest_failed = 0 and not exists (
      select 1 from enrolments e
      join quiz_attempts a on a.id = e.posttest_attempt_id
      where e.user_id = certificates.user_id and e.course_id = certificates.course_id
        and a.status = 'passed'
    )`.execute(db);
  return Number(marked.numAffectedRows ?? 0);
}
