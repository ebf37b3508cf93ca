// The shape of a seeder, apart from the list of seeders in seed.ts, so that a module can write one without
// importing the list that imports it (no import loop: docs/design/architecture.md §4).
import type { Config } from '../config';
import type { PasswordHasher } from '../lib/passwords';
import type { Database } from './database';
import type { Engine } from './dialect';

export interface SeedContext {
  db: Database;
  engine: Engine;
  config: Config;
  passwords: PasswordHasher;
  /** Where lines meant for the operator go (stdout in main). */
  print: (text: string) => void;
}

/** One step of seeding; it runs at every start, so it must be idempotent. */
export interface DemoSeeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
