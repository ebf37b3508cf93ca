// POST /api/user/review (form or JSON; once per course or platform, a second post edits) and the public list of
// a course's reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, course, enrol, person, review } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
let algebra: number;
let biology: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  learner = await userWithTokens(t, { first_name: 'Lina', last_name: 'Reviewer' });
  const cat = await category(t, 'Sciences');
  algebra = await course(t, 'Algebra', cat);
  biology = await course(t, 'Biology', cat);
  await enrol(t, learner.row.id, algebra, { status: 'completed' });
  await enrol(t, learner.row.id, biology);
});
afterAll(async () => {
  await t.close();
});

function send(headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/user/review', headers, payload });
}
const reviewsOf = (userId: number) =>
  t.db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('POST /api/user/review', () => {
  it('creates a course review once, and a second post edits it', async () => {
    const first = await send(learner.headers, {
      userId: learner.row.id,
      reviewType: 'course',
      course_id: algebra,
      rating: 4,
      comment: 'Clear and well paced',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Your review is saved.',
      data: {
        user_id: learner.row.id,
        user: { id: learner.row.id, first_name: 'Lina', last_name: 'Reviewer' },
        review_type: 'course',
        course_id: algebra,
        course_title: 'Algebra',
        rating: 4,
        comment: 'Clear and well paced',
      },
    });
    // a form post, the way of docs/design/product.md §7
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/user/review',
      headers: { ...learner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userId=${learner.row.id}&reviewType=course&course_id=${algebra}&rating=2&comment=`,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ id: first.json().data.id, rating: 2, comment: null });
    const stored = await reviewsOf(learner.row.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rating: 2, comment: null, created_at: first.json().data.created_at });
  });

  it('takes one platform review per account, without a course', async () => {
    const other = await userWithTokens(t);
    const a = await send(other.headers, { reviewType: 'platform', rating: 5, course_id: algebra });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().data).toMatchObject({ review_type: 'platform', course_id: null, course_title: null });
    const b = await send(other.headers, { review_type: 'platform', rating: 3, comment: 'Changed my mind' });
    expect(b.statusCode).toBe(200);
    expect(b.json().data).toMatchObject({ id: a.json().data.id, rating: 3, comment: 'Changed my mind' });
    expect(await reviewsOf(other.row.id)).toHaveLength(1);
  });

  it('needs a completed course', async () => {
    const res = await send(
      { ...learner.headers, 'accept-language': 'fr' },
      {
        reviewType: 'course',
        course_id: biology,
        rating: 5,
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Vous pourrez évaluer ce cours une fois que vous l’aurez terminé.');
    const missing = await send(learner.headers, { reviewType: 'course', course_id: 999_999, rating: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Course will be available soon');
  });

  it('refuses a learner writing for someone else, lets an admin do it (audited)', async () => {
    const other = await person(t, 'Omar', 'Other');
    const refused = await send(learner.headers, { userId: other.id, reviewType: 'platform', rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(await reviewsOf(other.id)).toHaveLength(0);

    const done = await send(admin.headers, { userId: other.id, reviewType: 'platform', rating: 4 });
    expect(done.statusCode).toBe(201);
    expect(done.json().data.user_id).toBe(other.id);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'review.save')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.row.id,
      target_type: 'review',
      target_id: done.json().data.id,
    });
    const nobody = await send(admin.headers, { userId: 999_999, reviewType: 'platform', rating: 4 });
    expect(nobody.statusCode).toBe(404);
  });

  it('validates the fields', async () => {
    const res = await send(learner.headers, { reviewType: 'course', rating: 6, comment: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      rating: ['The rating is a whole number from 1 to 5'],
      comment: ['This value is too long'],
      course_id: ['Course is required'],
    });
    const noCourse = await send(learner.headers, { reviewType: 'course', rating: 3 });
    expect(noCourse.json().errors).toEqual({ course_id: ['Course is required'] });
    const fr = await send({ ...learner.headers, 'accept-language': 'fr' }, { rating: 3 });
    expect(fr.json().errors).toEqual({
      review_type: ['Choisissez ce que vous évaluez : un cours ou la plateforme'],
    });
    expect((await send({}, { reviewType: 'platform', rating: 3 })).statusCode).toBe(401);
  });
});

describe('GET /api/courses/{id}/reviews', () => {
  it("lists a course's reviews newest first with the mean rating, publicly", async () => {
    const cat = await category(t, 'Arts');
    const painting = await course(t, 'Painting', cat);
    const ratings = [5, 4, 3, 4, 1];
    for (const [i, rating] of ratings.entries()) {
      const u = await person(t, `R${i}`, 'Painter');
      await review(t, u.id, painting, rating, 200 + i, `comment ${i}`);
    }
    const p1 = await t.app.inject({ method: 'GET', url: `/api/courses/${painting}/reviews?per_page=2` });
    expect(p1.statusCode, p1.body).toBe(200);
    // (5 + 4 + 3 + 4 + 1) / 5 = 3.4
    expect(p1.json().meta).toEqual({ current_page: 1, per_page: 2, total: 5, average_rating: 3.4 });
    expect(p1.json().data.map((r: { comment: string }) => r.comment)).toEqual(['comment 4', 'comment 3']);
    const p3 = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${painting}/reviews?per_page=2&page=3`,
    });
    expect(p3.json().data.map((r: { rating: number }) => r.rating)).toEqual([5]);

    const empty = await t.app.inject({ method: 'GET', url: `/api/courses/${biology}/reviews` });
    expect(empty.json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 9, total: 0, average_rating: null },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/courses/999999/reviews' })).statusCode).toBe(404);
  });
});
