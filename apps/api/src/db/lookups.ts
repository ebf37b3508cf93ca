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
