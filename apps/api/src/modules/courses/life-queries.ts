// SQL of a course's life: what publishing checks (read from the units and quizzes tables, owned by their modules),
// what a deletion takes with it, and the course's authors. Each reads the whole course in a fixed number of
// queries, whatever its size.
import { mediaKindNames, type RoleValue, type UploadKind } from '@parcours/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

/** Live questions of the course quiz (the first quiz of the course that is not a learning object's). */
export async function courseQuizQuestionCount(db: Db, courseId: number): Promise<number | null> {
  const quiz = await db
    .selectFrom('quizzes')
    .select('id')
    .where('course_id', '=', courseId)
    .where('learning_object_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!quiz) return null;
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('quiz_id', '=', quiz.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The levels of the course's live units, each once. */
export async function unitLevels(db: Db, courseId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('educational_units')
    .select('type')
    .distinct()
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.type);
}

/** The live learning objects of the course's live units (id and title); each check adds its condition. */
function liveLearningObjects(db: Db, courseId: number) {
  return db
    .selectFrom('learning_objects as lo')
    .innerJoin('educational_units as eu', 'eu.id', 'lo.unit_id')
    .select(['lo.id', 'lo.title'])
    .where('eu.course_id', '=', courseId)
    .where('eu.deleted_at', 'is', null)
    .where('lo.deleted_at', 'is', null);
}

/** Live learning objects of live units with no quiz and not marked reading only, in the course's order. */
export function learningObjectsWithoutQuiz(db: Db, courseId: number) {
  return liveLearningObjects(db, courseId)
    .where('lo.reading_only', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('quizzes as q').select('q.id').whereRef('q.learning_object_id', '=', 'lo.id'),
        ),
      ),
    )
    .orderBy('eu.position')
    .orderBy('eu.id')
    .orderBy('lo.position')
    .orderBy('lo.id')
    .execute();
}

/**
 * Live learning objects of live units lacking a medium of the visual kinds or of the verbal kinds among their own
 * media (the ones the path orders by input style), in the course's order.
 */
export function learningObjectsLackingStyles(
  db: Db,
  courseId: number,
  visualKinds: readonly string[],
  verbalKinds: readonly string[],
) {
  return liveLearningObjects(db, courseId)
    .where((eb) => {
      // only uploaded kinds are stored in `media.kind` (a text is a section, not a medium)
      const stored = (kinds: readonly string[]) =>
        mediaKindNames.filter((k): k is UploadKind => kinds.includes(k));
      const hasMedia = (kinds: readonly string[]) =>
        eb.exists(
          eb
            .selectFrom('media as m')
            .select('m.id')
            .where('m.model_type', '=', 'learning_object')
            .whereRef('m.model_id', '=', 'lo.id')
            .where('m.kind', 'in', stored(kinds)),
        );
      return eb.or([eb.not(hasMedia(visualKinds)), eb.not(hasMedia(verbalKinds))]);
    })
    .orderBy('eu.position')
    .orderBy('eu.id')
    .orderBy('lo.position')
    .orderBy('lo.id')
    .execute();
}

/** What deleting a course takes with it, in one statement. */
export async function deletionCounts(db: Db, courseId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('educational_units')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .where('deleted_at', 'is', null)
        .as('units'),
      eb
        .selectFrom('quizzes as q')
        .leftJoin('learning_objects as lo', 'lo.id', 'q.learning_object_id')
        .leftJoin('educational_units as eu', 'eu.id', 'lo.unit_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where((e) => e.or([e('q.course_id', '=', courseId), e('eu.course_id', '=', courseId)]))
        .as('quizzes'),
      eb
        .selectFrom('enrolments')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .as('enrolments'),
      eb
        .selectFrom('quiz_attempts')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .as('attempts'),
      eb
        .selectFrom('certificates')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .as('certificates'),
    ])
    .executeTakeFirstOrThrow();
  return {
    units: Number(row.units ?? 0),
    quizzes: Number(row.quizzes ?? 0),
    enrolments: Number(row.enrolments ?? 0),
    attempts: Number(row.attempts ?? 0),
    certificates: Number(row.certificates ?? 0),
  };
}

/** The course's creator and added authors, by name. */
export function authorsOf(db: Db, courseId: number, createdBy: number | null) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.role'])
    .where((eb) =>
      eb.or([
        ...(createdBy === null ? [] : [eb('users.id', '=', createdBy)]),
        eb.exists(
          eb
            .selectFrom('course_authors as ca')
            .select('ca.user_id')
            .where('ca.course_id', '=', courseId)
            .whereRef('ca.user_id', '=', 'users.id'),
        ),
      ]),
    )
    .where('users.deleted_at', 'is', null)
    .orderBy('users.last_name')
    .orderBy('users.id')
    .execute();
}

/** Among these ids, the live instructors and designers. */
export async function authorCandidates(
  db: Db,
  userIds: number[],
  authorRoles: readonly RoleValue[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('role', 'in', authorRoles)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

export async function replaceAuthors(db: Db, courseId: number, userIds: number[], now: string) {
  await db.deleteFrom('course_authors').where('course_id', '=', courseId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('course_authors')
    .values(userIds.map((user_id) => ({ course_id: courseId, user_id, added_at: now })))
    .execute();
}
