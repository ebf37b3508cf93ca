// The retention purge of the xAPI outbox (docs/integrations.md, "Delivery"): statements the LRS accepted more
// than XAPI_RETENTION_DAYS ago are deleted; newer ones and those still waiting stay, whatever their age.
import { expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers';
import { purgeSentStatements } from './retention';

const t = appPerFile();

const day = 86_400_000;
const now = new Date('2026-06-30T12:00:00.000Z');
const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();

it('deletes the statements sent before the retention period only', async () => {
  const rows = [
    { id: 'sent-40-days-ago', sent: ago(40), created: ago(41) },
    { id: 'sent-31-days-ago', sent: ago(31), created: ago(31) },
    { id: 'sent-29-days-ago', sent: ago(29), created: ago(100) },
    { id: 'waiting-100-days', sent: null, created: ago(100) },
  ];
  await t.db
    .insertInto('xapi_statements')
    .values(
      rows.map((r) => ({
        statement_id: r.id,
        payload: '{}',
        created_at: r.created,
        next_attempt_at: r.created,
        sent_at: r.sent,
      })),
    )
    .execute();
  expect(await purgeSentStatements(t.db, 30, now)).toBe(2);
  const left = await t.db.selectFrom('xapi_statements').select('statement_id').orderBy('id').execute();
  expect(left.map((r) => r.statement_id)).toEqual(['sent-29-days-ago', 'waiting-100-days']);
  // Nothing more to delete; a retention of 0 keeps everything.
  expect(await purgeSentStatements(t.db, 30, now)).toBe(0);
  expect(await purgeSentStatements(t.db, 0, new Date(now.getTime() + 1000 * day))).toBe(0);
  // In batches: one statement per round when the batch is one.
  expect(await purgeSentStatements(t.db, 1, now, 1)).toBe(1);
  expect(await t.db.selectFrom('xapi_statements').select('statement_id').execute()).toEqual([
    { statement_id: 'waiting-100-days' },
  ]);
});
