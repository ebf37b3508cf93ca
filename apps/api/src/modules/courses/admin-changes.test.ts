// Course changes: partial updates checked on the merged course, cover replacement, soft delete, the active and
// offline switches, with their audit rows and 404s.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type CourseDesk, courseDesk, fr, insertCourse } from '../../test/courses';
import { createTestApp, multipart, type TestApp, tinyPng } from '../../test/helpers';

let t: TestApp;
let admin: Account;
let learner: Account;
let other: Account;
let cat: CourseDesk['cat'];
let valid: CourseDesk['valid'];
let post: CourseDesk['post'];
let audit: CourseDesk['audit'];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, learner, other, cat, valid, post, audit } = await courseDesk(t));
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/update-course/{id}', () => {
  it('changes only the fields sent and checks the rules on the merged course', async () => {
    const id = (await post('/api/admin/create-course', valid())).json().data.id;
    const res = await post(`/api/admin/update-course/${id}`, { title: 'Linear algebra II', duration: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Linear algebra II',
      price: 50,
      discount: 20,
      duration: null,
      link: valid().link,
    });

    const bad = await post(`/api/admin/update-course/${id}`, { teaching_type: 'on_place', latitude: 10 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ longitude: ['Location is required'] });
    const early = await post(`/api/admin/update-course/${id}`, { end_time: '2025-01-01' });
    expect(early.json().errors).toEqual({ end_time: ['The end time must be after the start time'] });
    const clash = await post(`/api/admin/update-course/${id}`, { category_id: cat.L });
    expect(clash.json().errors).toEqual({
      subcategory_id: ['The sub category must belong to the chosen category'],
    });
    const moved = await post(`/api/admin/update-course/${id}`, { category_id: cat.L, subcategory_id: '' });
    expect(moved.json().data).toMatchObject({ category: { id: cat.L }, subcategory: null });
    expect(await audit('course.update', id)).toHaveLength(2);
  });

  it('makes a course private with its learners, and public again without them', async () => {
    const id = (await post('/api/admin/create-course', valid())).json().data.id;
    const none = await post(`/api/admin/update-course/${id}`, { is_public: '0' });
    expect(none.json().errors).toEqual({ selected_user_ids: ['You have to select users'] });
    const priv = await post(`/api/admin/update-course/${id}`, {
      is_public: 0,
      selected_user_ids: [other.row.id],
    });
    expect(priv.json().data).toMatchObject({ is_public: 0, selected_user_ids: [other.row.id] });
    const pub = await post(`/api/admin/update-course/${id}`, { is_public: 1 });
    expect(pub.json().data).toMatchObject({ is_public: 1, selected_user_ids: [] });
  });

  it('turns a paid course free (price and discount 0) and refuses paid without a price', async () => {
    const id = (await post('/api/admin/create-course', valid())).json().data.id;
    const free = await post(`/api/admin/update-course/${id}`, { is_paid: 'false' });
    expect(free.json().data).toMatchObject({ is_paid: 0, price: 0, discount: 0, final_price: 0 });
    const paid = await post(`/api/admin/update-course/${id}`, {
      is_paid: 'true',
      price: null,
      discount: null,
    });
    expect(paid.json().errors).toEqual({ price: ['Price is required'], discount: ['Discount is required'] });
  });

  it('replaces the cover when a new file is sent', async () => {
    const id = (await post('/api/admin/create-course', valid())).json().data.id;
    const cover = () =>
      multipart({ course_media: { filename: 'c.png', contentType: 'image/png', content: tinyPng } });
    const first = cover();
    const a = (
      await post(`/api/admin/update-course/${id}`, first.payload, { ...admin.headers, ...first.headers })
    ).json().data.media;
    const second = cover();
    const b = (
      await post(`/api/admin/update-course/${id}`, second.payload, { ...admin.headers, ...second.headers })
    ).json().data.media;
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(b[0].id).not.toBe(a[0].id);
    expect(fs.existsSync(path.join(t.config.mediaDir, a[0].file_name))).toBe(false);
  });

  it('answers 404 for a missing or deleted course, in en and fr', async () => {
    const id = await insertCourse(t, { category_id: cat.S, deleted_at: new Date().toISOString() });
    for (const target of [id, 999_999]) {
      const en = await post(`/api/admin/update-course/${target}`, { title: 'x' });
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({ message: 'Course will be available soon' });
      const fre = await post(
        `/api/admin/update-course/${target}`,
        { title: 'x' },
        { ...admin.headers, ...fr },
      );
      expect(fre.json()).toEqual({ message: 'Le cours sera bientôt disponible' });
    }
  });
});

describe('DELETE /api/admin/delete-course/{id}', () => {
  it('soft-deletes: the row and its enrolments stay, the course leaves every list', async () => {
    const id = await insertCourse(t, { category_id: cat.S, title: 'To delete' });
    await t.db
      .insertInto('enrolments')
      .values({ user_id: learner.row.id, course_id: id, enrolled_at: new Date().toISOString() })
      .execute();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-course/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id, deleted_at: expect.any(String) },
      message: 'The course is deleted.',
    });
    const row = await t.db
      .selectFrom('courses')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const enrolments = await t.db.selectFrom('enrolments').select('id').where('course_id', '=', id).execute();
    expect(enrolments).toHaveLength(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/courses?per_page=100',
      headers: admin.headers,
    });
    expect(list.json().data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await audit('course.delete', id)).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-course/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('active, offline and online switches', () => {
  it('toggles is_active without a body and sets it with {value}', async () => {
    const id = await insertCourse(t, { category_id: cat.S });
    const off = await post(`/api/admin/active-course/${id}`, undefined);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id, is_active: 0 });
    const on = await post(`/api/admin/active-course/${id}`, undefined);
    expect(on.json().data.is_active).toBe(1);
    expect((await post(`/api/admin/active-course/${id}`, { value: 1 })).json().data.is_active).toBe(1);
    expect((await post(`/api/admin/active-course/${id}`, { value: '0' })).json().data.is_active).toBe(0);
    expect((await audit('course.deactivate', id)).length).toBe(2);
    expect((await audit('course.activate', id)).length).toBe(2);
  });

  it('takes a course offline and online again', async () => {
    const id = await insertCourse(t, { category_id: cat.S });
    const off = await post(`/api/admin/offline-course/${id}`, undefined);
    expect(off.json().data).toMatchObject({ id, is_offline: 1 });
    expect((await post(`/api/admin/offline-course/${id}`, undefined)).json().data.is_offline).toBe(1);
    expect((await post(`/api/admin/online-course/${id}`, undefined)).json().data.is_offline).toBe(0);
    expect(await audit('course.offline', id)).toHaveLength(2);
    expect(await audit('course.online', id)).toHaveLength(1);
  });

  it('answers 404 for a missing course and 403 for a learner', async () => {
    for (const url of ['active-course', 'offline-course', 'online-course']) {
      const res = await post(`/api/admin/${url}/999999`, undefined, { ...admin.headers, ...fr });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Le cours sera bientôt disponible' });
      expect((await post(`/api/admin/${url}/1`, undefined, learner.headers)).statusCode).toBe(403);
    }
  });
});
