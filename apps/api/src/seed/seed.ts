// First data of an install: the admin account (always) and demo content (SEED_DEMO). Modules add their demo
// content by appending a DemoSeeder to `demoSeeders`; each seeder must be idempotent (it runs at every start).
import crypto from 'node:crypto';
import { isUniqueViolation } from '../db/errors';
import type { DemoSeeder, SeedContext } from '../db/seeder';
import { newPseudonym } from '../lib/tokens';
import { feedbackQuestionsSeeder } from '../modules/feedback/seed';
import { seedDemoContent } from './demo';
import { demoStudySeeder } from './demo/study';

export type { DemoSeeder, SeedContext };

/** What every install needs, demo or not: the survey items the feedback page asks. */
const baseSeeders: DemoSeeder[] = [feedbackQuestionsSeeder];

const catalogueSeeder: DemoSeeder = {
  name: 'demo-catalogue',
  async run(ctx) {
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const counts = await seedDemoContent(ctx.db, {
      mediaDir: ctx.config.mediaDir,
      adminId: admin?.id ?? null,
    });
    if (counts.courses > 0) {
      ctx.print(
        `Demo catalogue: ${counts.courses} courses in ${counts.categories} categories, ${counts.units} units.`,
      );
    }
  },
};

/** Demo content, in order (SEED_DEMO). */
const demoSeeders: DemoSeeder[] = [catalogueSeeder, demoStudySeeder];

export const defaultAdminEmail = 'admin@parcours.local';

/** Draws a box around lines, for the message that must not scroll by unnoticed. */
function box(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  return [
    `╔${'═'.repeat(width + 2)}╗`,
    ...lines.map((l) => `║ ${l.padEnd(width)} ║`),
    `╚${'═'.repeat(width + 2)}╝`,
  ].join('\n');
}

function generatePassword(): string {
  // base64url of 12 random bytes, plus one of each class the password rule asks for
  return `${crypto.randomBytes(12).toString('base64url')}Aa7`;
}

export interface AdminSeedResult {
  created: boolean;
  email: string;
}

/**
 * Creates the admin account when none exists: ADMIN_EMAIL/ADMIN_PASSWORD when set, otherwise a default address
 * and a generated password, printed once. With ADMIN_EMAIL set, "exists" means that address has an account.
 */
export async function seedAdmin(ctx: SeedContext): Promise<AdminSeedResult> {
  const { db, config } = ctx;
  const email = config.adminEmail ?? defaultAdminEmail;
  const byEmail = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (byEmail) return { created: false, email };
  if (!config.adminEmail) {
    const anyAdmin = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 1)
      .where('status', '=', 'accepted')
      .executeTakeFirst();
    if (anyAdmin) return { created: false, email };
  }
  const password = config.adminPassword ?? generatePassword();
  const now = new Date().toISOString();
  try {
    await db
      .insertInto('users')
      .values({
        first_name: 'Admin',
        last_name: 'Parcours',
        email,
        password_hash: await ctx.passwords.hash(password),
        role: 1,
        status: 'accepted',
        language: 'en',
        pseudonym: newPseudonym(),
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (err) {
    // another process starting at the same moment created it first
    if (isUniqueViolation(err)) return { created: false, email };
    throw err;
  }
  ctx.print(
    box(
      [
        'Admin account created',
        `  e-mail:   ${email}`,
        `  password: ${config.adminPassword ? '(the value of ADMIN_PASSWORD)' : password}`,
        config.adminPassword ? '' : 'This password is shown only once: log in and change it.',
      ].filter(Boolean),
    ),
  );
  return { created: true, email };
}

export async function runSeed(ctx: SeedContext, seeders: DemoSeeder[] = demoSeeders): Promise<void> {
  await seedAdmin(ctx);
  for (const seeder of baseSeeders) await seeder.run(ctx);
  if (!ctx.config.seedDemo) return;
  for (const seeder of seeders) await seeder.run(ctx);
}
