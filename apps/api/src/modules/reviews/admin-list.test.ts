// The admin's list of every review (docs/design/product.md §4 "Reviews"): filters by course, type, rating and
// hidden state, a search, server pages; hiding needs a reason, which admins see and the public list never carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, course, person, review } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
let optics: number;
let poetry: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  learner = await userWithTokens(t);
  const cat = await category(t, 'Sciences');
  optics = await course(t, 'Optics', cat);
  poetry = await course(t, 'Poetry', cat);
  const ada = await person(t, 'Ada', 'Lovelace');
  const bob = await person(t, 'Bob', 'Marley');
  const cyd = await person(t, 'Cyd', 'Charisse');
  // minutes give the order: newest first is platform, poetry, optics by Bob, optics by Ada
  ids.adaOptics = await review(t, ada.id, optics, 5, 10, 'Clear lenses chapter');
  ids.bobOptics = await review(t, bob.id, optics, 1, 20, 'Rubbish, and so are you');
  ids.cydPoetry = await review(t, cyd.id, poetry, 4, 30, 'Lovely rhymes');
  ids.adaPlatform = await review(t, ada.id, null, 3, 40, null);
});
afterAll(async () => {
  await t.close();
});

const list = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers });
const idsOf = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first, course and platform, with the total', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res)).toEqual([ids.adaPlatform, ids.cydPoetry, ids.bobOptics, ids.adaOptics]);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 9, total: 4 });
    expect(res.json().data[0]).toMatchObject({
      review_type: 'platform',
      course_id: null,
      user: { first_name: 'Ada', last_name: 'Lovelace' },
      hidden_reason: null,
    });
  });

  it('filters by course, type, rating and hidden state, searches, and pages on the server', async () => {
    expect(idsOf(await list(`?course_id=${optics}`))).toEqual([ids.bobOptics, ids.adaOptics]);
    expect(idsOf(await list('?review_type=platform'))).toEqual([ids.adaPlatform]);
    expect(idsOf(await list('?rating=4'))).toEqual([ids.cydPoetry]);
    // search: author name, course title, comment
    expect(idsOf(await list('?search=lovel'))).toEqual([ids.adaPlatform, ids.cydPoetry, ids.adaOptics]);
    expect(idsOf(await list('?search=POETRY'))).toEqual([ids.cydPoetry]);
    expect(idsOf(await list('?search=rubbish'))).toEqual([ids.bobOptics]);
    // a wildcard typed by the admin is a plain character
    expect(idsOf(await list('?search=%25'))).toEqual([]);
    const second = await list('?per_page=3&page=2');
    expect(idsOf(second)).toEqual([ids.adaOptics]);
    expect(second.json().meta).toEqual({ current_page: 2, per_page: 3, total: 4 });

    const bad = await list('?rating=6&hidden=perhaps', { ...admin.headers, 'accept-language': 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['hidden', 'rating']);
    expect(bad.json().errors.rating).toEqual(['La note est un nombre entier de 1 à 5']);
  });

  it('hides with a reason that only admins read, and shows again without it', async () => {
    const patch = (payload: object, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${ids.bobOptics}`, headers, payload });
    const noReason = await patch({ hidden: true }, { ...admin.headers, 'accept-language': 'fr' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Indiquez pourquoi l’évaluation est masquée'] });

    const hidden = await patch({ hidden: true, reason: '  Insults another learner ' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden_reason: 'Insults another learner' });
    expect(idsOf(await list('?hidden=true'))).toEqual([ids.bobOptics]);
    expect(idsOf(await list('?hidden=false'))).toEqual([ids.adaPlatform, ids.cydPoetry, ids.adaOptics]);
    expect((await list('?hidden=true')).json().data[0].hidden_reason).toBe('Insults another learner');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_type', '=', 'review')
      .where('target_id', '=', ids.bobOptics)
      .execute();
    expect(audit).toEqual([
      { action: 'review.hide', details: JSON.stringify({ reason: 'Insults another learner' }) },
    ]);

    // the public list leaves it out and carries no reason at all
    const pub = await t.app.inject({ method: 'GET', url: `/api/courses/${optics}/reviews` });
    expect(pub.json().data.map((r: { id: number }) => r.id)).toEqual([ids.adaOptics]);
    expect(pub.json().data[0].hidden_reason).toBeNull();

    const shown = await patch({ hidden: false });
    expect(shown.json().data).toMatchObject({ hidden_at: null, hidden_reason: null });
    expect(idsOf(await list('?hidden=true'))).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await list('', learner.headers)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
