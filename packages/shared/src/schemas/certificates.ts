// Wire schemas of course certificates: what a learner holds, and what anyone checking a code learns.
import { z } from 'zod';
import { recordId } from './common';

export const certificateCourseParam = z.object({ courseId: recordId });
/** Verification codes are upper-case base32 (A-Z, 2-7); lower case is accepted. */
export const certificateCodeParam = z.object({
  code: z
    .string()
    .trim()
    .max(64)
    .transform((s) => s.toUpperCase()),
});

export const certificate = z.object({
  id: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  code: z.string(),
  /** Frozen when the certificate is issued (the figures of the quiz timers table at that moment). */
  pre_test_percentage: z.number().nullable(),
  post_test_percentage: z.number().nullable(),
  gain: z.number().nullable(),
  nlg: z.number().nullable(),
  issued_at: z.string(),
  /** The public page that confirms the certificate: PUBLIC_URL/verify/{code}. */
  verification_url: z.string(),
  /**
   * Issued before a certificate needed the counted post-test passed, on a failed one (docs/design/adaptive.md
   * §2): kept, and said wherever it is shown.
   */
  counted_posttest_failed: z.boolean(),
});
export type Certificate = z.infer<typeof certificate>;

/** `GET /api/certificates/verify/{code}` (public): only what the certificate itself shows. */
export const certificateVerification = z.object({
  valid: z.boolean(),
  code: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  issued_at: z.string(),
  /** See `certificate.counted_posttest_failed`. */
  counted_posttest_failed: z.boolean(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
