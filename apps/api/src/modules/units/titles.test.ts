// Media titles on create-eu / update-eu: file_titles beside the files sent, media_titles for files already
// attached or referenced by id, and the refusals of files that are not the unit's.
import { describe, expect, it } from 'vitest';
import { type FormFile, multipart } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';
import { pdf, png, section, unitSuite } from '../../test/units';

const suite = unitSuite();

interface Media {
  id: number;
  kind: string;
  title: string | null;
}
interface SavedUnit {
  id: number;
  learning_objects: { id: number; media: Media[]; sections: { id: number; media: Media[] }[] }[];
}

const image = async (filename: string): Promise<FormFile> => ({
  filename,
  contentType: 'image/png',
  content: await png(),
});
const sheet: FormFile = { filename: 'sheet.pdf', contentType: 'application/pdf', content: pdf };

/** create-eu as a browser sends it: repeated `files[]` and `file_titles[]` keys, '' for an untitled file. */
async function createWithFiles(
  courseId: number,
  loFiles: [FormFile, string][],
  sectionFiles: [FormFile, string][],
) {
  const lo = 'learning_objects[0]';
  const s = `${lo}[sections][0]`;
  const form = multipart([
    ['title', 'Shapes'],
    ['type', 'basic'],
    [`${lo}[title]`, 'Triangles'],
    [`${lo}[type]`, 'concrete'],
    ...loFiles.flatMap(([file, title]): [string, string | FormFile][] => [
      [`${lo}[files][]`, file],
      [`${lo}[file_titles][]`, title],
    ]),
    [`${s}[title]`, 'Angles'],
    [`${s}[description]`, 'They sum to 180 degrees'],
    [`${s}[duration]`, '10'],
    [`${s}[has_quiz]`, '0'],
    ...sectionFiles.flatMap(([file, title]): [string, string | FormFile][] => [
      [`${s}[files][]`, file],
      [`${s}[file_titles][]`, title],
    ]),
  ]);
  const res = await suite.calls.createEu(courseId, form.payload, { ...suite.admin.headers, ...form.headers });
  expect(res.statusCode).toBe(201);
  return res.json().data as SavedUnit;
}

async function storedTitle(id: number) {
  return (await suite.t.db.selectFrom('media').select('title').where('id', '=', id).executeTakeFirstOrThrow())
    .title;
}

async function freeVideo() {
  return suite.t.db
    .insertInto('media')
    .values({
      file_name: 'x/clip.mp4',
      mime_type: 'video/mp4',
      kind: 'video',
      size: 10,
      collection: 'content',
      temporary_id: 'tmp-titles',
      uploaded_by: suite.admin.row.id,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('media titles on create-eu and update-eu', () => {
  it('stores file_titles with the files they stand beside; an empty entry leaves its file untitled', async () => {
    const course = await insertCourse(suite.t);
    const unit = await createWithFiles(
      course.id,
      [
        [await image('photo-1.png'), ''],
        [sheet, '  Worksheet on angles '],
      ],
      [[await image('right.png'), 'A right triangle']],
    );
    const lo = unit.learning_objects[0];
    expect(lo.media.map((m) => [m.kind, m.title])).toEqual([
      ['image', null],
      ['document', 'Worksheet on angles'],
    ]);
    expect(lo.sections[0].media.map((m) => [m.kind, m.title])).toEqual([['image', 'A right triangle']]);
    expect(await storedTitle(lo.media[1].id)).toBe('Worksheet on angles');
    expect(await storedTitle(lo.sections[0].media[0].id)).toBe('A right triangle');
  });

  it('gives each file in the admin unit view the name it was uploaded with, null when none was recorded', async () => {
    const course = await insertCourse(suite.t);
    const created = await createWithFiles(
      course.id,
      [[await image('Photo of a prism.png'), '']],
      [[sheet, '']],
    );
    const video = await freeVideo();
    const lo = created.learning_objects[0];
    const attach = await suite.calls.updateEu(course.id, created.id, {
      title: 'Shapes',
      type: 'basic',
      learning_objects: [
        {
          id: lo.id,
          title: 'Triangles',
          type: 'concrete',
          media_ids: [video.id],
          sections: [{ id: lo.sections[0].id, ...section('Angles') }],
        },
      ],
    });
    expect(attach.statusCode).toBe(200);

    const res = await suite.t.app.inject({
      method: 'GET',
      url: `/api/admin/courses/${course.id}/units`,
      headers: suite.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const [unit] = res.json().data;
    type Named = { id: number; file_name: string; original_name: string | null };
    const names = (media: Named[]) => media.map((m) => [m.id, m.original_name]);
    const loMedia: Named[] = unit.learning_objects[0].media;
    expect(names(loMedia)).toEqual([
      [lo.media[0].id, 'Photo of a prism.png'],
      [video.id, null],
    ]);
    // The stored name is the server's own, not the uploaded one.
    expect(loMedia[0].file_name).not.toContain('Photo of a prism');
    expect(names(unit.learning_objects[0].sections[0].media)).toEqual([
      [lo.sections[0].media[0].id, 'sheet.pdf'],
    ]);
  });

  it('renames attached media and uploads referenced by id with media_ids, and clears a title with ""', async () => {
    const course = await insertCourse(suite.t);
    const unit = await createWithFiles(course.id, [[await image('red.png'), 'Old title']], [[sheet, '']]);
    const lo = unit.learning_objects[0];
    const [picture] = lo.media;
    const [notes] = lo.sections[0].media;
    const video = await freeVideo();
    const res = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Shapes',
      type: 'basic',
      learning_objects: [
        {
          id: lo.id,
          title: 'Triangles',
          type: 'concrete',
          media_ids: [video.id],
          sections: [{ id: lo.sections[0].id, ...section('Angles') }],
        },
      ],
      media_titles: [
        { id: picture.id, title: 'A red square' },
        { id: notes.id, title: 'Notes of the lesson' },
        { id: video.id, title: 'The experiment' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved: SavedUnit = res.json().data;
    expect(saved.learning_objects[0].media.map((m) => [m.id, m.title])).toEqual([
      [picture.id, 'A red square'],
      [video.id, 'The experiment'],
    ]);
    expect(saved.learning_objects[0].sections[0].media.map((m) => m.title)).toEqual(['Notes of the lesson']);

    // The same call as a form: media_titles[k][id|title].
    const form = multipart({
      title: 'Shapes',
      type: 'basic',
      'media_titles[0][id]': String(picture.id),
      'media_titles[0][title]': '',
      'media_titles[1][id]': String(video.id),
      'media_titles[1][title]': 'The experiment, filmed',
    });
    const cleared = await suite.t.app.inject({
      method: 'POST',
      url: `/api/admin/update-eu/${course.id}/${unit.id}`,
      headers: { ...suite.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.learning_objects[0].media.map((m: Media) => m.title)).toEqual([
      null,
      'The experiment, filmed',
    ]);
    expect(await storedTitle(picture.id)).toBeNull();
    expect(await storedTitle(notes.id)).toBe('Notes of the lesson');
  });

  it('refuses titles of media that are not the unit’s, or that the body detaches, and changes nothing', async () => {
    const course = await insertCourse(suite.t);
    const unit = await createWithFiles(course.id, [[await image('a.png'), 'Mine']], []);
    const other = await createWithFiles(course.id, [[await image('b.png'), 'Theirs']], []);
    const mine = unit.learning_objects[0].media[0];
    const theirs = other.learning_objects[0].media[0];
    const unattached = await freeVideo();
    const res = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Renamed',
      type: 'basic',
      media_titles: [
        { id: mine.id, title: 'Changed' },
        { id: theirs.id, title: 'Stolen' },
        { id: unattached.id, title: 'Not referenced' },
        { id: 999999, title: 'Unknown' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'media_titles.1.id': ['This file cannot be attached here'],
      'media_titles.2.id': ['This file cannot be attached here'],
      'media_titles.3.id': ['This file cannot be attached here'],
    });
    const detached = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Renamed',
      type: 'basic',
      deleted_media: [mine.id],
      media_titles: [{ id: mine.id, title: 'Changed' }],
    });
    expect(detached.statusCode).toBe(422);
    expect(detached.json().errors).toEqual({ 'media_titles.0.id': ['This file cannot be attached here'] });
    expect(await storedTitle(mine.id)).toBe('Mine');
    expect(await storedTitle(theirs.id)).toBe('Theirs');
    expect(await storedTitle(unattached.id)).toBeNull();
    const unitRow = await suite.t.db
      .selectFrom('educational_units')
      .select('title')
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(unitRow.title).toBe('Shapes');
  });

  it('refuses more titles than files and titles over 255 characters', async () => {
    const course = await insertCourse(suite.t);
    const res = await suite.calls.createEu(course.id, {
      title: 'Shapes',
      type: 'basic',
      learning_objects: [
        {
          title: 'Triangles',
          type: 'concrete',
          file_titles: ['No file beside me'],
          sections: [section('Angles', { file_titles: ['x'.repeat(256)] })],
        },
      ],
      media_titles: [{ id: 1, title: 'y'.repeat(256) }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'learning_objects.0.file_titles': ['This value is not valid'],
      'learning_objects.0.sections.0.file_titles': ['This value is not valid'],
      'learning_objects.0.sections.0.file_titles.0': ['This value is too long'],
      'media_titles.0.title': ['This value is too long'],
    });
  });
});
