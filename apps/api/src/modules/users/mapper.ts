// Rows -> the `user` wire shape of packages/shared/src/schemas/users.ts, for any number of users in a fixed
// number of queries (one per related table, never one per row).
import {
  type LearningStyleResult,
  type MediaItem,
  styleResultFromColumns,
  type User,
} from '@parcours/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DB, LearningStyleResultsTable, UsersTable } from '../../db/schema';
import { mediaToWire } from '../media/service';
import { countEnrolments, latestStyleResults, userMedia } from './queries';

type UserRow = Selectable<UsersTable>;

/** The stored result in the wire shape; the dimension table and bands are the shared adaptive model's. */
export function styleResultToWire(row: Selectable<LearningStyleResultsTable>): LearningStyleResult {
  return { id: row.id, dimensions: styleResultFromColumns(row).dimensions, created_at: row.created_at };
}

export async function toWireUsers(db: Kysely<DB>, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((r) => r.id);
  const [counts, results, media] = await Promise.all([
    countEnrolments(db, ids),
    latestStyleResults(db, ids),
    userMedia(db, ids),
  ]);
  const resultByUser = new Map(results.map((r) => [r.user_id, r]));
  const mediaByUser = new Map<number, MediaItem[]>();
  for (const m of media) {
    const list = mediaByUser.get(m.model_id!) ?? [];
    list.push(mediaToWire(m));
    mediaByUser.set(m.model_id!, list);
  }
  return rows.map((r) => {
    const result = resultByUser.get(r.id);
    return {
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      role: r.role,
      status: r.status,
      is_valid: r.status === 'accepted' ? 1 : 0,
      birth_date: Number(r.birth_date),
      major: r.major,
      language: r.language,
      theme: r.theme,
      courses_count: counts.get(r.id) ?? 0,
      latest_course_id: r.latest_course_id,
      result: result ? styleResultToWire(result) : null,
      nps: r.nps,
      engagement_score: r.engagement_score,
      usability_score: r.usability_score,
      media: mediaByUser.get(r.id) ?? [],
      created_at: r.created_at,
    };
  });
}

export async function toWireUser(db: Kysely<DB>, row: UserRow): Promise<User> {
  const [user] = await toWireUsers(db, [row]);
  return user;
}
