// A person's own data: the download holds everything about them and nothing about anyone else or any secret;
// every table referring to a person is declared; deleting one's own account needs the password and ends
// every session (docs/privacy.md, "Your rights").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, password, type TestApp, userWithTokens } from '../../test/helpers';
import { answersFor } from '../../test/learning-style';
import { enrol, insertCourse } from '../../test/quizzes';
import { exportedTables, notPersonal, personColumnOf } from './personal-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Columns that name a person, by their name. */
const personColumn = /^(user_id|actor_id|author_id|uploaded_by|created_by|[a-z_]+_user_id)$/;

async function columnsOfEveryTable(): Promise<{ table: string; column: string }[]> {
  const tables = await t.db.introspection.getTables();
  return tables.flatMap((table) => table.columns.map((c) => ({ table: table.name, column: c.name })));
}

const questionnaire = {
  processing: ['active', 9],
  perception: ['sensing', 11],
  input: ['visual', 6],
  understanding: ['sequential', 1],
} as const;

describe('GET /api/user/personal-data', () => {
  it('declares every table that refers to a person: exported, or not personal with a reason', async () => {
    const declared = new Set([
      ...exportedTables.map((e) => `${e.table}.${personColumnOf(e)}`),
      ...Object.keys(notPersonal),
    ]);
    const undeclared = (await columnsOfEveryTable())
      .filter((c) => personColumn.test(c.column) && !declared.has(`${c.table}.${c.column}`))
      .map((c) => `${c.table}.${c.column}`);
    expect(undeclared).toEqual([]);
  });

  it('gives the learner everything about them, as a file, without secrets or anyone else', async () => {
    const learner = await userWithTokens(t, { first_name: 'Zoé' });
    const other = await userWithTokens(t);
    const course = await insertCourse(t);
    for (const who of [learner, other]) {
      await enrol(t, who.row.id, course.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/Silverman/submit-responses',
        headers: who.headers,
        payload: { responses: answersFor(questionnaire as never), course_id: course.id },
      });
      expect(res.statusCode).toBe(200);
    }
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/user/support',
      headers: learner.headers,
      payload: { subject: 'A question', message: 'Where is the glossary of this course?' },
    });
    expect(review.statusCode).toBeLessThan(300);

    expect((await t.app.inject({ method: 'GET', url: '/api/user/personal-data' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/personal-data',
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="parcours-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const doc = res.json();
    expect(doc).toMatchObject({
      format: 'parcours-personal-data',
      version: 1,
      account: { id: learner.row.id, email: learner.row.email, first_name: 'Zoé' },
    });
    expect(doc.account).not.toHaveProperty('password_hash');
    expect(doc.enrolments).toEqual([
      expect.objectContaining({ user_id: learner.row.id, course_id: course.id }),
    ]);
    expect(doc.learning_style_results).toHaveLength(1);
    expect(doc.learning_style_results[0]).toMatchObject({
      user_id: learner.row.id,
      input_category: 'visual',
    });
    expect(doc.support_messages).toEqual([
      expect.objectContaining({ subject: 'A question', message: 'Where is the glossary of this course?' }),
    ]);
    expect(doc.sessions.length).toBeGreaterThan(0);
    for (const s of doc.sessions) {
      expect(s).not.toHaveProperty('refresh_jti');
      expect(s).not.toHaveProperty('previous_jti');
    }
    const text = res.body;
    expect(text).not.toContain(other.row.email);
    for (const table of exportedTables) {
      for (const row of doc[table.table] as Record<string, unknown>[]) {
        if ('by' in table) expect(row[table.by]).toBe(learner.row.id);
      }
    }
  });
});

describe('POST /api/user/delete-account', () => {
  it('needs the password, then anonymises the account and ends every session', async () => {
    const learner = await userWithTokens(t);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: learner.row.email, password },
    });
    const otherDevice = { authorization: `Bearer ${second.json().data.access_token}` };

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: { ...learner.headers, 'accept-language': 'fr' },
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(["Le mot de passe actuel n'est pas correct."]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: learner.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(
      (await t.db.selectFrom('users').select('status').where('id', '=', learner.row.id).executeTakeFirst())
        ?.status,
    ).toBe('accepted');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: learner.headers,
      payload: { password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your account is deleted. Thank you for learning with Parcours.');

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'deleted', first_name: 'Deleted', password_hash: null });
    expect(row.email).not.toBe(learner.row.email);
    expect(row.pseudonym).toBe(learner.row.pseudonym); // research rows stay under the pseudonym only
    for (const headers of [learner.headers, otherDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(401);
    }
    const relog = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: learner.row.email, password },
    });
    expect(relog.statusCode).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', learner.row.id)
      .where('action', '=', 'user.delete_own')
      .execute();
    expect(audit).toEqual([{ action: 'user.delete_own', actor_id: learner.row.id }]);
  });
});
