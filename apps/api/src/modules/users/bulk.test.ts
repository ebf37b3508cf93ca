// Approving or rejecting many pending accounts at once: each one as the one-by-one action (state, mail, audit),
// the ones that cannot be changed reported with the reason in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(() => t.close());

const bulk = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users/bulk-action', headers, payload: payload as object });

describe('bulk account actions', () => {
  it('approves a class of pending accounts at once and reports the ones already handled', async () => {
    const pending = [];
    for (let i = 0; i < 5; i++) pending.push(await insertUser(t, { status: 'pending' }));
    const rejected = await insertUser(t, { status: 'rejected' });
    const ids = [...pending.map((u) => u.id), rejected.id, 999_999];

    const res = await bulk({ action: 'validate', ids }, { ...admin.headers, 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        done: pending.map((u) => u.id),
        failed: [
          { id: rejected.id, message: 'Ce compte ne peut pas passer de refusé à accepté.' },
          { id: 999_999, message: 'Utilisateur introuvable' },
        ],
      },
      message: '5 comptes mis à jour sur 7.',
    });
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', 'in', ids.slice(0, 6))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'rejected',
    ]);
    // each learner hears about it, and each action is in the audit log
    for (const u of pending) expect(t.mail.filter((m) => m.to === u.email)).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'user.validate')
      .where(
        'target_id',
        'in',
        pending.map((u) => u.id),
      )
      .execute();
    expect(audit).toHaveLength(5);
  });

  it('rejects several pending accounts, ending nothing else', async () => {
    const a = await insertUser(t, { status: 'pending' });
    const b = await insertUser(t, { status: 'pending' });
    const res = await bulk({ action: 'reject', ids: [a.id, b.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ done: [a.id, b.id], failed: [] });
    expect(res.json().message).toBe('2 of 2 accounts updated.');
    const rows = await t.db.selectFrom('users').select('status').where('id', 'in', [a.id, b.id]).execute();
    expect(rows.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('answers 422 to an empty selection or an unknown action, and 403 to anyone but an admin', async () => {
    const empty = await bulk({ action: 'validate', ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids).toEqual(['Select at least one account']);
    expect((await bulk({ action: 'delete', ids: [1] })).statusCode).toBe(422);
    const instructor = await userWithTokens(t, { role: 2 });
    const pending = await insertUser(t, { status: 'pending' });
    expect((await bulk({ action: 'validate', ids: [pending.id] }, instructor.headers)).statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});
