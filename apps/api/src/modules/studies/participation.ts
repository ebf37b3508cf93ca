// The learner's side of a study (docs/design/adaptive.md §10): the consent page's question, the decision
// (accept, decline, read later), withdrawal, the profile's list, the pretest that waits for a decision, the
// allocation decided once when a consenting learner's pretest is recorded, and the condition the path builder
// reads. A learner's condition is never sent to the learner.
import crypto from 'node:crypto';
import type {
  ConsentBody,
  CourseStudy,
  Language,
  LearnerLevel,
  ParticipationStatus,
  PathPolicy,
  UserStudies,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { lockRow } from '../../db/locks';
import { conditionAt } from './allocation';
import * as q from './queries';
import { conditionsOf, studyOrThrow } from './service';

interface Learner {
  userId: number;
}

const isOpenAt = (study: q.StudyRow, now: string) =>
  study.state === 'open' && study.opens_at <= now && study.closes_at > now;

/**
 * What the learner's row says now: a consent given to an older text counts as no decision yet until the learner
 * is allocated. The study's flow classifies its learners by this same rule (dataset.ts).
 */
export function statusOf(
  study: Pick<q.StudyRow, 'consent_version'>,
  p: Pick<q.ParticipantRow, 'status' | 'condition' | 'consent_version'> | undefined,
): ParticipationStatus {
  if (!p) return 'pending';
  if (p.status === 'accepted' && p.condition === null && p.consent_version !== study.consent_version)
    return 'pending';
  return p.status;
}

/** The open study a learner of this course is asked about, or null (none, or already in another of its studies). */
async function studyForLearner(db: Database, userId: number, courseId: number, now: string) {
  const study = await q.openStudyOfCourse(db, courseId, now);
  if (!study) return null;
  if (await q.inOtherStudyOfCourse(db, userId, courseId, study.id)) return null;
  return study;
}

/** `GET /api/courses/{id}/study`: the study the course is in and the learner's decision, never the condition. */
export async function courseStudy(
  db: Database,
  learner: Learner,
  courseId: number,
  lang: Language,
  now: Date,
): Promise<CourseStudy> {
  const study = await studyForLearner(db, learner.userId, courseId, now.toISOString());
  if (!study) return { study: null };
  const p = await q.findParticipant(db, study.id, learner.userId);
  return {
    study: {
      id: study.id,
      title: study.title,
      description: study.description,
      consent_version: study.consent_version,
      consent_text: lang === 'fr' ? study.consent_fr : study.consent_en,
    },
    status: statusOf(study, p),
  };
}

/** The study, open now, that this learner may decide about: enrolled in one of its courses. */
async function decidableStudy(db: Database, learner: Learner, studyId: number, now: string) {
  const study = await studyOrThrow(db, studyId);
  if (!isOpenAt(study, now)) throw new AppError(409, 'error.studyNotOpen');
  const enrolment = await q.enrolmentInStudy(db, studyId, learner.userId);
  if (!enrolment) throw new AppError(403, 'error.notEnrolled');
  if (await q.inOtherStudyOfCourse(db, learner.userId, enrolment.course_id, studyId))
    throw new AppError(409, 'error.studyCourseTaken', { course: enrolment.course_id });
  return { study, enrolment };
}

/**
 * `POST /api/studies/{id}/consent`. The decision must answer the consent text in force (409 otherwise). Read
 * later keeps the question open. Once allocated, the only way out is withdrawal; a withdrawal is final.
 */
export async function decide(
  db: Database,
  learner: Learner,
  studyId: number,
  body: ConsentBody,
  now: Date,
): Promise<{ status: ParticipationStatus }> {
  const at = now.toISOString();
  const { study, enrolment } = await decidableStudy(db, learner, studyId, at);
  if (body.consent_version !== study.consent_version) throw new AppError(409, 'error.consentVersionOld');
  return db.transaction().execute(async (trx) => {
    await q.insertParticipant(trx, {
      study_id: studyId,
      user_id: learner.userId,
      course_id: enrolment.course_id,
      created_at: at,
    });
    const p = (await q.findParticipant(trx, studyId, learner.userId))!;
    if (p.status === 'withdrawn' || p.condition !== null) {
      // Deciding again the same way is harmless; anything else goes through withdrawal.
      if (p.status === 'accepted' && body.decision === 'accept') return { status: 'accepted' as const };
      throw new AppError(409, 'error.studyState', { from: p.status, to: body.decision });
    }
    if (body.decision === 'later') {
      await q.updateParticipant(trx, p.id, { status: 'pending', decided_at: null, consent_version: null });
      return { status: 'pending' as const };
    }
    const status = body.decision === 'accept' ? 'accepted' : 'declined';
    await q.updateParticipant(trx, p.id, { status, consent_version: study.consent_version, decided_at: at });
    return { status };
  });
}

/**
 * `POST /api/studies/{id}/withdraw`: the learner leaves the study at any time; their data leaves every
 * dashboard and package from then on, their allocation stays recorded (never reused), and learning goes on
 * under the study's fallback condition.
 */
export async function withdraw(
  db: Database,
  learner: Learner,
  studyId: number,
  now: Date,
): Promise<{ status: ParticipationStatus }> {
  await studyOrThrow(db, studyId);
  const p = await q.findParticipant(db, studyId, learner.userId);
  if (!p) throw new AppError(404, 'error.notInStudy');
  // Only a learner who agreed to take part can withdraw (docs/studies.md §4: the flow counts a withdrawal as a
  // consent given, then taken back); declining or not deciding already keeps a learner out of the study.
  if (p.status === 'pending' || p.status === 'declined') throw new AppError(409, 'error.notInStudy');
  if (p.status !== 'withdrawn')
    await q.updateParticipant(db, p.id, { status: 'withdrawn', withdrawn_at: now.toISOString() });
  return { status: 'withdrawn' };
}

/** `GET /api/user/studies`: the learner's studies for the profile, with the courses' titles. */
export async function userStudies(db: Database, learner: Learner): Promise<UserStudies> {
  const rows = await q.participationsOf(db, learner.userId);
  const courses = await q.coursesOf(
    db,
    rows.map((r) => r.study_id),
  );
  return {
    items: rows.map((r) => ({
      study_id: r.study_id,
      title: r.title,
      courses: courses.filter((c) => c.study_id === r.study_id).map((c) => c.title),
      status: r.status,
      decided_at: r.status === 'withdrawn' ? r.withdrawn_at : r.decided_at,
    })),
  };
}

/**
 * Before the pretest of a course in an open study: 409 until the learner accepted or declined (read later
 * leaves the pretest waiting). Courses in no study, and learners already in another study of the course, pass.
 */
export async function requireStudyDecision(db: Database, userId: number, courseId: number, now: Date) {
  const study = await studyForLearner(db, userId, courseId, now.toISOString());
  if (!study) return;
  const p = await q.findParticipant(db, study.id, userId);
  if (statusOf(study, p) === 'pending') throw new AppError(409, 'error.consentRequired');
}

/**
 * Allocates a consenting learner when their pretest in a study course is recorded, inside the submission's
 * transaction: the study row is held, the stratum is the pretest level, the place is the next one in the
 * stratum's sequence, and the allocation is written once with its time and the study version in force.
 * Returns the condition, or null when the learner is not to be allocated.
 */
export async function allocateAtPretest(
  trx: Database,
  input: { userId: number; courseId: number; level: LearnerLevel; now: Date },
): Promise<string | null> {
  const at = input.now.toISOString();
  const open = await q.openStudyOfCourse(trx, input.courseId, at);
  if (!open) return null;
  const p = await q.findParticipant(trx, open.id, input.userId);
  if (!p || p.condition !== null || statusOf(open, p) !== 'accepted') return null;
  await lockRow(trx, 'studies', open.id);
  const study = (await q.findStudy(trx, open.id))!;
  const seq = await q.nextSeq(trx, study.id, input.level);
  const condition = conditionAt(study.seed, input.level, seq, conditionsOf(study));
  const done = await q.setAllocation(trx, p.id, {
    condition,
    stratum: input.level,
    allocation_seq: seq,
    allocated_at: at,
    study_version: study.version,
    course_id: input.courseId,
  });
  if (!done) return null;
  if (study.locked_at === null) await q.updateStudy(trx, study.id, { locked_at: at });
  return condition;
}

/**
 * The path policy of a learner in a course: the condition of their allocation while they take part; the
 * study's fallback condition when the course is in an open study and they are not allocated or withdrew; the
 * adaptive path otherwise. `participantId` is set only for an allocated learner still taking part.
 */
export async function pathPolicyFor(
  db: Database,
  userId: number,
  courseId: number,
  now: Date,
): Promise<{ policy: PathPolicy; participantId: number | null; lastDigest?: string | null }> {
  const taking = await takingPartIn(db, userId, courseId);
  if (taking) return taking;
  const fallback = await q.fallbackForCourse(db, courseId, now.toISOString());
  return {
    policy: fallback?.fallback_condition ?? 'adaptive',
    participantId: null,
  };
}

/**
 * The allocation of a learner still taking part in a study of this course, with its condition and the digest of
 * the last path snapshot stored (null before the first), or null: one indexed read, what a surface asks before
 * recording what the learner is shown (docs/design/adaptive.md §10).
 */
export async function takingPartIn(
  db: Database,
  userId: number,
  courseId: number,
): Promise<{ policy: PathPolicy; participantId: number; lastDigest: string | null } | null> {
  const allocation = await q.allocationForCourse(db, userId, courseId);
  if (allocation?.status !== 'accepted') return null;
  return {
    policy: allocation.condition,
    participantId: allocation.id,
    lastDigest: allocation.last_digest ?? null,
  };
}

export interface PathSnapshot {
  participantId: number;
  courseId: number;
  policy: PathPolicy;
  level: LearnerLevel | null;
  styleResultId: number | null;
  steps: { id: string; locked: boolean }[];
  now: Date;
}

/**
 * The stored row of a path snapshot: the steps in order with their locks (`id!` when locked) and the digest of
 * what the learner saw (policy, level, style result used, steps), by which a changed path is told apart.
 */
export function pathSnapshotRow(snapshot: PathSnapshot) {
  const steps = JSON.stringify(snapshot.steps.map((s) => (s.locked ? `${s.id}!` : s.id)));
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify([snapshot.policy, snapshot.level, snapshot.styleResultId, steps]))
    .digest('hex');
  return {
    participant_id: snapshot.participantId,
    course_id: snapshot.courseId,
    policy: snapshot.policy,
    level: snapshot.level,
    style_result_id: snapshot.styleResultId,
    steps,
    digest,
    created_at: snapshot.now.toISOString(),
  };
}

/**
 * Stores a snapshot of the path an allocated learner sees when it differs from the last one stored (policy,
 * level, style result used, steps in order with their locks): no read when the caller has the last digest
 * (`takingPartIn` gives it), a write only on a change. Called through the learning paths' `recordShownPath`, the
 * one builder of what a learner is shown.
 */
export async function recordPathSnapshot(db: Database, snapshot: PathSnapshot, lastDigest: string | null) {
  const row = pathSnapshotRow(snapshot);
  const changed = async (dbOrTrx: Database) =>
    (await q.latestSnapshotDigest(dbOrTrx, snapshot.participantId, snapshot.courseId))?.digest !== row.digest;
  if (lastDigest === row.digest) return false;
  // A change: the pages a learner's progress refreshes ask together, so the participant's row is held and the
  // digest read again before writing, and the change is written once.
  return inTransaction(db, async (trx) => {
    await lockRow(trx, 'study_participants', snapshot.participantId);
    if (!(await changed(trx))) return false;
    await q.insertSnapshot(trx, row);
    return true;
  });
}

/** Runs `work` in the caller's transaction, or in a new one. */
function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Adds a learning object to the exposure log of a learner taking part in a study of its course: the player moved
 * to it, or the learner opened it (docs/studies.md §5). The same object as the last one logged in the course is
 * still on screen (the opening of the object the player shows): not logged again. A learner not taking part
 * costs one indexed read; a participant one more, and a write when the object changed.
 */
export async function recordExposure(
  db: Database,
  input: { userId: number; courseId: number; learningObjectId: number; now: Date },
): Promise<boolean> {
  const taking = await takingPartIn(db, input.userId, input.courseId);
  if (!taking) return false;
  const shownLast = async (dbOrTrx: Database) =>
    (await q.latestExposure(dbOrTrx, taking.participantId, input.courseId))?.learning_object_id ===
    input.learningObjectId;
  if (await shownLast(db)) return false;
  // Held and read again, as a path snapshot is: two requests showing the same object log it once.
  return inTransaction(db, async (trx) => {
    await lockRow(trx, 'study_participants', taking.participantId);
    if (await shownLast(trx)) return false;
    await q.insertExposure(trx, {
      participant_id: taking.participantId,
      course_id: input.courseId,
      learning_object_id: input.learningObjectId,
      opened_at: input.now.toISOString(),
    });
    return true;
  });
}

/** On completing a study course: the delayed post-test's due time, `delayed_posttest_days` later, set once. */
export function scheduleDelayedPosttest(trx: Database, userId: number, courseId: number, completedAt: Date) {
  return q.setDelayedDue(trx, userId, courseId, (days) =>
    new Date(completedAt.getTime() + days * 24 * 3600 * 1000).toISOString(),
  );
}

/**
 * When each of these courses' delayed post-test became or becomes due for the learner (an allocated participant
 * who completed the course, in a study with a delayed post-test), by course; absent where there is none.
 */
export async function delayedPosttestDues(
  db: Database,
  userId: number,
  courseIds: readonly number[],
): Promise<Map<number, string>> {
  if (courseIds.length === 0) return new Map();
  const rows = await q.delayedDues(db, userId, courseIds);
  const dues = new Map<number, string>();
  for (const r of rows) {
    const earlier = dues.get(r.course_id);
    if (!earlier || r.delayed_due_at! < earlier) dues.set(r.course_id, r.delayed_due_at!);
  }
  return dues;
}

/**
 * The study condition of each learner and course among these pairs, for allocated learners still taking part
 * (the xAPI statements carry it as context). One query; keys are `userId:courseId`.
 */
export async function studyConditions(
  db: Database,
  pairs: { userId: number; courseId: number }[],
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const rows = await q.conditionsFor(
    db,
    [...new Set(pairs.map((p) => p.userId))],
    [...new Set(pairs.map((p) => p.courseId))],
  );
  return new Map(rows.map((r) => [`${r.user_id}:${r.course_id}`, r.condition!]));
}
