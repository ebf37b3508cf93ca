// SQL of the LTI tool. Each function takes the database or a transaction first. The lti_* tables belong to this
// module; enrolments, quiz attempts and users are only read here (grades, account lookups).
import type { LtiGrading, LtiTokenPurpose } from '@parcours/shared';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Engine } from '../../db/dialect';
import { leaseDue } from '../../db/outbox';
import type { DB, LtiPlatformsTable } from '../../db/schema';
import { attachableBy, type CourseActor } from '../courses/access';
import { textSearch } from '../courses/queries';

type Db = Kysely<DB>;
export type PlatformRow = Selectable<LtiPlatformsTable>;

// platforms

export async function listPlatforms(db: Db) {
  const platforms = await db.selectFrom('lti_platforms').selectAll().orderBy('name').orderBy('id').execute();
  const deployments = platforms.length
    ? await db
        .selectFrom('lti_deployments')
        .select(['platform_id', 'deployment_id'])
        .where(
          'platform_id',
          'in',
          platforms.map((p) => p.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return platforms.map(({ frame_origins: _, ...p }) => ({
    ...p,
    deployment_ids: deployments.filter((d) => d.platform_id === p.id).map((d) => d.deployment_id),
  }));
}

export function findPlatform(db: Db, id: number) {
  return db.selectFrom('lti_platforms').selectAll().where('id', '=', id).executeTakeFirst();
}

export function platformsByIssuer(db: Db, issuer: string, clientId?: string) {
  let query = db.selectFrom('lti_platforms').selectAll().where('issuer', '=', issuer);
  if (clientId) query = query.where('client_id', '=', clientId);
  return query.limit(2).execute();
}

export async function hasDeployment(db: Db, platformId: number, deploymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lti_deployments')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('deployment_id', '=', deploymentId)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertPlatform(db: Db, values: Insertable<LtiPlatformsTable>) {
  return db.insertInto('lti_platforms').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePlatform(
  db: Db,
  id: number,
  values: Omit<Insertable<LtiPlatformsTable>, 'created_at'>,
) {
  await db.updateTable('lti_platforms').set(values).where('id', '=', id).execute();
}

export async function replaceDeployments(db: Db, platformId: number, deploymentIds: string[]): Promise<void> {
  await db.deleteFrom('lti_deployments').where('platform_id', '=', platformId).execute();
  await addDeployments(db, platformId, deploymentIds);
}

async function addDeployments(db: Db, platformId: number, deploymentIds: string[]): Promise<void> {
  if (deploymentIds.length === 0) return;
  await db
    .insertInto('lti_deployments')
    .values([...new Set(deploymentIds)].map((deployment_id) => ({ platform_id: platformId, deployment_id })))
    .onConflict((oc) => oc.columns(['platform_id', 'deployment_id']).doNothing())
    .execute();
}

export async function deletePlatform(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('lti_platforms').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Every address a registered platform frames Parcours from: its issuer, its login page, its launch origins. */
export async function platformOrigins(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('lti_platforms').select(['issuer', 'auth_url', 'frame_origins']).execute();
  return rows.flatMap((r) => [r.issuer, r.auth_url, ...(JSON.parse(r.frame_origins) as string[])]);
}

/** The addresses one platform frames Parcours from (a refusal page may be framed by these only). */
export async function originsOfPlatform(db: Db, id: number): Promise<string[]> {
  const row = await db
    .selectFrom('lti_platforms')
    .select(['issuer', 'auth_url', 'frame_origins'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? [row.issuer, row.auth_url, ...(JSON.parse(row.frame_origins) as string[])] : [];
}

/** The latest refused launches with their platform's name (index audit_log_action_idx). */
export function latestRefusals(db: Db, action: string, limit: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('lti_platforms', (join) =>
      join
        .onRef('lti_platforms.id', '=', 'audit_log.target_id')
        .on('audit_log.target_type', '=', 'lti_platform'),
    )
    .select([
      'audit_log.created_at',
      'audit_log.details',
      'audit_log.request_id',
      'lti_platforms.id as platform_id',
      'lti_platforms.name as platform_name',
    ])
    .where('audit_log.action', '=', action)
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
}

export async function setFrameOrigins(db: Db, id: number, origins: string[]): Promise<void> {
  await db
    .updateTable('lti_platforms')
    .set({ frame_origins: JSON.stringify(origins) })
    .where('id', '=', id)
    .execute();
}

// keys

export function liveKeys(db: Db, retiredAfter: string) {
  return db
    .selectFrom('lti_keys')
    .selectAll()
    .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', retiredAfter)]))
    .orderBy('id', 'desc')
    .execute();
}

export async function insertKey(
  db: Db,
  values: { kid: string; private_jwk: string; public_jwk: string; created_at: string },
): Promise<void> {
  await db.insertInto('lti_keys').values(values).execute();
}

export async function retireKeys(db: Db, exceptKid: string, now: string): Promise<void> {
  await db
    .updateTable('lti_keys')
    .set({ retired_at: now })
    .where('retired_at', 'is', null)
    .where('kid', '!=', exceptKid)
    .execute();
}

// logins (state and nonce)

export async function insertLogin(
  db: Db,
  values: { state: string; nonce: string; platform_id: number; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('lti_logins').values(values).execute();
}

/** Uses a login state once: the row answers only to the first caller, and only before it expires. */
export async function consumeLogin(db: Db, state: string, now: string) {
  const row = await db
    .selectFrom('lti_logins')
    .selectAll()
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const r = await db
    .updateTable('lti_logins')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? row : undefined;
}

/** Login states and one-time tokens expired before `before` are of no use any more. */
export async function deleteExpiredLogins(db: Db, before: string): Promise<void> {
  await db.deleteFrom('lti_logins').where('expires_at', '<', before).execute();
  await db.deleteFrom('lti_tokens').where('expires_at', '<', before).execute();
}

// accounts

export async function accountsOf(db: Db, platformId: number, subjects: string[]) {
  if (subjects.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('lti_accounts')
    .select(['subject', 'user_id'])
    .where('platform_id', '=', platformId)
    .where('subject', 'in', subjects)
    .execute();
  return new Map(rows.map((r) => [r.subject, r.user_id]));
}

export async function insertAccounts(
  db: Db,
  platformId: number,
  pairs: { subject: string; user_id: number }[],
  now: string,
): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insertInto('lti_accounts')
    .values(
      pairs.map((p) => ({
        platform_id: platformId,
        subject: p.subject,
        user_id: p.user_id,
        created_at: now,
      })),
    )
    .execute();
}

export function userForSession(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'role', 'status']).where('id', '=', userId).executeTakeFirst();
}

// contexts and links

export async function upsertContext(
  db: Db,
  values: {
    platform_id: number;
    context_id: string;
    title: string;
    memberships_url: string | null;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('lti_contexts')
    .values({
      platform_id: values.platform_id,
      context_id: values.context_id,
      title: values.title,
      memberships_url: values.memberships_url,
      updated_at: values.now,
    })
    .onConflict((oc) =>
      oc.columns(['platform_id', 'context_id']).doUpdateSet((eb) => ({
        title: values.title,
        // A launch without the NRPS claim keeps the address an earlier launch gave.
        memberships_url: values.memberships_url ?? eb.ref('lti_contexts.memberships_url'),
        updated_at: values.now,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The LMS courses Parcours was launched from: all of them for an administrator (`namedInstructor` undefined),
 * otherwise those where the LMS named this user an instructor at a launch.
 */
export function listContexts(db: Db, namedInstructor?: number) {
  let query = db
    .selectFrom('lti_contexts as c')
    .innerJoin('lti_platforms as p', 'p.id', 'c.platform_id')
    .select([
      'c.id',
      'c.platform_id',
      'p.name as platform_name',
      'c.context_id',
      'c.title',
      'c.memberships_url',
      'c.class_id',
      'c.synced_at',
    ]);
  if (namedInstructor !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('lti_link_users as lu')
          .innerJoin('lti_links as l', 'l.id', 'lu.link_id')
          .select('lu.link_id')
          .whereRef('l.context_ref', '=', 'c.id')
          .where('lu.user_id', '=', namedInstructor)
          .where('lu.instructor', '=', 1),
      ),
    );
  }
  return query.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').limit(200).execute();
}

/** Whether the LMS named this user an instructor of this LMS course at one of their launches from it. */
export async function isContextInstructor(db: Db, contextRef: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('lti_link_users as lu')
    .innerJoin('lti_links as l', 'l.id', 'lu.link_id')
    .select('lu.link_id')
    .where('l.context_ref', '=', contextRef)
    .where('lu.user_id', '=', userId)
    .where('lu.instructor', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findContext(db: Db, id: number) {
  return db.selectFrom('lti_contexts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setContextClass(db: Db, id: number, classId: number, now: string): Promise<void> {
  await db
    .updateTable('lti_contexts')
    .set({ class_id: classId, synced_at: now })
    .where('id', '=', id)
    .execute();
}

/** The Parcours courses the LMS course links to (the class's courses). */
export async function contextCourseIds(db: Db, contextRef: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lti_links')
    .select('course_id')
    .distinct()
    .where('context_ref', '=', contextRef)
    .where('course_id', 'is not', null)
    .execute();
  return rows.map((r) => r.course_id!);
}

export async function upsertLink(
  db: Db,
  values: {
    platform_id: number;
    resource_link_id: string;
    context_ref: number | null;
    course_id: number | null;
    grading: LtiGrading;
    lineitem_url: string | null;
    /** The line items container, when the launch has no ready-made column and Parcours may create one. */
    lineitems_url: string | null;
    now: string;
  },
): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('lti_links')
    .values({ ...rest, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['platform_id', 'resource_link_id']).doUpdateSet((eb) => ({
        context_ref: rest.context_ref,
        // A launch naming no course keeps the course a teacher picked for the link (a course navigation link).
        course_id: rest.course_id ?? eb.ref('lti_links.course_id'),
        grading: rest.grading,
        // A column Parcours created stays while the link keeps its course; a ready-made one replaces it.
        lineitem_url:
          rest.lineitem_url ??
          (rest.lineitems_url === null
            ? null
            : rest.course_id === null
              ? eb.ref('lti_links.lineitem_url')
              : sql<
                  string | null
                >`case when lti_links.course_id = ${rest.course_id} then lti_links.lineitem_url else null end`),
        lineitems_url: rest.lineitems_url,
        updated_at: now,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordLinkUser(
  db: Db,
  values: { link_id: number; user_id: number; subject: string; launched_at: string; instructor: boolean },
): Promise<void> {
  const instructor = values.instructor ? 1 : 0;
  await db
    .insertInto('lti_link_users')
    .values({ ...values, instructor })
    .onConflict((oc) =>
      oc.columns(['link_id', 'user_id']).doUpdateSet({ launched_at: values.launched_at, instructor }),
    )
    .execute();
}

/**
 * Whether the LMS names this user an instructor at their latest launch of some link of the platform other than
 * `resourceLinkId` (the link being launched, whose role is the launch's own).
 */
export async function instructsElsewhere(
  db: Db,
  userId: number,
  platformId: number,
  resourceLinkId: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom('lti_link_users as lu')
    .innerJoin('lti_links as l', 'l.id', 'lu.link_id')
    .select('lu.link_id')
    .where('lu.user_id', '=', userId)
    .where('l.platform_id', '=', platformId)
    .where('lu.instructor', '=', 1);
  if (resourceLinkId !== null) query = query.where('l.resource_link_id', '!=', resourceLinkId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** A link as the course picker needs it: its course, and whether this user launched it as an instructor. */
export function linkLaunchedBy(db: Db, linkId: number, userId: number) {
  return db
    .selectFrom('lti_links as l')
    .innerJoin('lti_link_users as lu', 'lu.link_id', 'l.id')
    .select(['l.id', 'l.course_id', 'lu.instructor'])
    .where('l.id', '=', linkId)
    .where('lu.user_id', '=', userId)
    .executeTakeFirst();
}

/** A teacher's pick for a link that named no course; the link's own column is created anew for it. */
export async function setLinkCourse(db: Db, linkId: number, courseId: number, now: string): Promise<void> {
  await db
    .updateTable('lti_links')
    .set((eb) => ({
      course_id: courseId,
      lineitem_url: eb.case().when('lineitems_url', 'is', null).then(eb.ref('lineitem_url')).else(null).end(),
      updated_at: now,
    }))
    .where('id', '=', linkId)
    .execute();
}

/** Stores the column Parcours created for a link, unless the link has one or changed course meanwhile. */
export async function setCreatedLineItem(db: Db, linkId: number, courseId: number, url: string) {
  await db
    .updateTable('lti_links')
    .set({ lineitem_url: url })
    .where('id', '=', linkId)
    .where('course_id', '=', courseId)
    .where('lineitem_url', 'is', null)
    .execute();
}

// one-time tokens

export async function insertToken(
  db: Db,
  values: {
    token_hash: string;
    purpose: LtiTokenPurpose;
    user_id: number | null;
    payload: string;
    created_at: string;
    expires_at: string;
  },
): Promise<void> {
  await db.insertInto('lti_tokens').values(values).execute();
}

/** Uses a one-time token: answered once, before it expires, for its purpose. */
export async function consumeToken(db: Db, tokenHash: string, purpose: LtiTokenPurpose, now: string) {
  const row = await db
    .selectFrom('lti_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const r = await db
    .updateTable('lti_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? row : undefined;
}

// grades

/** The gradebook columns a learner reached this course through, with their platform (one indexed join). */
export function gradedLinksOf(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('lti_link_users as lu')
    .innerJoin('lti_links as l', 'l.id', 'lu.link_id')
    .select(['l.id', 'l.grading', 'lu.subject'])
    .where('lu.user_id', '=', userId)
    .where('l.course_id', '=', courseId)
    .where((eb) => eb.or([eb('l.lineitem_url', 'is not', null), eb('l.lineitems_url', 'is not', null)]))
    .execute();
}

/** What a grade is made of: the enrolment's progress and status, and the post-test that counts. */
export function gradeFacts(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('enrolments as e')
    .leftJoin('quiz_attempts as a', 'a.id', 'e.posttest_attempt_id')
    .select(['e.status', 'e.progress', 'a.percentage as posttest_percentage'])
    .where('e.user_id', '=', userId)
    .where('e.course_id', '=', courseId)
    .executeTakeFirst();
}

export async function queueScores(
  db: Db,
  rows: { link_id: number; user_id: number; payload: string; created_at: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  // A newer score replaces one still waiting for the same column and learner: the gradebook keeps the latest.
  await db
    .deleteFrom('lti_scores')
    .where((eb) =>
      eb.or(rows.map((r) => eb.and([eb('link_id', '=', r.link_id), eb('user_id', '=', r.user_id)]))),
    )
    .where('sent_at', 'is', null)
    .where('claim_token', 'is', null)
    .execute();
  await db
    .insertInto('lti_scores')
    .values(rows.map((r) => ({ ...r, next_attempt_at: r.created_at })))
    .execute();
}

export async function claimDueScores(db: Db, token: string, now: string, leaseUntil: string, limit: number) {
  await leaseDue(db, 'lti_scores', { token, now, until: leaseUntil, limit });
  return db
    .selectFrom('lti_scores as s')
    .innerJoin('lti_links as l', 'l.id', 's.link_id')
    .leftJoin('courses as c', 'c.id', 'l.course_id')
    .select([
      's.id',
      's.payload',
      's.attempts',
      'l.id as link_id',
      'l.lineitem_url',
      'l.lineitems_url',
      'l.resource_link_id',
      'l.course_id',
      'c.title as course_title',
      'l.platform_id',
    ])
    .where('s.claim_token', '=', token)
    .where('s.sent_at', 'is', null)
    .orderBy('s.id')
    .execute();
}

export async function markScoreSent(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('lti_scores')
    .set((eb) => ({ sent_at: now, claim_token: null, last_error: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markScoreFailed(
  db: Db,
  id: number,
  error: string,
  nextAttemptAt: string,
): Promise<void> {
  await db
    .updateTable('lti_scores')
    .set((eb) => ({
      claim_token: null,
      last_error: error.slice(0, 500),
      next_attempt_at: nextAttemptAt,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** A course a link may open (read from the courses table, which the courses module owns). */
export function findLinkableCourse(db: Db, id: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The courses a teacher may put in an LMS course (deep linking, the course picker): published ones and those
 * they author, never another author's draft (the rule of courses/access.ts). Newest first, 50 at most.
 */
export function coursesLinkableBy(db: Db, engine: Engine, actor: CourseActor, search?: string, id?: number) {
  let query = db
    .selectFrom('courses')
    .select(['courses.id', 'courses.title', 'courses.facilitator', 'courses.status'])
    .where('courses.deleted_at', 'is', null)
    .where((eb) => attachableBy(eb, actor));
  if (id !== undefined) query = query.where('courses.id', '=', id);
  if (search) query = query.where(textSearch(engine, 'courses.title', search));
  return query.orderBy('courses.updated_at', 'desc').orderBy('courses.id', 'desc').limit(50).execute();
}
