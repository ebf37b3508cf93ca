// Payments an admin marks as received (docs/design/product.md §4): the enrolments in paid courses that confirm
// their payments and wait for it, and marking one or several received.
import { z } from 'zod';
import { pageQuery, recordId } from './common';

/** `GET /api/admin/enrolments/awaiting-payment`: newest first, optionally one course's. */
export const awaitingPaymentQuery = pageQuery.extend({ course_id: recordId.optional() });
export type AwaitingPaymentQuery = z.infer<typeof awaitingPaymentQuery>;

export const awaitingPayment = z.object({
  /** The enrolment's id, what marking it paid names. */
  id: z.number(),
  course: z.object({ id: z.number(), title: z.string() }),
  learner: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  /** The final price the learner confirmed when enrolling (the course's price less its discount). */
  price: z.number(),
  enrolled_at: z.string(),
});
export type AwaitingPayment = z.infer<typeof awaitingPayment>;

/** `POST /api/admin/enrolments/mark-paid`: up to 200 enrolments at once. */
export const markPaidBody = z.object({
  enrolment_ids: z
    .array(recordId, { error: 'validation.invalidValue' })
    .min(1, 'validation.selectEnrolment')
    .max(200, 'validation.tooMany'),
});
export type MarkPaidBody = z.infer<typeof markPaidBody>;

/** The enrolments now marked paid; ids that were not waiting (already marked, another course) are left out. */
export const markPaidData = z.object({ marked: z.array(z.number()) });
export type MarkPaidData = z.infer<typeof markPaidData>;
