// The enrolment's pure rules on course settings, with no database access, so the course mapper can read them.
import { type PostTestRule, postTestRules } from '@parcours/shared';

/** The course's post-test rule (docs/design/adaptive.md §2); `first` for anything unknown. */
export function postTestRuleOf(course: { post_test_rule: string }): PostTestRule {
  return postTestRules.find((rule) => rule === course.post_test_rule) ?? 'first';
}
