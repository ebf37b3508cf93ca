// A learner reads, edits and deletes their review; an admin hides abusive ones, which leave the course's mean
// and public list; the public list names authors by first name and last initial.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, course, enrol, person, review } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
let other: Awaited<ReturnType<typeof userWithTokens>>;
let cat: number;
let algebra: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  learner = await userWithTokens(t, { first_name: 'Lina', last_name: 'élodie-Reviewer' });
  other = await userWithTokens(t, { first_name: 'Omar', last_name: 'Other' });
  cat = await category(t, 'Sciences');
  algebra = await course(t, 'Algebra', cat);
  await enrol(t, learner.row.id, algebra, { status: 'completed' });
  await enrol(t, other.row.id, algebra, { status: 'completed' });
});
afterAll(async () => {
  await t.close();
});

const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/review', headers, payload });
const mine = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/review?${query}`, headers });
const hide = (headers: Record<string, string>, id: number, hidden: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/reviews/${id}`,
    headers,
    payload: { hidden, ...(hidden === true ? { reason: 'Insults another learner' } : {}) },
  });
const list = (courseId: number) => t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/reviews` });

describe('GET and DELETE /api/user/review', () => {
  it("reads one's own review, deletes it, and cannot touch someone else's", async () => {
    const none = await mine(learner.headers, `review_type=course&course_id=${algebra}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const saved = await post(learner.headers, { reviewType: 'course', course_id: algebra, rating: 4 });
    const id = saved.json().data.id;
    const read = await mine(learner.headers, `reviewType=course&courseId=${algebra}`);
    expect(read.json().data).toMatchObject({ id, rating: 4, comment: null, hidden_at: null });
    // the platform review is a different one
    expect((await mine(learner.headers, 'review_type=platform')).json()).toEqual({ data: null });

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/review/${id}`,
      headers: { ...other.headers, 'accept-language': 'fr' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Évaluation introuvable');

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/review/${id}`,
      headers: learner.headers,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: 'Your review is deleted.' });
    expect(await t.db.selectFrom('reviews').select('id').where('id', '=', id).execute()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/review/${id}`,
      headers: learner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('explains a missing course or type in the query', async () => {
    const res = await mine({ ...learner.headers, 'accept-language': 'fr' }, 'review_type=course');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ course_id: ['Le cours est obligatoire'] });
    expect((await mine({}, 'review_type=platform')).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/reviews/{id}', () => {
  it('hides a review from the list and the mean, shows it again, and is for admins only', async () => {
    const geometry = await course(t, 'Geometry', cat);
    const ratings = [5, 2, 4, 1];
    const ids: number[] = [];
    for (const [i, rating] of ratings.entries()) {
      const u = await person(t, `P${i}`, `Plato${i}`);
      ids.push(await review(t, u.id, geometry, rating, 300 + i, `comment ${i}`));
    }
    // all four: (5 + 2 + 4 + 1) / 4 = 3
    expect((await list(geometry)).json().meta).toMatchObject({ total: 4, average_rating: 3 });

    const refused = await hide(learner.headers, ids[3]!, true);
    expect(refused.statusCode).toBe(403);

    const hidden = await hide(admin.headers, ids[3]!, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe('The review is hidden from learners.');
    const hiddenAt = hidden.json().data.hidden_at;
    expect(hiddenAt).toEqual(expect.any(String));
    // without the 1: (5 + 2 + 4) / 3 = 11 / 3
    const after = (await list(geometry)).json();
    expect(after.meta.total).toBe(3);
    expect(after.meta.average_rating).toBeCloseTo(11 / 3, 10);
    expect(after.data.map((r: { comment: string }) => r.comment)).toEqual([
      'comment 2',
      'comment 1',
      'comment 0',
    ]);

    // hiding twice keeps the first time; the admin's dashboard still shows it, marked
    expect((await hide(admin.headers, ids[3]!, true)).json().data.hidden_at).toBe(hiddenAt);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const onBoard = dashboard.json().data.reviews.find((r: { id: number }) => r.id === ids[3]);
    expect(onBoard).toMatchObject({ hidden_at: hiddenAt });

    const shown = await hide({ ...admin.headers, 'accept-language': 'fr' }, ids[3]!, false);
    expect(shown.json()).toMatchObject({
      message: 'L’évaluation est de nouveau visible.',
      data: { hidden_at: null },
    });
    expect((await list(geometry)).json().meta).toMatchObject({ total: 4, average_rating: 3 });

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'review')
      .where('target_id', '=', ids[3]!)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['review.hide', 'review.show']);

    const bad = await hide({ ...admin.headers, 'accept-language': 'fr' }, ids[0]!, 'maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ hidden: ['Indiquez si l’évaluation est masquée (true ou false)'] });
    expect((await hide(admin.headers, 999_999, true)).statusCode).toBe(404);
  });
});

describe('GET /api/courses/{id}/reviews names', () => {
  it('shows the first name and the last initial only', async () => {
    const poetry = await course(t, 'Poetry', cat);
    await enrol(t, learner.row.id, poetry, { status: 'completed' });
    await post(learner.headers, { reviewType: 'course', course_id: poetry, rating: 5, comment: 'Lovely' });
    const res = await list(poetry);
    expect(res.json().data[0].user).toEqual({ id: learner.row.id, first_name: 'Lina', last_name: 'É.' });
    expect(res.body).not.toContain('Reviewer');
  });
});
