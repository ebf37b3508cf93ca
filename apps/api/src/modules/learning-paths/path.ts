// A learner's learning path (docs/design/adaptive.md §3) as the API sends it: built on each read by the shared
// buildLearningPath from the course content, the learner's level and latest learning-style result, with mastery,
// progress and the next best step; every reason both as key + params and as text in the caller's language.
import {
  type AdaptiveView,
  buildLearningPath,
  type CourseProgress,
  formatReason,
  type Language,
  type LearningPath,
  type LearningPathWire,
  levelFromStored,
  type MediaItem,
  nextBestStep,
  type PathStep,
  type PathStepWire,
  type Reason,
  type ReasonWire,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import {
  type CourseRules,
  courseQuizFor,
  type EnrolmentRow,
  findEnrolment,
  learnerFacts,
  progressFromFacts,
  requireCourseRules,
} from '../enrolments/service';
import { latestResultsOf } from '../learning-style/service';
import { masteryOfCourse } from '../mastery/service';
import { passedQuizIds } from '../quizzes/refs';
import { pathPolicyFor } from '../studies/participation';
import { courseOutline, pathUnitsOf } from '../units/service';
import { learnerGainsByCourse } from './gains';
import * as q from './queries';
import { enrolledCourse, type Learner } from './service';
import { recordBuiltPath } from './shown';

type PathMedia = MediaItem & { kind: string };

function reasonToWire(lang: Language, r: Reason): ReasonWire {
  return { key: r.key, params: r.params, text: formatReason(lang, r) };
}

function stepToWire(lang: Language, step: PathStep<PathMedia>): PathStepWire {
  const base = { id: step.id, locked: step.locked, reasons: step.reasons.map((r) => reasonToWire(lang, r)) };
  switch (step.kind) {
    case 'overview':
      return { ...base, kind: 'overview' };
    case 'unit':
      return {
        ...base,
        kind: 'unit',
        unit_id: step.unitId,
        title: step.title,
        unit_type: step.unitType,
        role: step.role,
        locked_by: step.lockedBy,
      };
    case 'learning_object':
      return {
        ...base,
        kind: 'learning_object',
        unit_id: step.unitId,
        role: step.role,
        learning_object_id: step.learningObjectId,
        title: step.title,
        learning_object_type: step.learningObjectType,
        media: step.media,
        quiz_id: step.quizId,
        p_known: step.pKnown,
        mastered: step.mastered,
      };
    case 'quiz':
      return {
        ...base,
        kind: 'quiz',
        unit_id: step.unitId,
        role: step.role,
        learning_object_id: step.learningObjectId,
        title: step.title,
        quiz_id: step.quizId,
        passed: step.passed,
      };
    case 'summary':
      return {
        ...base,
        kind: 'summary',
        unit_id: step.unitId,
        role: step.role,
        learning_object_ids: step.learningObjectIds,
      };
  }
}

function pathToWire(
  lang: Language,
  courseId: number,
  path: LearningPath<PathMedia>,
  mastery: ReadonlyMap<number, number>,
  style: LearningPathWire['style'],
  progress: CourseProgress,
  courseQuiz: LearningPathWire['course_quiz'],
): LearningPathWire {
  const next = nextBestStep(path, mastery);
  return {
    course_id: courseId,
    level: path.level,
    sequential: path.sequential,
    style,
    reasons: path.reasons.map((r) => reasonToWire(lang, r)),
    steps: path.steps.map((s) => stepToWire(lang, s)),
    locks: path.steps
      .filter((s) => s.kind === 'unit' && s.locked)
      .map((s) => {
        const unit = s as Extract<PathStep, { kind: 'unit' }>;
        return {
          step_id: unit.id,
          unit_id: unit.unitId,
          locked_by: unit.lockedBy,
          reasons: unit.reasons
            .filter((r) => r.key.startsWith('path.lock.'))
            .map((r) => reasonToWire(lang, r)),
        };
      }),
    progress,
    course_quiz: courseQuiz,
    next_step: next
      ? {
          step_id: next.step.id,
          kind: next.step.kind,
          learning_object_id: next.step.learningObjectId,
          quiz_id: next.step.quizId,
          title: next.step.title,
          reason: reasonToWire(lang, next.reason),
        }
      : null,
  };
}

/**
 * The path of an enrolled learner as the shared model builds it, from the course's outline (kept in memory), the
 * learner's facts and latest learning-style result. Reads only, a fixed number of queries whatever the size of
 * the course.
 */
async function learnerPathModel(db: Database, course: CourseRules, enrolment: EnrolmentRow, now: Date) {
  const userId = enrolment.user_id;
  const [outline, results, study] = await Promise.all([
    courseOutline(db, course),
    latestResultsOf(db, [userId]),
    pathPolicyFor(db, userId, course.id, now),
  ]);
  const facts = await learnerFacts(db, userId, outline);
  const latest = results.get(userId) ?? null;
  const level = levelFromStored(enrolment.level);
  const path = buildLearningPath<PathMedia>({
    course: { isSequential: course.is_sequential === 1 },
    units: pathUnitsOf(outline, facts.passedQuizIds),
    level,
    style: latest?.result ?? null,
    mastery: facts.mastery,
    policy: study.policy,
  });
  const { progress } = progressFromFacts(course, outline, level, facts);
  return { path, mastery: facts.mastery, latest, progress, study };
}

/** Builds the path of an enrolled learner, with the one progress figure. */
async function buildPath(
  db: Database,
  lang: Language,
  course: CourseRules,
  enrolment: EnrolmentRow,
  now: Date,
): Promise<LearningPathWire> {
  const { path, mastery, latest, progress, study } = await learnerPathModel(db, course, enrolment, now);
  // A study keeps what each allocated learner is shown, stored when it changes (docs/design/adaptive.md §10).
  if (study.participantId !== null)
    await recordBuiltPath(db, {
      participantId: study.participantId,
      lastDigest: study.lastDigest ?? null,
      courseId: course.id,
      path,
      styleResultId: latest?.wire.id ?? null,
      now,
    });
  return pathToWire(lang, course.id, path, mastery, latest?.wire ?? null, progress, courseQuizFor(enrolment));
}

/**
 * Whether a learning object sits in a unit locked on the enrolled learner's path, the path `GET .../path` shows:
 * units open one after another only for a sequential learner or course, and a unit opens when the quizzes of
 * the one before are passed (docs/design/adaptive.md §3). Decided from the course's outline (kept in memory) and
 * the quizzes the learner passed: two queries when nothing can be locked, three otherwise. Mastery orders
 * nothing and locks nothing, so it is not read.
 */
export async function isLearningObjectLocked(
  db: Database,
  course: CourseRules,
  enrolment: EnrolmentRow,
  learningObjectId: number,
): Promise<boolean> {
  const [results, study] = await Promise.all([
    latestResultsOf(db, [enrolment.user_id]),
    pathPolicyFor(db, enrolment.user_id, enrolment.course_id, new Date()),
  ]);
  const input = {
    course: { isSequential: course.is_sequential === 1 },
    level: levelFromStored(enrolment.level),
    style: results.get(enrolment.user_id)?.result ?? null,
    policy: study.policy,
  };
  if (!buildLearningPath({ ...input, units: [] }).sequential) return false;
  const outline = await courseOutline(db, course);
  const passed = await passedQuizIds(db, enrolment.user_id, outline.quizIds);
  const path = buildLearningPath({ ...input, units: pathUnitsOf(outline, passed) });
  return path.steps.some(
    (s) => s.kind === 'learning_object' && s.learningObjectId === learningObjectId && s.locked,
  );
}

/** `GET /api/user/courses/{courseId}/path`. */
export async function learnerPath(
  db: Database,
  lang: Language,
  learner: Learner,
  courseId: number,
  now: Date,
): Promise<LearningPathWire> {
  const { course, enrolment } = await enrolledCourse(db, learner, courseId);
  return buildPath(db, lang, course, enrolment, now);
}

/**
 * `GET /api/admin/learners/{userId}/courses/{courseId}/adaptive`: what the learner's path is built from and the
 * path as the learner sees it, in the admin's language. Reads only (the progress it may store is derived).
 */
export async function adaptiveView(
  db: Database,
  lang: Language,
  userId: number,
  courseId: number,
  now: Date,
): Promise<AdaptiveView> {
  const learner = await q.findUser(db, userId);
  if (!learner) throw new AppError(404, 'error.userNotFound');
  const course = await requireCourseRules(db, courseId);
  const enrolment = await findEnrolment(db, userId, courseId);
  if (!enrolment) throw new AppError(404, 'error.learnerNotEnrolled');
  const [path, mastery, gains] = await Promise.all([
    buildPath(db, lang, course, enrolment, now),
    masteryOfCourse(db, course, enrolment),
    learnerGainsByCourse(db, userId, [courseId], now),
  ]);
  return {
    learner: { id: learner.id, first_name: learner.first_name, last_name: learner.last_name },
    course: { id: course.id, title: course.title },
    result: path.style,
    level: path.level,
    path,
    mastery,
    gains: gains.get(courseId)!,
  };
}
