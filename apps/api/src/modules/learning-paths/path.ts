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
  type MediaItem,
  nextBestStep,
  type PathStep,
  type PathStepWire,
  type Reason,
  type ReasonWire,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { courseQuizFor, findEnrolment, progressOf } from '../enrolments/service';
import { latestResultsOf } from '../learning-style/service';
import { pathPolicyFor, recordPathSnapshot } from '../studies/participation';
import { contentTree } from '../units/service';
import { learnerGainsByCourse } from './gains';
import * as q from './queries';
import {
  asLevel,
  courseNotFound,
  enrolledCourse,
  type Learner,
  masteryMap,
  masteryOfCourse,
} from './service';

type PathMedia = MediaItem & { kind: string };

export function reasonToWire(lang: Language, r: Reason): ReasonWire {
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

type StyleResults = Awaited<ReturnType<typeof latestResultsOf>>;

/** A course's content as the path model reads it (its units, learning objects, media and quizzes). */
export function pathUnits(content: Awaited<ReturnType<typeof contentTree>>) {
  return content.units.map((u) => ({
    id: u.id,
    title: u.title,
    type: u.type,
    position: u.position,
    learningObjects: u.learning_objects.map((lo) => ({
      id: lo.id,
      title: lo.title,
      type: lo.type as 'abstract' | 'concrete',
      position: lo.position,
      media: lo.media.map((m): PathMedia => ({ ...m, kind: m.kind ?? 'document' })),
      quizId: lo.quiz?.id ?? null,
      quizPassed: lo.quiz?.is_passed ?? false,
    })),
  }));
}

/**
 * The path of an enrolled learner as the shared model builds it, with the mastery and the learning-style result
 * it was built from. Reads only, a fixed number of queries whatever the size of the course.
 */
async function learnerPathModel(
  db: Database,
  course: q.LiveCourse,
  enrolment: q.EnrolmentRow,
  styleResults?: StyleResults,
) {
  const userId = enrolment.user_id;
  const [content, results, study] = await Promise.all([
    contentTree(db, userId, course.id),
    styleResults ?? latestResultsOf(db, [userId]),
    pathPolicyFor(db, userId, course.id, new Date()),
  ]);
  const loIds = content.units.flatMap((u) => u.learning_objects.map((lo) => lo.id));
  const mastery = masteryMap(await q.masteryRows(db, userId, loIds));
  const latest = results.get(userId) ?? null;
  const path = buildLearningPath<PathMedia>({
    course: { isSequential: course.is_sequential === 1 },
    units: pathUnits(content),
    level: asLevel(enrolment.level),
    style: latest?.result ?? null,
    mastery,
    policy: study.policy,
  });
  return { path, mastery, latest, participantId: study.participantId };
}

/** Builds the path of an enrolled learner, with the one progress figure (stored again when it moved). */
async function buildPath(
  db: Database,
  lang: Language,
  course: q.LiveCourse,
  enrolment: q.EnrolmentRow,
): Promise<LearningPathWire> {
  const [{ path, mastery, latest, participantId }, progress] = await Promise.all([
    learnerPathModel(db, course, enrolment),
    progressOf(db, enrolment, course),
  ]);
  // A study keeps the path each allocated learner saw, stored when it changes (docs/design/adaptive.md §10).
  if (participantId !== null)
    await recordPathSnapshot(db, {
      participantId,
      courseId: course.id,
      policy: path.policy,
      level: path.level,
      styleResultId:
        path.policy === 'adaptive' || path.policy === 'style_mismatched' ? (latest?.wire.id ?? null) : null,
      steps: path.steps,
      now: new Date(),
    });
  return pathToWire(lang, course.id, path, mastery, latest?.wire ?? null, progress, courseQuizFor(enrolment));
}

/**
 * Whether a learning object sits in a unit locked on the enrolled learner's path, the path `GET .../path` shows:
 * units open one after another only for a sequential learner or course. Reads only: two queries when nothing
 * can be locked, the path's fixed number otherwise.
 */
export async function isLearningObjectLocked(
  db: Database,
  enrolment: q.EnrolmentRow,
  learningObjectId: number,
): Promise<boolean> {
  const [course, results, study] = await Promise.all([
    q.findLiveCourse(db, enrolment.course_id),
    latestResultsOf(db, [enrolment.user_id]),
    pathPolicyFor(db, enrolment.user_id, enrolment.course_id, new Date()),
  ]);
  if (!course) throw courseNotFound();
  const withoutUnits = buildLearningPath({
    course: { isSequential: course.is_sequential === 1 },
    units: [],
    level: asLevel(enrolment.level),
    style: results.get(enrolment.user_id)?.result ?? null,
    policy: study.policy,
  });
  if (!withoutUnits.sequential) return false;
  const { path } = await learnerPathModel(db, course, enrolment, results);
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
): Promise<LearningPathWire> {
  const { course, enrolment } = await enrolledCourse(db, learner, courseId);
  return buildPath(db, lang, course, enrolment);
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
): Promise<AdaptiveView> {
  const learner = await q.findUser(db, userId);
  if (!learner) throw new AppError(404, 'error.userNotFound');
  const course = await q.findLiveCourse(db, courseId);
  if (!course) throw courseNotFound();
  const enrolment = await findEnrolment(db, userId, courseId);
  if (!enrolment) throw new AppError(404, 'error.learnerNotEnrolled');
  const [path, mastery, gains] = await Promise.all([
    buildPath(db, lang, course, enrolment),
    masteryOfCourse(db, course, enrolment),
    learnerGainsByCourse(db, userId, [courseId]),
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
