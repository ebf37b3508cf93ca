// Lookups several modules need for their access checks, kept in one place so their rules cannot drift apart.
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** A course that exists and is not deleted (active or not), with its title. */
export function findLiveCourse(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A learner's enrolment in a course, if any: what the enrolments module reads first and a course review checks. */
export function findEnrolment(db: Kysely<DB>, userId: number, courseId: number) {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/**
 * The session and its user in one indexed lookup (sessions primary key, users primary key): what every
 * authenticated request checks (plugins/auth.ts) and the auth module reads.
 */
export function findSessionWithUser(db: Kysely<DB>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.revoked_at as session_revoked_at',
      'sessions.expires_at as session_expires_at',
      'sessions.refresh_jti as session_refresh_jti',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}
