// Rules of certificates: a learner who completed a course and passed the post-test the course counts (its
// post-test rule, docs/design/adaptive.md §2) gets one certificate per course, with a random verification code
// anyone can check; the figures on it (the counted pretest and post-test) are frozen when it is issued.
import crypto from 'node:crypto';
import type { Certificate, CertificateVerification, Language, PaginationMeta } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { learnerCourseFigures } from '../dashboards/service';
import { postTestStandings, requireEnrolment } from '../enrolments/service';
import { certificatePdf } from './pdf';
import * as q from './queries';

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 12 characters of base32: 60 random bits, short enough to type from paper. */
const codeLength = 12;

function newCertificateCode(): string {
  // 256 is a multiple of 32, so taking 5 bits of each byte keeps every character equally likely.
  return [...crypto.randomBytes(codeLength)].map((b) => base32[b & 31]).join('');
}

const notFound = () => new AppError(404, 'error.certificateNotFound');
const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/verify/${code}`;
const nameOf = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();
const num = (v: number | null) => (v === null ? null : Number(v));

function toWire(r: q.CertificateRow, publicUrl: string): Certificate {
  return {
    id: r.id,
    course_id: r.course_id,
    course_title: r.course_title,
    code: r.code,
    pre_test_percentage: num(r.pre_percentage),
    post_test_percentage: num(r.post_percentage),
    gain: num(r.gain),
    nlg: num(r.nlg),
    issued_at: r.issued_at,
    verification_url: verificationUrl(publicUrl, r.code),
    counted_posttest_failed: r.counted_posttest_failed === 1,
  };
}

/**
 * `POST /api/user/certificates/{courseId}`: issues the certificate, or answers the one already issued. 403 until
 * the enrolment is completed and its counted post-test passed (a passed retake the rule does not count earns
 * nothing).
 */
export async function issueCertificate(
  db: Database,
  userId: number,
  courseId: number,
  publicUrl: string,
  now: Date = new Date(),
): Promise<{ certificate: Certificate; created: boolean }> {
  const existing = await q.findForCourse(db, userId, courseId);
  if (existing) return { certificate: toWire(existing, publicUrl), created: false };

  if (!(await q.findLiveCourse(db, courseId))) throw new AppError(404, 'error.courseNotFound');
  const enrolment = await requireEnrolment(db, userId, courseId);
  const standing = (await postTestStandings(db, userId, [courseId], now)).get(courseId);
  if (enrolment.status !== 'completed' || standing?.passed !== true) {
    throw new AppError(403, 'error.certificateNotEarned');
  }
  const figures = await learnerCourseFigures(db, userId, courseId);
  let created = false;
  for (let tries = 0; tries < 5 && !created; tries++) {
    try {
      await q.insertCertificate(db, {
        user_id: userId,
        course_id: courseId,
        code: newCertificateCode(),
        pre_percentage: figures.pre,
        post_percentage: figures.post,
        gain: figures.gain,
        nlg: figures.nlg,
        issued_at: now.toISOString(),
      });
      created = true;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Either a parallel request issued it first (read it below) or the code was taken (draw another).
      if (await q.findForCourse(db, userId, courseId)) break;
    }
  }
  const row = await q.findForCourse(db, userId, courseId);
  if (!row) throw new Error('certificate could not be stored');
  return { certificate: toWire(row, publicUrl), created };
}

export async function listCertificates(
  db: Database,
  userId: number,
  query: { page: number; per_page: number },
  publicUrl: string,
): Promise<{ data: Certificate[]; meta: PaginationMeta }> {
  const { rows, total } = await q.pageOf(db, userId, query.per_page, (query.page - 1) * query.per_page);
  return {
    data: rows.map((r) => toWire(r, publicUrl)),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

/** The owner's certificate as a PDF stream; 404 for anyone else's (its existence is not revealed). */
export async function certificateDocument(
  db: Database,
  userId: number,
  id: number,
  lang: Language,
  publicUrl: string,
) {
  const row = await q.findOwned(db, userId, id);
  if (!row) throw notFound();
  const pdf = await certificatePdf(
    {
      learnerName: nameOf(row),
      courseTitle: row.course_title,
      issuedAt: row.issued_at,
      code: row.code,
      verificationUrl: verificationUrl(publicUrl, row.code),
      pre: num(row.pre_percentage),
      post: num(row.post_percentage),
      gain: num(row.gain),
      nlg: num(row.nlg),
    },
    lang,
  );
  return { pdf, fileName: `parcours-certificate-${row.code}.pdf` };
}

/** `GET /api/certificates/verify/{code}` (public): 404 when no certificate has the code. */
export async function verifyCertificate(db: Database, code: string): Promise<CertificateVerification> {
  if (!/^[A-Z2-7]{1,64}$/.test(code)) throw notFound();
  const row = await q.findByCode(db, code);
  if (!row) throw notFound();
  return {
    valid: true,
    code: row.code,
    learner_name: nameOf(row),
    course_title: row.course_title,
    issued_at: row.issued_at,
    counted_posttest_failed: row.counted_posttest_failed === 1,
  };
}
