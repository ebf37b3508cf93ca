// Studies as admins and researchers manage them (docs/design/adaptive.md §10): create, read, edit (in place
// before the first allocation, as a new recorded version after it; conditions and seed never change once a
// learner is allocated), open (admins) and close. Researchers see every study and nothing else
// (docs/design/contract.md §4); the routes admit only admins and researchers, and each function checks again.
import {
  ancovaSampleSize,
  roles,
  type Study,
  type StudyConditionWeight,
  type StudyCourseChoices,
  type StudyInputParsed,
  type StudyPatch,
  type StudyPlan,
  type StudyState,
  type StudySummary,
  type StudyVersion,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { lockRow } from '../../db/locks';
import { type Actor, writeAudit } from '../../plugins/audit';
import { checkPostTestRuleChange, setPostTestRule } from '../courses/posttest-rule';
import * as q from './queries';

const studyNotFound = () => new AppError(404, 'error.studyNotFound');

/** Admins and researchers manage studies; anyone else gets 403. */
export function requireStudyRole(actor: Pick<Actor, 'role'>) {
  if (actor.role !== roles.admin && actor.role !== roles.researcher)
    throw new AppError(403, 'error.notAllowed');
}

export function conditionsOf(study: Pick<q.StudyRow, 'conditions'>): StudyConditionWeight[] {
  return JSON.parse(study.conditions) as StudyConditionWeight[];
}

type Settings = StudyVersion['settings'];

/** The study's pre-registered plan and the learners per condition it calls for; nulls without a plan. */
export function planOf(study: Pick<q.StudyRow, 'plan'>): {
  plan: StudyPlan | null;
  planned_per_condition: number | null;
} {
  const plan = study.plan === null ? null : (JSON.parse(study.plan) as StudyPlan);
  return { plan, planned_per_condition: plan ? ancovaSampleSize(plan).per_condition : null };
}

function settingsOf(study: q.StudyRow, courseIds: number[]): Settings {
  return {
    title: study.title,
    description: study.description,
    course_ids: courseIds,
    opens_at: study.opens_at,
    closes_at: study.closes_at,
    conditions: conditionsOf(study),
    seed: study.seed,
    consent: { en: study.consent_en, fr: study.consent_fr },
    delayed_posttest_days: study.delayed_posttest_days,
    post_test_rule: study.post_test_rule as Settings['post_test_rule'],
    fallback_condition: study.fallback_condition,
    plan: planOf(study).plan,
  };
}

const iso = (value: string) => new Date(value).toISOString();

const courseIdsOf = async (db: Database, studyId: number) =>
  (await q.coursesOf(db, [studyId])).map((c) => c.id);

/**
 * What a study may cover, for this caller (docs/design/contract.md §10): one rule for the form's list and every
 * save. A live course no other draft or open study covers; a researcher chooses among published courses (a draft
 * exists only for its authors and the admins, docs/design/product.md §4), and the courses a study already
 * covers stay whatever their status.
 */
function studyCourseRule(actor: Pick<Actor, 'role'>, studyId: number | null, current: number[]) {
  return { exceptStudyId: studyId, publishedOnly: actor.role !== roles.admin, keep: current };
}

/** `GET /api/studies/courses`: the courses the caller may choose for a new study, or for study `studyId`. */
export async function studyCourseChoices(
  db: Database,
  actor: Actor,
  studyId: number | null,
): Promise<StudyCourseChoices> {
  requireStudyRole(actor);
  if (studyId !== null) await studyOrThrow(db, studyId);
  const current = studyId === null ? [] : await courseIdsOf(db, studyId);
  const rows = await q.studyCourseRows(db, studyCourseRule(actor, studyId, current));
  return {
    items: rows
      .filter((r) => r.taken_by === null || current.includes(r.id))
      .map((r) => ({ id: r.id, title: r.title })),
  };
}

/**
 * Checks the courses against `studyCourseRule`: one the caller may not choose is a 422 on `course_ids`, one that
 * another draft or open study covers a 409. Answers the ids, unique and sorted.
 */
async function checkCourses(
  db: Database,
  actor: Pick<Actor, 'role'>,
  courseIds: number[],
  studyId: number | null,
  current: number[],
) {
  const unique = [...new Set(courseIds)];
  const rows = await q.studyCourseRows(db, {
    ...studyCourseRule(actor, studyId, current),
    courseIds: unique,
  });
  if (rows.length !== unique.length)
    throw new AppError(422, 'error.validation', undefined, {
      errors: { course_ids: ['validation.studyCourseUnavailable'] },
    });
  const taken = rows.find((r) => r.taken_by !== null);
  if (taken) throw new AppError(409, 'error.studyCourseTaken', { course: taken.id });
  return unique.sort((a, b) => a - b);
}

export async function createStudy(
  db: Database,
  actor: Actor,
  input: StudyInputParsed,
  now: Date,
): Promise<Study> {
  requireStudyRole(actor);
  const at = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const courseIds = await checkCourses(trx, actor, input.course_ids, null, []);
    const id = await q.insertStudy(trx, {
      title: input.title,
      description: input.description,
      opens_at: iso(input.opens_at),
      closes_at: iso(input.closes_at),
      conditions: JSON.stringify(input.conditions),
      seed: input.seed,
      consent_en: input.consent.en,
      consent_fr: input.consent.fr,
      consent_version: 1,
      delayed_posttest_days: input.delayed_posttest_days,
      post_test_rule: input.post_test_rule,
      fallback_condition: input.fallback_condition,
      plan: input.plan === null ? null : JSON.stringify(input.plan),
      created_by: actor.id,
      created_at: at,
      updated_at: at,
    });
    await q.setCourses(trx, id, courseIds);
    // The study's rule becomes its courses' rule: the learners' pages and the study count the same post-test.
    await checkPostTestRuleChange(trx, courseIds, input.post_test_rule, id);
    await setPostTestRule(trx, courseIds, input.post_test_rule);
    const study = (await q.findStudy(trx, id))!;
    await q.insertVersion(trx, {
      study_id: id,
      version: 1,
      consent_version: 1,
      settings: JSON.stringify(settingsOf(study, courseIds)),
      created_by: actor.id,
      created_at: at,
    });
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'study.create',
      targetType: 'study',
      targetId: id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return id;
  });
  return getStudy(db, actor, id);
}

export async function listStudies(db: Database, actor: Actor): Promise<{ items: StudySummary[] }> {
  requireStudyRole(actor);
  const studies = await q.listStudies(db);
  const ids = studies.map((s) => s.id);
  const [courses, counts] = await Promise.all([q.coursesOf(db, ids), q.allocatedCounts(db, ids)]);
  const allocated = new Map(counts.map((c) => [c.study_id, Number(c.n)]));
  return {
    items: studies.map((s) => ({
      id: s.id,
      title: s.title,
      state: s.state as StudySummary['state'],
      courses: courses.filter((c) => c.study_id === s.id).map((c) => ({ id: c.id, title: c.title })),
      opens_at: s.opens_at,
      closes_at: s.closes_at,
      allocated: allocated.get(s.id) ?? 0,
      version: s.version,
    })),
  };
}

/** The study with its courses and versions; 404 when missing. */
export async function studyOrThrow(db: Database, id: number) {
  const study = await q.findStudy(db, id);
  if (!study) throw studyNotFound();
  return study;
}

export async function getStudy(db: Database, actor: Actor, id: number): Promise<Study> {
  requireStudyRole(actor);
  const study = await studyOrThrow(db, id);
  const [courses, versions, counts] = await Promise.all([
    q.coursesOf(db, [id]),
    q.versionsOf(db, id),
    q.allocatedCounts(db, [id]),
  ]);
  const settings = settingsOf(
    study,
    courses.map((c) => c.id),
  );
  return {
    id: study.id,
    ...settings,
    ...planOf(study),
    state: study.state as Study['state'],
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
    version: study.version,
    consent_version: study.consent_version,
    locked: study.locked_at !== null,
    allocated: Number(counts[0]?.n ?? 0),
    versions: versions.map((v) => ({
      version: v.version,
      consent_version: v.consent_version,
      created_at: v.created_at,
      settings: JSON.parse(v.settings) as Settings,
    })),
    created_at: study.created_at,
    updated_at: study.updated_at,
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `PATCH /api/studies/{id}`: before the first allocation the settings change in place; after it, each change
 * records a new study version (the package lists them) and conditions or seed are refused with 409. A change
 * of either consent text raises the consent version, so learners decide again on the new text.
 */
export async function updateStudy(
  db: Database,
  actor: Actor,
  id: number,
  patch: StudyPatch,
  now: Date,
): Promise<Study> {
  requireStudyRole(actor);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'studies', id);
    const study = await studyOrThrow(trx, id);
    if (study.state === 'closed')
      throw new AppError(409, 'error.studyState', { from: 'closed', to: 'closed' });
    const courses = (await q.coursesOf(trx, [id])).map((c) => c.id);
    const before = settingsOf(study, courses);
    const locked = study.locked_at !== null;
    if (
      locked &&
      ((patch.conditions !== undefined && !sameJson(patch.conditions, before.conditions)) ||
        (patch.seed !== undefined && patch.seed !== before.seed))
    )
      throw new AppError(409, 'error.studyLocked');
    // The protocol freezes at opening (docs/design/adaptive.md §10): the rule that counts the post-test, the
    // conditions, the seed and the pre-registered plan stay as they were when the first learner could arrive.
    if (
      study.state !== 'draft' &&
      ((patch.post_test_rule !== undefined && patch.post_test_rule !== before.post_test_rule) ||
        (patch.plan !== undefined && !sameJson(patch.plan, before.plan)) ||
        (patch.conditions !== undefined && !sameJson(patch.conditions, before.conditions)) ||
        (patch.seed !== undefined && patch.seed !== before.seed))
    )
      throw new AppError(409, 'error.studyProtocolFrozen');
    const courseIds =
      patch.course_ids !== undefined &&
      !sameJson(
        [...new Set(patch.course_ids)].sort((a, b) => a - b),
        courses,
      )
        ? await checkCourses(trx, actor, patch.course_ids, id, courses)
        : courses;
    const after: Settings = {
      ...before,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
      course_ids: courseIds,
      opens_at: patch.opens_at !== undefined ? iso(patch.opens_at) : before.opens_at,
      closes_at: patch.closes_at !== undefined ? iso(patch.closes_at) : before.closes_at,
    };
    if (Date.parse(after.closes_at) <= Date.parse(after.opens_at))
      throw new AppError(422, 'error.validation', undefined, {
        errors: { closes_at: ['validation.endBeforeStart'] },
      });
    if (sameJson(after, before)) return;
    const consentVersion = sameJson(after.consent, before.consent)
      ? study.consent_version
      : study.consent_version + 1;
    const version = locked ? study.version + 1 : study.version;
    await q.updateStudy(trx, id, {
      title: after.title,
      description: after.description,
      opens_at: after.opens_at,
      closes_at: after.closes_at,
      conditions: JSON.stringify(after.conditions),
      seed: after.seed,
      consent_en: after.consent.en,
      consent_fr: after.consent.fr,
      consent_version: consentVersion,
      delayed_posttest_days: after.delayed_posttest_days,
      post_test_rule: after.post_test_rule,
      fallback_condition: after.fallback_condition,
      plan: after.plan === null || after.plan === undefined ? null : JSON.stringify(after.plan),
      version,
      updated_at: at,
    });
    if (courseIds !== courses) await q.setCourses(trx, id, courseIds);
    if (courseIds !== courses || after.post_test_rule !== before.post_test_rule) {
      await checkPostTestRuleChange(trx, courseIds, after.post_test_rule, id);
      await setPostTestRule(trx, courseIds, after.post_test_rule);
    }
    const settings = JSON.stringify(after);
    if (locked)
      await q.insertVersion(trx, {
        study_id: id,
        version,
        consent_version: consentVersion,
        settings,
        created_by: actor.id,
        created_at: at,
      });
    else await q.updateVersionSettings(trx, id, version, settings, consentVersion);
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'study.update',
      targetType: 'study',
      targetId: id,
      details: { version },
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  return getStudy(db, actor, id);
}

/** `POST /api/studies/{id}/open` (admins: the approval) and `.../close` (admins and researchers). */
export async function changeState(
  db: Database,
  actor: Actor,
  id: number,
  to: 'open' | 'closed',
  now: Date,
): Promise<Study> {
  requireStudyRole(actor);
  if (to === 'open' && actor.role !== roles.admin) throw new AppError(403, 'error.notAllowed');
  const study = await studyOrThrow(db, id);
  const from: StudyState[] = to === 'open' ? ['draft'] : ['draft', 'open'];
  await db.transaction().execute(async (trx) => {
    if (to === 'open') {
      // Another study may have taken one of the courses since this one was drafted.
      const courses = await courseIdsOf(trx, id);
      if (courses.length > 0) await checkCourses(trx, actor, courses, id, courses);
    }
    if (!(await q.setState(trx, id, from, to, now.toISOString())))
      throw new AppError(409, 'error.studyState', { from: study.state, to });
    await writeAudit(trx, {
      actorId: actor.id,
      action: to === 'open' ? 'study.open' : 'study.close',
      targetType: 'study',
      targetId: id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  return getStudy(db, actor, id);
}
