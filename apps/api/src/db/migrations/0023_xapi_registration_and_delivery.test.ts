// The repair of migration 0023 on rows stored before: each statement still waiting gets its learner from its
// payload, so the sender keeps that learner's order; statements already sent are left as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { backfillActors } from './0023_xapi_registration_and_delivery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0023 repair', () => {
  it('fills the learner of waiting statements from their payload', async () => {
    await t.db.deleteFrom('xapi_statements').execute();
    const row = (statementId: string, actor: string, sentAt: string | null) => ({
      statement_id: statementId,
      payload: JSON.stringify({ verb: 'launched', object: { kind: 'course', id: 4 }, actor, timestamp: 'x' }),
      created_at: '2025-03-01T09:00:00.000Z',
      next_attempt_at: '2025-03-01T09:00:00.000Z',
      sent_at: sentAt,
    });
    await t.db
      .insertInto('xapi_statements')
      .values([
        row('8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e01', 'p-ann', null),
        row('8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e02', 'p-bob', null),
        row('8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e03', 'p-ann', '2025-03-01T09:00:01.000Z'),
      ])
      .execute();
    await backfillActors(t.db, t.database.engine);
    const rows = await t.db
      .selectFrom('xapi_statements')
      .select(['actor', 'sent_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.actor)).toEqual(['p-ann', 'p-bob', null]);
  });
});
