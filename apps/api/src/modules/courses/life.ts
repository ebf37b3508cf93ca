// A course's life (docs/design/product.md §4): a draft until it passes the publishing checks, published (the one
// state learners and visitors see), archived (out of the catalogue, its learners keep their history). Also what
// a deletion takes with it and the course's authors (§6). Access is checked by the routes' rules of ./access.
import {
  type CourseAuthor,
  type CourseDeletion,
  type CourseStatus,
  type Language,
  type Publication,
  type PublicationCheck,
  publicationChecks,
  roles,
  translate,
  unitTypes,
  verbalMediaKinds,
  visualMediaKinds,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { type Actor, writeAudit } from '../../plugins/audit';
import { authorRoles } from './access';
import * as lq from './life-queries';
import * as q from './queries';
import { courseNotFound } from './service';

interface Deps {
  db: Database;
  now?: () => Date;
}

const nowOf = (deps: Deps) => (deps.now?.() ?? new Date()).toISOString();

async function liveCourse(db: Database, id: number) {
  const row = await q.findCourse(db, id);
  if (!row) throw courseNotFound();
  return row;
}

/** Each check with what fails it; messages in the caller's language. */
async function runChecks(db: Database, courseId: number) {
  const course = await liveCourse(db, courseId);
  const [questions, levels, withoutQuiz, lackingStyles] = await Promise.all([
    lq.courseQuizQuestionCount(db, courseId),
    lq.unitLevels(db, courseId),
    lq.learningObjectsWithoutQuiz(db, courseId),
    // A course that adapts its media shows visual learners images and videos first and verbal learners texts,
    // documents and audio first (docs/design/adaptive.md §3): each learning object needs both to adapt at all.
    course.adapts_media === 1
      ? lq.learningObjectsLackingStyles(db, courseId, visualMediaKinds, verbalMediaKinds)
      : Promise.resolve([]),
  ]);
  // A course that opens with the pretest may place a learner at any level (docs/design/adaptive.md §2), so each
  // level needs a unit; a course that waives the pretest needs one unit of any level.
  const missingLevels =
    course.content_requires_pretest === 1 && levels.length > 0
      ? unitTypes.filter((t) => !levels.includes(t))
      : [];
  const failing: Record<PublicationCheck, string[] | null> = {
    courseQuiz: questions ? null : [],
    units: levels.length > 0 ? null : [],
    levels: missingLevels.length > 0 ? [...missingLevels] : null,
    learningObjects: withoutQuiz.length > 0 ? withoutQuiz.map((lo) => lo.title) : null,
    mediaStyles: lackingStyles.length > 0 ? lackingStyles.map((lo) => lo.title) : null,
  };
  return { course, failing };
}

/** `GET /api/admin/courses/{id}/publication`: what publishing would check, and what fails. */
export async function publication(deps: Deps, lang: Language, courseId: number): Promise<Publication> {
  const { course, failing } = await runChecks(deps.db, courseId);
  // the media check is listed only for a course that says it adapts its media
  const applicable = publicationChecks.filter((c) => c !== 'mediaStyles' || course.adapts_media === 1);
  const checks = applicable.map((check) => ({
    check,
    passed: failing[check] === null,
    message: translate(lang, `publish.${check}`),
    items: failing[check] ?? [],
  }));
  return { ready: checks.every((c) => c.passed), checks };
}

/** Publishes a draft or an archived course once every check passes; 422 naming the checks that fail. */
export async function publish(deps: Deps, actor: Actor, courseId: number): Promise<void> {
  const { course, failing } = await runChecks(deps.db, courseId);
  if (course.status === 'published') return;
  const failed = publicationChecks.filter((c) => failing[c] !== null);
  if (failed.length > 0) {
    throw new AppError(
      422,
      'error.publishChecksFailed',
      { count: failed.length },
      { errors: Object.fromEntries(failed.map((c) => [c, [`publish.${c}`]])) },
    );
  }
  await setStatus(deps, actor, courseId, 'published', 'course.publish');
}

/** Archives a published course: out of the catalogue and recommendations; enrolled learners keep it. */
export async function archive(deps: Deps, actor: Actor, courseId: number): Promise<void> {
  const course = await liveCourse(deps.db, courseId);
  if (course.status !== 'published') throw new AppError(409, 'error.courseStatusChange');
  await setStatus(deps, actor, courseId, 'archived', 'course.archive');
}

async function setStatus(deps: Deps, actor: Actor, courseId: number, status: CourseStatus, action: string) {
  const now = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    await q.updateCourse(trx, courseId, { status, updated_at: now });
    await writeAudit(trx, {
      actorId: actor.id,
      action,
      targetType: 'course',
      targetId: courseId,
      details: { status },
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}

/** `GET /api/admin/courses/{id}/deletion`: the counts the confirmation names. */
export async function deletion(deps: Deps, courseId: number): Promise<CourseDeletion> {
  await liveCourse(deps.db, courseId);
  const counts = await lq.deletionCounts(deps.db, courseId);
  return { ...counts, deletable: counts.certificates === 0 };
}

/** Refuses to delete a course whose learners hold certificates (they prove something: archive it instead). */
export async function assertDeletable(db: Database, courseId: number): Promise<void> {
  const counts = await lq.deletionCounts(db, courseId);
  if (counts.certificates > 0) throw new AppError(409, 'error.courseHasCertificates');
}

export async function listAuthors(db: Database, courseId: number): Promise<CourseAuthor[]> {
  const course = await liveCourse(db, courseId);
  const rows = await lq.authorsOf(db, courseId, course.created_by);
  return rows.map((r) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    role: r.role,
    is_creator: r.id === course.created_by,
  }));
}

/** Replaces the added authors of a course (instructors and designers; the creator stays an author). */
export async function saveAuthors(
  deps: Deps,
  actor: Actor,
  courseId: number,
  userIds: number[],
): Promise<CourseAuthor[]> {
  const course = await liveCourse(deps.db, courseId);
  const wanted = [...new Set(userIds)].filter((id) => id !== course.created_by);
  const valid = await lq.authorCandidates(
    deps.db,
    wanted,
    authorRoles.filter((r) => r !== roles.admin),
  );
  if (valid.length !== wanted.length) {
    throw new AppError(422, 'error.validation', undefined, { errors: { user_ids: ['error.authorRole'] } });
  }
  await deps.db.transaction().execute(async (trx) => {
    await lq.replaceAuthors(trx, courseId, valid, nowOf(deps));
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'course.authors',
      targetType: 'course',
      targetId: courseId,
      details: { user_ids: valid },
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  return listAuthors(deps.db, courseId);
}
