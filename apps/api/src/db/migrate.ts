// Runs the one migration list on either engine.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Engine } from './dialect';
import { initial } from './migrations/0001_initial';
import { reviewModerationSupportReplies } from './migrations/0008_review_moderation_support_replies';

export function migrationList(engine: Engine): Record<string, Migration> {
  return {
    '0001_initial': initial(engine),
    '0008_review_moderation_support_replies': reviewModerationSupportReplies(engine),
  };
}

export async function migrateToLatest<T>(db: Kysely<T>, engine: Engine): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationList(engine) };
  // Kysely looks for its bookkeeping tables in every schema; naming the current one keeps databases that hold
  // several Parcours schemas (tests, staging next to production) from seeing each other's.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
