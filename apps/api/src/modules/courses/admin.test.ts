// Course creation: JSON and multipart, cover file, earlier uploads, and every docs/design/product.md §5 message.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type CourseDesk, courseDesk, fr } from '../../test/courses';
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

describe('POST /api/admin/create-course', () => {
  it('creates a course from JSON and answers 201 with the detail and audit row', async () => {
    const res = await post('/api/admin/create-course', valid());
    expect(res.statusCode).toBe(201);
    const course = res.json().data;
    expect(course).toMatchObject({
      title: 'Linear algebra',
      category: { id: cat.S, title: 'Sciences' },
      subcategory: { id: cat.SM, title: 'Mathematics' },
      is_paid: 1,
      price: 50,
      discount: 20,
      final_price: 40,
      is_public: 1,
      teaching_type: 'online',
      start_time: '2025-09-01T08:00:00.000Z',
      end_time: '2025-12-01T17:00:00.000Z',
      is_sequential: 1,
      is_active: 1,
      is_offline: 0,
      duration: 90,
      educational_units: [],
      selected_user_ids: [],
      subscribed_users_count: 0,
      media: [],
    });
    const row = await t.db
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(admin.row.id);
    expect(await audit('course.create', course.id)).toHaveLength(1);
  });

  it('creates a private on-place course from a multipart form with its cover file', async () => {
    const form = multipart({
      title: 'Atelier',
      description: 'En salle',
      category_id: String(cat.L),
      subcategory_id: String(cat.LF),
      language: 'FR',
      is_paid: '0',
      price: '99',
      facilitator: 'Colette',
      is_public: 'false',
      'selected_user_ids[0]': String(learner.row.id),
      'selected_user_ids[1]': String(other.row.id),
      teaching_type: 'on_place',
      latitude: '36.806389',
      longitude: '10.181667',
      start_time: '2025-09-01T09:30',
      course_media: { filename: 'cover.png', contentType: 'image/png', content: tinyPng },
    });
    const res = await post('/api/admin/create-course', form.payload, { ...admin.headers, ...form.headers });
    expect(res.statusCode).toBe(201);
    const course = res.json().data;
    expect(course).toMatchObject({
      language: 'fr',
      is_paid: 0,
      price: 0,
      discount: 0,
      is_public: 0,
      teaching_type: 'on_place',
      latitude: 36.806389,
      longitude: 10.181667,
      link: null,
      start_time: '2025-09-01T09:30:00.000Z',
      is_sequential: 0,
    });
    expect(course.selected_user_ids).toEqual([learner.row.id, other.row.id].sort((a, b) => a - b));
    expect(course.media).toHaveLength(1);
    expect(course.media[0]).toMatchObject({
      model_type: 'course',
      model_id: course.id,
      mime_type: 'image/png',
    });
    expect(fs.existsSync(path.join(t.config.mediaDir, course.media[0].file_name))).toBe(true);
  });

  it('attaches the media uploaded earlier under temporary_id as the cover', async () => {
    const upload = multipart({
      temporary_id: 'tmp-course-1',
      is_supplementary: 'false',
      file: { filename: 'c.png', contentType: 'image/png', content: tinyPng },
    });
    const up = await post('/api/media/upload-media', upload.payload, { ...admin.headers, ...upload.headers });
    expect(up.statusCode).toBe(201);
    const res = await post('/api/admin/create-course', { ...valid(), temporary_id: 'tmp-course-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.media.map((m: { id: number }) => m.id)).toEqual([up.json().data.id]);
    const media = await t.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', up.json().data.id)
      .executeTakeFirstOrThrow();
    expect(media).toMatchObject({ model_type: 'course', collection: 'cover', temporary_id: null });
  });

  it('keeps both a cover file and earlier uploads sent together, the file first', async () => {
    const upload = multipart({
      temporary_id: 'tmp-course-2',
      is_supplementary: 'false',
      file: { filename: 'c.png', contentType: 'image/png', content: tinyPng },
    });
    const up = await post('/api/media/upload-media', upload.payload, { ...admin.headers, ...upload.headers });
    const fields = Object.fromEntries(Object.entries(valid()).map(([k, v]) => [k, String(v)]));
    const form = multipart({
      ...fields,
      temporary_id: 'tmp-course-2',
      course_media: { filename: 'cover.png', contentType: 'image/png', content: tinyPng },
    });
    const res = await post('/api/admin/create-course', form.payload, { ...admin.headers, ...form.headers });
    expect(res.statusCode).toBe(201);
    const media = res.json().data.media as Array<{ id: number; file_name: string }>;
    expect(media).toHaveLength(2);
    expect(media[1].id).toBe(up.json().data.id);
    for (const m of media) expect(fs.existsSync(path.join(t.config.mediaDir, m.file_name))).toBe(true);
  });

  it('names every missing required field with its docs/design/product.md §5 message, in en and fr', async () => {
    const en = await post('/api/admin/create-course', {});
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        title: ['Title is required'],
        description: ['Description is required'],
        category_id: ['Category is required'],
        language: ['Language is required'],
        is_paid: ['Paid is required'],
        facilitator: ['Facilitator is required'],
        is_public: ['Public is required'],
        teaching_type: ['Teaching type is required'],
      },
    });
    const fre = await post('/api/admin/create-course', { title: ' ' }, { ...admin.headers, ...fr });
    expect(fre.json().errors).toMatchObject({
      title: ['Le titre est obligatoire'],
      description: ['La description est obligatoire'],
      category_id: ['La catégorie est obligatoire'],
      is_paid: ['Indiquez si le cours est payant'],
      is_public: ['Indiquez si le cours est public'],
      teaching_type: ["Le type d'enseignement est obligatoire"],
    });
  });

  it.each([
    [
      'a paid course without price or discount',
      { price: '', discount: undefined },
      { price: ['Price is required'], discount: ['Discount is required'] },
    ],
    ['a discount above 100', { discount: 120 }, { discount: ['The discount must be between 0 and 100'] }],
    [
      'a private course without learners',
      { is_public: false },
      { selected_user_ids: ['You have to select users'] },
    ],
    ['an online course without link', { link: '' }, { link: ['Link is required'] }],
    [
      'a link that is not a web address',
      { link: 'javascript:alert(1)' },
      { link: ['Enter a full web address starting with http:// or https://'] },
    ],
    [
      'an on-place course without location',
      { teaching_type: 'on_place' },
      { latitude: ['Location is required'], longitude: ['Location is required'] },
    ],
    [
      'coordinates out of range',
      { teaching_type: 'on_place', latitude: 91, longitude: -181 },
      {
        latitude: ['The latitude must be between -90 and 90'],
        longitude: ['The longitude must be between -180 and 180'],
      },
    ],
    [
      'an end before the start',
      { end_time: '2025-08-01' },
      { end_time: ['The end time must be after the start time'] },
    ],
    [
      'an unknown teaching type',
      { teaching_type: 'by post' },
      { teaching_type: ['Teaching type is required'] },
    ],
  ])('refuses %s (422)', async (_, change, errors) => {
    const res = await post('/api/admin/create-course', { ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('gives the rule messages in French too', async () => {
    const res = await post(
      '/api/admin/create-course',
      { ...valid(), is_public: false, link: '' },
      { ...admin.headers, ...fr },
    );
    expect(res.json().errors).toEqual({
      selected_user_ids: ['Vous devez sélectionner des utilisateurs'],
      link: ['Le lien est obligatoire'],
    });
  });

  it('checks the category pair and the selected learners against the database', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ category_id: 999_999, subcategory_id: null }, { category_id: ['Category not found'] }],
      [{ category_id: cat.SM, subcategory_id: null }, { category_id: ['Category not found'] }],
      [
        { subcategory_id: cat.LF },
        { subcategory_id: ['The sub category must belong to the chosen category'] },
      ],
      [{ subcategory_id: cat.L }, { subcategory_id: ['Sub category not found'] }],
      [
        { is_public: false, selected_user_ids: [learner.row.id, 999_999] },
        { selected_user_ids: ['User not found'] },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await post('/api/admin/create-course', { ...valid(), ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });

  it('is for admins only', async () => {
    expect((await post('/api/admin/create-course', valid(), learner.headers)).statusCode).toBe(403);
    expect((await post('/api/admin/create-course', valid(), {})).statusCode).toBe(401);
  });
});
