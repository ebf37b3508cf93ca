// create-eu: stored rows, files as media, every refusal.
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';
import { mp4, pdf, png, section, unitBody, unitSuite } from '../../test/units';

const suite = unitSuite();

describe('POST /api/admin/create-eu/{courseId}', () => {
  it('creates the unit with its learning objects and sections in order (JSON)', async () => {
    const course = await insertCourse(suite.t);
    const res = await suite.calls.createEu(course.id, unitBody());
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('The educational unit is created.');
    expect(data).toMatchObject({ course_id: course.id, title: 'Fractions', type: 'basic', position: 0 });
    expect(
      data.learning_objects.map((lo: { title: string; position: number; type: string }) => [
        lo.title,
        lo.type,
        lo.position,
      ]),
    ).toEqual([
      ['Halves', 'concrete', 0],
      ['Rational numbers', 'abstract', 1],
    ]);
    expect(data.learning_objects[0].sections).toMatchObject([
      {
        title: 'Cutting a cake',
        description: 'About Cutting a cake',
        duration: 15,
        has_quiz: true,
        position: 0,
        media: [],
      },
      { title: 'Sharing', has_quiz: false, position: 1, external_url: null },
    ]);
    expect(data.learning_objects[1]).toMatchObject({ summary: 'p over q', quiz: null, media: [] });
    const rows = await suite.t.db
      .selectFrom('learning_objects')
      .selectAll()
      .where('unit_id', '=', data.id)
      .execute();
    expect(rows).toHaveLength(2);
    const audit = await suite.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'educational_unit')
      .where('target_id', '=', data.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['unit.create']);

    const second = await suite.calls.createEu(course.id, { title: 'Decimals', type: 'advanced' });
    expect(second.json().data).toMatchObject({ position: 1, learning_objects: [] });
  });

  it('stores files of learning objects and sections as media, and attaches uploads by media id', async () => {
    const course = await insertCourse(suite.t);
    const video = await suite.t.db
      .insertInto('media')
      .values({
        file_name: 'x/video.mp4',
        mime_type: 'video/mp4',
        kind: 'video',
        size: 10,
        collection: 'content',
        temporary_id: 'tmp-1',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = multipart({
      title: 'Shapes',
      type: 'intermediate',
      'learning_objects[0][title]': 'Triangles',
      'learning_objects[0][type]': 'concrete',
      'learning_objects[0][files][0]': {
        filename: 'triangle.png',
        contentType: 'image/png',
        content: await png(),
      },
      'learning_objects[0][media_ids][]': String(video.id),
      'learning_objects[0][sections][0][title]': 'Angles',
      'learning_objects[0][sections][0][description]': 'Sum to 180',
      'learning_objects[0][sections][0][duration]': '20',
      'learning_objects[0][sections][0][has_quiz]': '0',
      'learning_objects[0][sections][0][external_url]': 'https://example.org/angles',
      'learning_objects[0][sections][0][external_url_title]': 'More on angles',
      'learning_objects[0][sections][0][files][]': {
        filename: 'notes.pdf',
        contentType: 'application/pdf',
        content: pdf,
      },
    });
    const res = await suite.calls.createEu(course.id, form.payload, {
      ...suite.admin.headers,
      ...form.headers,
    });
    expect(res.statusCode).toBe(201);
    const lo = res.json().data.learning_objects[0];
    expect(
      lo.media.map((m: { kind: string; model_type: string; model_id: number }) => [
        m.kind,
        m.model_type,
        m.model_id,
      ]),
    ).toEqual([
      ['image', 'learning_object', lo.id],
      ['video', 'learning_object', lo.id],
    ]);
    expect(lo.sections[0]).toMatchObject({
      duration: 20,
      has_quiz: false,
      external_url: 'https://example.org/angles',
      external_url_title: 'More on angles',
    });
    expect(lo.sections[0].media).toMatchObject([
      { kind: 'document', mime_type: 'application/pdf', model_type: 'section' },
    ]);
    const files = await suite.calls.storedMediaFiles();
    expect(files).toContain(lo.media[0].file_name);
    expect(files).toContain(lo.sections[0].media[0].file_name);
    const attached = await suite.t.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(attached).toMatchObject({ model_type: 'learning_object', model_id: lo.id, temporary_id: null });
  });

  it('refuses a video sent as a file (upload it first) and leaves no unit and no file behind', async () => {
    const course = await insertCourse(suite.t);
    const before = await suite.calls.storedMediaFiles();
    const form = multipart({
      title: 'Films',
      type: 'basic',
      'learning_objects[0][title]': 'Clip',
      'learning_objects[0][type]': 'concrete',
      'learning_objects[0][files][0]': { filename: 'ok.png', contentType: 'image/png', content: await png() },
      'learning_objects[0][files][1]': { filename: 'clip.mp4', contentType: 'video/mp4', content: mp4 },
    });
    const res = await suite.calls.createEu(course.id, form.payload, {
      ...suite.admin.headers,
      ...form.headers,
    });
    expect(res.statusCode).toBe(415);
    expect(
      await suite.t.db
        .selectFrom('educational_units')
        .select('id')
        .where('course_id', '=', course.id)
        .execute(),
    ).toEqual([]);
    expect(await suite.calls.storedMediaFiles()).toEqual(before);
  });

  it('refuses media ids that are already attached elsewhere, and writes nothing', async () => {
    const course = await insertCourse(suite.t);
    const taken = await suite.t.db
      .insertInto('media')
      .values({
        file_name: 'x/a.png',
        mime_type: 'image/png',
        kind: 'image',
        size: 1,
        model_type: 'course',
        model_id: course.id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = unitBody();
    (body.learning_objects[0] as Record<string, unknown>).media_ids = [taken.id, 999999];
    const res = await suite.calls.createEu(course.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'learning_objects.0.media_ids': ['This file cannot be attached here'],
    });
    expect(
      await suite.t.db
        .selectFrom('educational_units')
        .select('id')
        .where('course_id', '=', course.id)
        .execute(),
    ).toEqual([]);
  });

  it('names each missing field with the docs/design/product.md §5 message, in English and French', async () => {
    const course = await insertCourse(suite.t);
    const body = {
      learning_objects: [{ sections: [{ duration: 'long' }] }],
    };
    const en = await suite.calls.createEu(course.id, body);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        title: ['Educational unit title is required'],
        type: ['Type is required'],
        'learning_objects.0.title': ['Title is required'],
        'learning_objects.0.type': ['Type is required'],
        'learning_objects.0.sections.0.title': ['Section title is required'],
        'learning_objects.0.sections.0.description': ['Section description is required'],
        'learning_objects.0.sections.0.duration': ['The duration is a whole number of minutes'],
        'learning_objects.0.sections.0.has_quiz': ['Select whether the section has a quiz'],
      },
    });
    const fr = await suite.calls.createEu(
      course.id,
      {
        title: 'x',
        type: 'basic',
        learning_objects: [{ title: 'y', type: 'concrete', sections: [{ title: 's', description: 'd' }] }],
      },
      { ...suite.admin.headers, 'accept-language': 'fr' },
    );
    expect(fr.json().errors).toEqual({
      'learning_objects.0.sections.0.duration': ['La durée de la section est obligatoire'],
      'learning_objects.0.sections.0.has_quiz': ['Indiquez si la section comporte un quiz'],
    });
    const wrong = await suite.calls.createEu(course.id, {
      title: 'x',
      type: 'expert',
      learning_objects: [
        { title: 'y', type: 'both', sections: [section('s', { external_url: 'javascript:alert(1)' })] },
      ],
    });
    expect(wrong.json().errors).toEqual({
      type: ['This value is not valid'],
      'learning_objects.0.type': ['This value is not valid'],
      'learning_objects.0.sections.0.external_url': [
        'Enter a full web address starting with http:// or https://',
      ],
    });
    expect(
      await suite.t.db
        .selectFrom('educational_units')
        .select('id')
        .where('course_id', '=', course.id)
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 for an unknown course and 403 for a learner', async () => {
    const res = await suite.calls.createEu(999999, unitBody());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Course will be available soon');
    const course = await insertCourse(suite.t);
    expect((await suite.calls.createEu(course.id, unitBody(), suite.learner.headers)).statusCode).toBe(403);
  });
});
