// The enrolment's pure rules on course settings, with no database access, so the course mapper can read them.
import { finalPrice, type PostTestRule, postTestRules } from '@parcours/shared';

/** The course's post-test rule (docs/design/adaptive.md §2); `first` for anything unknown. */
export function postTestRuleOf(course: { post_test_rule: string }): PostTestRule {
  return postTestRules.find((rule) => rule === course.post_test_rule) ?? 'first';
}

/**
 * Whether an enrolment waits for an admin to mark its payment received (docs/design/product.md §4): the course
 * costs something, says its payments are confirmed, and this enrolment has no `paid_at` yet.
 */
export function awaitsPayment(
  course: {
    is_paid: number;
    price: number | string;
    discount: number | string;
    payment_confirmation: number;
  },
  enrolment: { paid_at: string | null },
): boolean {
  const price = finalPrice({
    is_paid: course.is_paid,
    price: Number(course.price),
    discount: Number(course.discount),
  });
  return course.payment_confirmation === 1 && price > 0 && enrolment.paid_at === null;
}
