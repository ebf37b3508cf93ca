// SQL of studies: the study and its versions and courses, participants (consent and allocation), and path
// snapshots. Lists and counts are grouped in SQL, one query for all studies or conditions, never one per row.
import type { LearnerLevel, PathPolicy, StudyState } from '@parcours/shared';
import { type Kysely, type NotNull, type Selectable, sql } from 'kysely';
import type { DB, StudiesTable, StudyParticipantsTable } from '../../db/schema';

type Db = Kysely<DB>;
export type StudyRow = Selectable<StudiesTable>;
export type ParticipantRow = Selectable<StudyParticipantsTable>;

export function findStudy(db: Db, id: number) {
  return db.selectFrom('studies').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStudies(db: Db) {
  return db.selectFrom('studies').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function insertStudy(db: Db, row: Omit<StudyRow, 'id' | 'state' | 'version' | 'locked_at'>) {
  const { id } = await db.insertInto('studies').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateStudy(db: Db, id: number, values: Partial<Omit<StudyRow, 'id'>>) {
  return db.updateTable('studies').set(values).where('id', '=', id).execute();
}

/** The state change when the study is still in `from`; false when another call changed it first. */
export async function setState(db: Db, id: number, from: StudyState[], to: StudyState, now: string) {
  const result = await db
    .updateTable('studies')
    .set({ state: to, updated_at: now })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setCourses(db: Db, studyId: number, courseIds: number[]) {
  await db.deleteFrom('study_courses').where('study_id', '=', studyId).execute();
  if (courseIds.length > 0)
    await db
      .insertInto('study_courses')
      .values(courseIds.map((course_id) => ({ study_id: studyId, course_id })))
      .execute();
}

/** The courses of the studies, with their titles, in id order. */
export function coursesOf(db: Db, studyIds: number[]) {
  if (studyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('study_courses as sc')
    .innerJoin('courses as c', 'c.id', 'sc.course_id')
    .select(['sc.study_id', 'c.id', 'c.title'])
    .where('sc.study_id', 'in', studyIds)
    .orderBy('c.id')
    .execute();
}

/**
 * The courses a study may cover (the rule is `studyCourseRule` in service.ts): live courses, only published ones
 * when `publishedOnly` except those in `keep`, each with the id of another draft or open study covering it
 * (`taken_by`, null when none). Limited to `courseIds` when given; sorted by title.
 */
export function studyCourseRows(
  db: Db,
  opts: { courseIds?: number[]; exceptStudyId: number | null; publishedOnly: boolean; keep: number[] },
) {
  let query = db
    .selectFrom('courses as c')
    .select((eb) => {
      let taken = eb
        .selectFrom('study_courses as sc')
        .innerJoin('studies as s', 's.id', 'sc.study_id')
        .select((x) => x.fn.min<number | null>('s.id').as('taken'))
        .whereRef('sc.course_id', '=', 'c.id')
        .where('s.state', 'in', ['draft', 'open']);
      if (opts.exceptStudyId !== null) taken = taken.where('s.id', '<>', opts.exceptStudyId);
      return ['c.id', 'c.title', taken.as('taken_by')];
    })
    .where('c.deleted_at', 'is', null);
  if (opts.courseIds) query = query.where('c.id', 'in', opts.courseIds);
  if (opts.publishedOnly)
    query = query.where((eb) =>
      opts.keep.length > 0
        ? eb.or([eb('c.status', '=', 'published'), eb('c.id', 'in', opts.keep)])
        : eb('c.status', '=', 'published'),
    );
  return query.orderBy('c.title').orderBy('c.id').limit(1000).execute();
}

/** Allocated learners per study, those who withdrew since included: the flow's "randomised" (docs/studies.md §4). */
export function allocatedCounts(db: Db, studyIds: number[]) {
  if (studyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('study_participants')
    .select(['study_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('study_id', 'in', studyIds)
    .where('condition', 'is not', null)
    .groupBy('study_id')
    .execute();
}

/**
 * The study's participation rows grouped by what the flow tells apart (docs/studies.md §4): status, consent
 * version and condition (null until allocated). A handful of groups whatever the number of learners.
 */
export function decisionGroups(db: Db, studyId: number) {
  return db
    .selectFrom('study_participants')
    .select(['status', 'consent_version', 'condition', (eb) => eb.fn.countAll<number>().as('n')])
    .where('study_id', '=', studyId)
    .groupBy(['status', 'consent_version', 'condition'])
    .execute();
}

/** Learners enrolled in one of the study's courses who have no participation row yet: never asked or answered. */
export async function enrolledWithoutDecision(db: Db, studyId: number) {
  const row = await db
    .selectFrom('enrolments as e')
    .innerJoin('study_courses as sc', 'sc.course_id', 'e.course_id')
    .select(sql<number>`count(distinct e.user_id)`.as('n'))
    .where('sc.study_id', '=', studyId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('study_participants as p')
            .select('p.id')
            .where('p.study_id', '=', studyId)
            .whereRef('p.user_id', '=', 'e.user_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Every allocation of the study, withdrawn learners included: condition, stratum and whether the learner has
 * withdrawn since. Only what the allocation recorded; nothing a withdrawn learner did is read here.
 */
export function allocationsOf(db: Db, studyId: number) {
  return (
    db
      .selectFrom('study_participants')
      .select(['user_id', 'condition', 'stratum', 'status'])
      .where('study_id', '=', studyId)
      .where('condition', 'is not', null)
      // the allocation writes condition and stratum together
      .$narrowType<{ condition: NotNull; stratum: NotNull }>()
      .orderBy('allocated_at')
      .orderBy('id')
      .execute()
  );
}

export function insertVersion(
  db: Db,
  row: {
    study_id: number;
    version: number;
    consent_version: number;
    settings: string;
    created_by: number | null;
    created_at: string;
  },
) {
  return db.insertInto('study_versions').values(row).execute();
}

export function updateVersionSettings(
  db: Db,
  studyId: number,
  version: number,
  settings: string,
  consent: number,
) {
  return db
    .updateTable('study_versions')
    .set({ settings, consent_version: consent })
    .where('study_id', '=', studyId)
    .where('version', '=', version)
    .execute();
}

export function versionsOf(db: Db, studyId: number) {
  return db
    .selectFrom('study_versions')
    .select(['version', 'consent_version', 'settings', 'created_at'])
    .where('study_id', '=', studyId)
    .orderBy('version')
    .execute();
}

/** The open study covering a course at `now` (a course is in at most one draft or open study). */
export function openStudyOfCourse(db: Db, courseId: number, now: string) {
  return db
    .selectFrom('studies as s')
    .innerJoin('study_courses as sc', 'sc.study_id', 's.id')
    .selectAll('s')
    .where('sc.course_id', '=', courseId)
    .where('s.state', '=', 'open')
    .where('s.opens_at', '<=', now)
    .where('s.closes_at', '>', now)
    .orderBy('s.id')
    .executeTakeFirst();
}

/** Whether the learner took part (accepted, allocated or not) in another study covering this course. */
export async function inOtherStudyOfCourse(db: Db, userId: number, courseId: number, studyId: number) {
  const row = await db
    .selectFrom('study_participants as p')
    .innerJoin('study_courses as sc', 'sc.study_id', 'p.study_id')
    .select('p.id')
    .where('p.user_id', '=', userId)
    .where('sc.course_id', '=', courseId)
    .where('p.study_id', '<>', studyId)
    .where('p.status', 'in', ['accepted', 'withdrawn'])
    .executeTakeFirst();
  return row !== undefined;
}

export function findParticipant(db: Db, studyId: number, userId: number) {
  return db
    .selectFrom('study_participants')
    .selectAll()
    .where('study_id', '=', studyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The learner's earliest live enrolment among the study's courses. */
export function enrolmentInStudy(db: Db, studyId: number, userId: number) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('study_courses as sc', 'sc.course_id', 'e.course_id')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select(['e.course_id', 'e.pretest_attempt_id'])
    .where('sc.study_id', '=', studyId)
    .where('e.user_id', '=', userId)
    .where('c.deleted_at', 'is', null)
    .orderBy('e.enrolled_at')
    .orderBy('e.id')
    .executeTakeFirst();
}

export function insertParticipant(
  db: Db,
  row: Pick<ParticipantRow, 'study_id' | 'user_id' | 'course_id' | 'created_at'> &
    Partial<Pick<ParticipantRow, 'status' | 'consent_version' | 'decided_at'>>,
) {
  return db
    .insertInto('study_participants')
    .values(row)
    .onConflict((oc) => oc.columns(['study_id', 'user_id']).doNothing())
    .execute();
}

export function updateParticipant(
  db: Db,
  id: number,
  values: Partial<Pick<ParticipantRow, 'status' | 'consent_version' | 'decided_at' | 'withdrawn_at'>>,
) {
  return db.updateTable('study_participants').set(values).where('id', '=', id).execute();
}

/** The next place in a stratum's allocation sequence (the caller holds the study's lock). */
export async function nextSeq(db: Db, studyId: number, stratum: LearnerLevel) {
  const row = await db
    .selectFrom('study_participants')
    .select((eb) => eb.fn.max<number | null>('allocation_seq').as('last'))
    .where('study_id', '=', studyId)
    .where('stratum', '=', stratum)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Writes the allocation once: a participant already allocated is left as it is. */
export async function setAllocation(
  db: Db,
  id: number,
  values: Pick<
    ParticipantRow,
    'condition' | 'stratum' | 'allocation_seq' | 'allocated_at' | 'study_version' | 'course_id'
  >,
) {
  const result = await db
    .updateTable('study_participants')
    .set(values)
    .where('id', '=', id)
    .where('condition', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The allocation of a learner in a study covering this course, if any, with the digest of the last path snapshot
 * stored for it in this course (so that a request showing an unchanged path reads nothing more).
 */
export function allocationForCourse(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('study_participants as p')
    .innerJoin('study_courses as sc', 'sc.study_id', 'p.study_id')
    .select(['p.id', 'p.study_id', 'p.condition', 'p.status'])
    .select((eb) =>
      eb
        .selectFrom('study_path_snapshots as s')
        .select('s.digest')
        .whereRef('s.participant_id', '=', 'p.id')
        .where('s.course_id', '=', courseId)
        .orderBy('s.id', 'desc')
        .limit(1)
        .as('last_digest'),
    )
    .where('p.user_id', '=', userId)
    .where('sc.course_id', '=', courseId)
    .where('p.condition', 'is not', null)
    .$narrowType<{ condition: NotNull }>()
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
}

/** The study's fallback condition for a learner of a course in an open study who is not allocated. */
export function fallbackForCourse(db: Db, courseId: number, now: string) {
  return db
    .selectFrom('studies as s')
    .innerJoin('study_courses as sc', 'sc.study_id', 's.id')
    .select(['s.fallback_condition'])
    .where('sc.course_id', '=', courseId)
    .where('s.state', '=', 'open')
    .where('s.opens_at', '<=', now)
    .where('s.closes_at', '>', now)
    .executeTakeFirst();
}

export function latestSnapshotDigest(db: Db, participantId: number, courseId: number) {
  return db
    .selectFrom('study_path_snapshots')
    .select('digest')
    .where('participant_id', '=', participantId)
    .where('course_id', '=', courseId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertSnapshot(
  db: Db,
  row: {
    participant_id: number;
    course_id: number;
    policy: PathPolicy;
    level: LearnerLevel | null;
    style_result_id: number | null;
    steps: string;
    digest: string;
    created_at: string;
  },
) {
  return db.insertInto('study_path_snapshots').values(row).execute();
}

/** The learning object a participant was last shown in a course (the exposure log's last row), if any. */
export function latestExposure(db: Db, participantId: number, courseId: number) {
  return db
    .selectFrom('study_exposures')
    .select('learning_object_id')
    .where('participant_id', '=', participantId)
    .where('course_id', '=', courseId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertExposure(
  db: Db,
  row: { participant_id: number; course_id: number; learning_object_id: number; opened_at: string },
) {
  return db.insertInto('study_exposures').values(row).execute();
}

/** The learner's participations, newest study first, with the study's title. */
export function participationsOf(db: Db, userId: number) {
  return db
    .selectFrom('study_participants as p')
    .innerJoin('studies as s', 's.id', 'p.study_id')
    .select(['p.study_id', 's.title', 'p.status', 'p.decided_at', 'p.withdrawn_at'])
    .where('p.user_id', '=', userId)
    .orderBy('p.study_id', 'desc')
    .execute();
}

/** Sets the delayed post-test's due time of an allocated participant of this course, once. */
export function setDelayedDue(db: Db, userId: number, courseId: number, dueAt: (days: number) => string) {
  return db
    .selectFrom('study_participants as p')
    .innerJoin('studies as s', 's.id', 'p.study_id')
    .select(['p.id', 's.delayed_posttest_days'])
    .where('p.user_id', '=', userId)
    .where('p.course_id', '=', courseId)
    .where('p.condition', 'is not', null)
    .where('p.status', '=', 'accepted')
    .where('p.delayed_due_at', 'is', null)
    .where('s.delayed_posttest_days', 'is not', null)
    .execute()
    .then(async (rows) => {
      for (const r of rows)
        await db
          .updateTable('study_participants')
          .set({ delayed_due_at: dueAt(r.delayed_posttest_days!) })
          .where('id', '=', r.id)
          .where('delayed_due_at', 'is', null)
          .execute();
      return rows.length;
    });
}

/** Participants whose delayed post-test is due and not yet announced, with what the mail needs. */
export function dueReminders(db: Db, now: string, limit: number) {
  return db
    .selectFrom('study_participants as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .select(['p.id', 'p.course_id', 'c.title', 'u.email', 'u.first_name', 'u.language'])
    .where('p.reminder_sent_at', 'is', null)
    .where('p.delayed_due_at', '<=', now)
    .where('p.status', '=', 'accepted')
    .where('u.deleted_at', 'is', null)
    .orderBy('p.delayed_due_at')
    .limit(limit)
    .execute();
}

/** Claims a reminder once; false when another process sent it first. */
export async function claimReminder(db: Db, id: number, now: string) {
  const result = await db
    .updateTable('study_participants')
    .set({ reminder_sent_at: now })
    .where('id', '=', id)
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The conditions of allocated learners still taking part, for these learners and courses. */
export function conditionsFor(db: Db, userIds: number[], courseIds: number[]) {
  return db
    .selectFrom('study_participants as p')
    .innerJoin('study_courses as sc', 'sc.study_id', 'p.study_id')
    .select(['p.user_id', 'sc.course_id', 'p.condition'])
    .where('p.user_id', 'in', userIds)
    .where('sc.course_id', 'in', courseIds)
    .where('p.status', '=', 'accepted')
    .where('p.condition', 'is not', null)
    .execute();
}

/** The delayed post-test due times of a learner's allocated participations in these courses. */
export function delayedDues(db: Db, userId: number, courseIds: readonly number[]) {
  return db
    .selectFrom('study_participants')
    .select(['course_id', 'delayed_due_at'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('status', '=', 'accepted')
    .where('condition', 'is not', null)
    .where('delayed_due_at', 'is not', null)
    .execute();
}
