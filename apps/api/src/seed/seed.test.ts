// Seeding: the admin account is created once (printed once), demo seeders run only when SEED_DEMO is on.
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigOverrides } from '../config';
import { testConfig } from '../config';
import { createTestApp, type TestApp } from '../test/helpers';
import { type DemoSeeder, defaultAdminEmail, runSeed, type SeedContext, seedAdmin } from './seed';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

function context(app: TestApp, overrides: ConfigOverrides = {}) {
  const printed: string[] = [];
  const ctx: SeedContext = {
    db: app.db,
    engine: app.database.engine,
    config: testConfig({ dataDir: app.config.dataDir, ...overrides }),
    passwords: app.app.passwords,
    print: (text) => printed.push(text),
  };
  return { ctx, printed };
}

const admins = (app: TestApp) => app.db.selectFrom('users').selectAll().where('role', '=', 1).execute();

describe('seedAdmin', () => {
  it('creates an admin with a generated password, prints it once, and can log in with it', async () => {
    t = await createTestApp();
    const { ctx, printed } = context(t);
    expect(await seedAdmin(ctx)).toEqual({ created: true, email: defaultAdminEmail });
    expect(await seedAdmin(ctx)).toEqual({ created: false, email: defaultAdminEmail });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('Admin account');
    expect(printed[0]).toContain(defaultAdminEmail);
    const password = /password: (\S+)/.exec(printed[0])![1];
    const rows = await admins(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'accepted', email: defaultAdminEmail });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: defaultAdminEmail, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without printing the password', async () => {
    t = await createTestApp();
    const { ctx, printed } = context(t, { adminEmail: 'boss@example.org', adminPassword: 'Boss12345' });
    expect((await seedAdmin(ctx)).created).toBe(true);
    expect(printed.join('\n')).not.toContain('Boss12345');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'boss@example.org', password: 'Boss12345' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('adds no default admin when an admin already exists', async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    await t.db
      .insertInto('users')
      .values({
        first_name: 'A',
        last_name: 'B',
        email: 'existing@example.org',
        role: 1,
        status: 'accepted',
        pseudonym: 'px',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { ctx, printed } = context(t);
    expect((await seedAdmin(ctx)).created).toBe(false);
    expect(printed).toHaveLength(0);
    expect(await admins(t)).toHaveLength(1);
  });
});

describe('runSeed', () => {
  it('runs demo seeders in order only when SEED_DEMO is on', async () => {
    t = await createTestApp();
    const ran: string[] = [];
    const seeders: DemoSeeder[] = [
      { name: 'one', run: async () => void ran.push('one') },
      { name: 'two', run: async () => void ran.push('two') },
    ];
    await runSeed(context(t, { seedDemo: false }).ctx, seeders);
    expect(ran).toEqual([]);
    await runSeed(context(t, { seedDemo: true }).ctx, seeders);
    expect(ran).toEqual(['one', 'two']);
    expect(await admins(t)).toHaveLength(1);
  });
});
