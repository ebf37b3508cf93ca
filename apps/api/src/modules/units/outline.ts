// A course's outline (docs/design/architecture.md §7): its live units, learning objects with their sections and
// media, and the quizzes they point at, as every learner reads them: what the content page, the learning path,
// the progress figure and the unit locks are built from. Kept in memory per course with the course's
// structure_version it was read at; a request reads the version with the course, and an outline of another
// version is read again (a change made by any process moves the version, in its transaction).
import type { MediaItem, UnitType } from '@parcours/shared';
import type { Database } from '../../db/database';
import { mediaFor } from '../media/service';
import { type QuizOutlineRef, quizOutline } from '../quizzes/refs';
import * as q from './queries';

export interface Tree {
  units: q.UnitRow[];
  los: q.LearningObjectRow[];
  sections: q.SectionRow[];
  loMedia: Map<number, MediaItem[]>;
  sectionMedia: Map<number, MediaItem[]>;
}

/** The learning objects, sections and media of these units (four queries whatever their number). */
export async function loadTree(db: Database, units: q.UnitRow[]): Promise<Tree> {
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

/** The tree as the wire's units, each learning object with the quiz `quizOf` gives it. */
export function shape<Q>(tree: Tree, quizOf: (loId: number) => Q) {
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

export interface CourseOutline {
  courseId: number;
  version: number;
  /** The course quiz when it has questions. */
  courseQuiz: QuizOutlineRef | null;
  /** Live units in the author's order, their live learning objects in order, each with its quiz. */
  units: Array<Omit<ReturnType<typeof shape<QuizOutlineRef | null>>[number], 'created_at' | 'updated_at'>>;
  /** Every live learning object, in unit then author order. */
  learningObjectIds: number[];
  /** Every quiz of the learning objects (with or without questions) -> its learning object. */
  learningObjectQuizIds: Map<number, number>;
  /** The quiz ids a learner can pass: the course quiz and the learning objects' quizzes with questions. */
  quizIds: number[];
}

async function readOutline(db: Database, courseId: number, version: number): Promise<CourseOutline> {
  const tree = await loadTree(db, await q.liveUnits(db, courseId));
  const quizzes = await quizOutline(
    db,
    courseId,
    tree.los.map((lo) => lo.id),
  );
  const units = shape(tree, (loId) => quizzes.byLearningObject.get(loId) ?? null).map(
    ({ created_at, updated_at, ...unit }) => unit,
  );
  return {
    courseId,
    version,
    courseQuiz: quizzes.course,
    units,
    learningObjectIds: units.flatMap((u) => u.learning_objects.map((lo) => lo.id)),
    learningObjectQuizIds: quizzes.learningObjectQuizIds,
    quizIds: [
      ...(quizzes.course ? [quizzes.course.id] : []),
      ...[...quizzes.byLearningObject.values()].map((r) => r.id),
    ],
  };
}

/**
 * At most this many courses' outlines are kept per database (the least recently read go first). A course's outline
 * is a few kilobytes; with 500, the benchmark's 1,000-course world read half of its content and paths from the
 * database again (docs/performance.md, "Growth").
 */
const outlineCacheSize = 2000;
// Per database: a transaction or a wrapped handle of a database shares its adapter, another database never does.
const caches = new WeakMap<object, Map<number, CourseOutline>>();
function cacheOf(db: Database): Map<number, CourseOutline> {
  const key = db.getExecutor().adapter;
  let cache = caches.get(key);
  if (!cache) {
    cache = new Map();
    caches.set(key, cache);
  }
  return cache;
}

/**
 * The outline of a course at this structure version: from memory when it was read at the same version, else
 * read (eight queries) and kept. Read inside a write transaction it is read from that transaction, never kept:
 * a transaction may see changes not committed yet.
 */
export async function courseOutline(
  db: Database,
  course: { id: number; structure_version: number },
): Promise<CourseOutline> {
  const cache = cacheOf(db);
  const kept = cache.get(course.id);
  if (kept && kept.version === course.structure_version) {
    // Most recently used last, so the first key is the one to drop.
    cache.delete(course.id);
    cache.set(course.id, kept);
    return kept;
  }
  const outline = await readOutline(db, course.id, course.structure_version);
  if (!db.isTransaction) {
    cache.delete(course.id);
    cache.set(course.id, outline);
    while (cache.size > outlineCacheSize) cache.delete(cache.keys().next().value!);
  }
  return outline;
}

/** The learning-path model's units from the outline, with which quizzes the learner passed. */
export function pathUnitsOf(outline: CourseOutline, passedQuizIds: ReadonlySet<number>) {
  return outline.units.map((u) => ({
    id: u.id,
    title: u.title,
    type: u.type as UnitType,
    position: u.position,
    learningObjects: u.learning_objects.map((lo) => ({
      id: lo.id,
      title: lo.title,
      type: lo.type as 'abstract' | 'concrete',
      position: lo.position,
      media: lo.media.map((m) => ({ ...m, kind: m.kind ?? 'document' })),
      quizId: lo.quiz?.id ?? null,
      quizPassed: lo.quiz ? passedQuizIds.has(lo.quiz.id) : false,
    })),
  }));
}
