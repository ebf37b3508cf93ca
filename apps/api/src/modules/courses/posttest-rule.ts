// Whether a course's post-test rule (docs/design/adaptive.md §2) may change, and the change itself. The rule
// decides which post-test every page, certificate, export and study counts, so it changes only before any
// post-test is counted by it, and a course in a draft or open study takes the study's rule (set in the study).
// The course owns its rule: the course form and the studies module both change it here, and the counted
// post-tests and the studies covering the course are only read (the enrolments and studies modules write them).
import type { PostTestRule } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { courseWithCountedPosttest } from './enrolment-queries';
import * as q from './queries';

/**
 * 409 when these courses may not take `rule`: a course whose learners already have a post-test counted by its
 * current rule, or (unless the change comes from that study, `byStudyId`) a course in a draft or open study.
 */
export async function checkPostTestRuleChange(
  db: Database,
  courseIds: readonly number[],
  rule: PostTestRule,
  byStudyId: number | null,
): Promise<void> {
  const changing = (await q.courseRuleTitles(db, courseIds)).filter((c) => c.post_test_rule !== rule);
  if (changing.length === 0) return;
  const ids = changing.map((c) => c.id);
  const titleOf = (id: number) => changing.find((c) => c.id === id)!.title;
  if (byStudyId === null) {
    const inStudy = await q.courseInDraftOrOpenStudy(db, ids);
    if (inStudy) throw new AppError(409, 'error.postTestRuleOfStudy', { course: titleOf(inStudy.id) });
  }
  const counted = await courseWithCountedPosttest(db, ids);
  if (counted) throw new AppError(409, 'error.postTestRuleInUse', { course: titleOf(counted.course_id) });
}

/** Gives these courses the rule (after `checkPostTestRuleChange`), in the caller's transaction. */
export async function setPostTestRule(db: Database, courseIds: readonly number[], rule: PostTestRule) {
  if (courseIds.length > 0) await q.setPostTestRule(db, courseIds, rule);
}
