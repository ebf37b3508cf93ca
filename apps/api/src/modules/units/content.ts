// Reads of a course's units: the admin's full view (quizzes with their correct answers) and the content an
// enrolled learner reads (quiz ids and whether the caller passed them, never a correct answer). A fixed number
// of queries whatever the size of the course.
import type { AdminUnit, CourseContent, MediaItem } from '@parcours/shared';
import { roles } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { isContentOpenFor } from '../enrolments/service';
import { mediaFor } from '../media/service';
import { adminQuizzesOf, quizRefs } from '../quizzes/service';
import * as q from './queries';

interface Tree {
  units: q.UnitRow[];
  los: q.LearningObjectRow[];
  sections: q.SectionRow[];
  loMedia: Map<number, MediaItem[]>;
  sectionMedia: Map<number, MediaItem[]>;
}

async function loadTree(db: Database, units: q.UnitRow[]): Promise<Tree> {
  const los = await q.liveLearningObjects(
    db,
    units.map((u) => u.id),
  );
  const sections = await q.sectionsOf(
    db,
    los.map((lo) => lo.id),
  );
  const [loMedia, sectionMedia] = await Promise.all([
    mediaFor(
      db,
      'learning_object',
      los.map((lo) => lo.id),
    ),
    mediaFor(
      db,
      'section',
      sections.map((s) => s.id),
    ),
  ]);
  return { units, los, sections, loMedia, sectionMedia };
}

function shape<Q>(tree: Tree, quizOf: (loId: number) => Q) {
  return tree.units.map((unit) => ({
    id: unit.id,
    course_id: unit.course_id,
    title: unit.title,
    type: unit.type,
    position: unit.position,
    created_at: unit.created_at,
    updated_at: unit.updated_at,
    learning_objects: tree.los
      .filter((lo) => lo.unit_id === unit.id)
      .map((lo) => ({
        id: lo.id,
        title: lo.title,
        type: lo.type,
        summary: lo.summary,
        reading_only: lo.reading_only,
        position: lo.position,
        media: tree.loMedia.get(lo.id) ?? [],
        sections: tree.sections
          .filter((s) => s.learning_object_id === lo.id)
          .map((s) => ({
            id: s.id,
            title: s.title,
            description: s.description,
            duration: s.duration,
            has_quiz: s.has_quiz === 1,
            external_url: s.external_url,
            external_url_title: s.external_url_title,
            position: s.position,
            media: tree.sectionMedia.get(s.id) ?? [],
          })),
        quiz: quizOf(lo.id),
      })),
  }));
}

async function adminView(db: Database, courseId: number, units: q.UnitRow[]): Promise<AdminUnit[]> {
  const tree = await loadTree(db, units);
  const quizzes = await adminQuizzesOf(
    db,
    courseId,
    tree.los.map((lo) => lo.id),
  );
  return shape(tree, (loId) => quizzes.get(loId) ?? null);
}

/** `GET /api/admin/courses/{courseId}/units`: every live unit in the author's order. */
export async function listAdminUnits(db: Database, courseId: number): Promise<AdminUnit[]> {
  if (!(await q.findLiveCourse(db, courseId))) throw new AppError(404, 'error.courseNotFound');
  return adminView(db, courseId, await q.liveUnits(db, courseId));
}

export async function getAdminUnit(db: Database, courseId: number, unitId: number): Promise<AdminUnit> {
  const unit = await q.findLiveUnit(db, courseId, unitId);
  if (!unit) throw new AppError(404, 'error.unitNotFound');
  return (await adminView(db, courseId, [unit]))[0];
}

/**
 * `GET /api/courses/{courseId}/content`: for an admin, or a learner enrolled in the course (403 otherwise). While
 * the course waits for the learner's pretest (docs/design/adaptive.md §2) only the course and its quiz are sent.
 */
export async function courseContent(
  db: Database,
  caller: { userId: number; role: number },
  courseId: number,
): Promise<CourseContent> {
  if (caller.role !== roles.admin && !(await isContentOpenFor(db, caller.userId, courseId))) {
    const course = await q.findLiveCourse(db, courseId);
    if (!course) throw new AppError(404, 'error.courseNotFound');
    const refs = await quizRefs(db, caller.userId, courseId, []);
    return {
      course: { id: course.id, title: course.title },
      quiz: refs.course,
      waits_for_pretest: true,
      units: [],
    };
  }
  return contentTree(db, caller.userId, courseId);
}

/** The course content with the quizzes the user passed, without access checks (the path builder's read). */
export async function contentTree(db: Database, userId: number, courseId: number): Promise<CourseContent> {
  const course = await q.findLiveCourse(db, courseId);
  if (!course) throw new AppError(404, 'error.courseNotFound');
  const tree = await loadTree(db, await q.liveUnits(db, courseId));
  const refs = await quizRefs(
    db,
    userId,
    courseId,
    tree.los.map((lo) => lo.id),
  );
  const units = shape(tree, (loId) => refs.byLearningObject.get(loId) ?? null).map(
    ({ created_at, updated_at, ...unit }) => unit,
  );
  return {
    course: { id: course.id, title: course.title },
    quiz: refs.course,
    waits_for_pretest: false,
    units,
  };
}
