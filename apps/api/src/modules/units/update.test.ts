// update-eu, delete-eu and the reorder calls: stored rows, soft deletes, removed files, every refusal.
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';
import { png, section, unitBody, unitSuite } from '../../test/units';

const suite = unitSuite();

describe('POST /api/admin/update-eu/{courseId}/{euId}', () => {
  it('updates items with ids, creates items without, removes the deleted ones', async () => {
    const course = await insertCourse(suite.t);
    const unit = (await suite.calls.createEu(course.id, unitBody())).json().data;
    const [halves, rational] = unit.learning_objects;
    const [cake, sharing] = halves.sections;
    const image = await suite.t.db
      .insertInto('media')
      .values({
        file_name: 'x/b.png',
        mime_type: 'image/png',
        kind: 'image',
        size: 1,
        model_type: 'section',
        model_id: sharing.id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Fractions and ratios',
      type: 'intermediate',
      learning_objects: [
        {
          id: halves.id,
          title: 'Halves and quarters',
          type: 'concrete',
          sections: [
            { id: cake.id, ...section('Cutting a pie', { duration: 25, has_quiz: 'false' }) },
            section('Quarters'),
          ],
        },
        { title: 'Ratios', type: 'abstract', sections: [section('Recipes')] },
      ],
      deleted_learning_objects: [rational.id],
      deleted_sections: [sharing.id],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: unit.id, title: 'Fractions and ratios', type: 'intermediate' });
    expect(data.learning_objects.map((lo: { id: number; title: string }) => lo.title)).toEqual([
      'Halves and quarters',
      'Ratios',
    ]);
    expect(data.learning_objects[0].id).toBe(halves.id);
    expect(
      data.learning_objects[0].sections.map((s: { id: number; title: string; duration: number }) => [
        s.title,
        s.duration,
      ]),
    ).toEqual([
      ['Cutting a pie', 25],
      ['Quarters', 15],
    ]);
    expect(data.learning_objects[0].sections[0].id).toBe(cake.id);
    // The learning object is hidden but kept; the section and its media row are gone.
    const kept = await suite.t.db
      .selectFrom('learning_objects')
      .selectAll()
      .where('id', '=', rational.id)
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).not.toBeNull();
    expect(
      await suite.t.db.selectFrom('sections').select('id').where('id', '=', sharing.id).execute(),
    ).toEqual([]);
    expect(await suite.t.db.selectFrom('media').select('id').where('id', '=', image.id).execute()).toEqual(
      [],
    );
  });

  it('detaches media listed in deleted_media and removes their files', async () => {
    const course = await insertCourse(suite.t);
    const form = multipart({
      title: 'Colours',
      type: 'basic',
      'learning_objects[0][title]': 'Red',
      'learning_objects[0][type]': 'concrete',
      'learning_objects[0][files][]': { filename: 'red.png', contentType: 'image/png', content: await png() },
    });
    const unit = (
      await suite.calls.createEu(course.id, form.payload, { ...suite.admin.headers, ...form.headers })
    ).json().data;
    const media = unit.learning_objects[0].media[0];
    expect(await suite.calls.storedMediaFiles()).toContain(media.file_name);
    const res = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Colours',
      type: 'basic',
      deleted_media: [media.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.learning_objects[0].media).toEqual([]);
    expect(await suite.calls.storedMediaFiles()).not.toContain(media.file_name);
  });

  it('refuses ids of another unit and changes nothing', async () => {
    const course = await insertCourse(suite.t);
    const unit = (await suite.calls.createEu(course.id, unitBody())).json().data;
    const other = (await suite.calls.createEu(course.id, unitBody({ title: 'Other' }))).json().data;
    const res = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Renamed',
      type: 'basic',
      learning_objects: [
        { id: other.learning_objects[0].id, title: 'x', type: 'concrete' },
        {
          id: unit.learning_objects[0].id,
          title: 'y',
          type: 'concrete',
          sections: [{ id: other.learning_objects[0].sections[0].id, ...section('z') }],
        },
      ],
      deleted_learning_objects: [other.learning_objects[1].id],
      deleted_sections: [999999],
      deleted_media: [999999],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'learning_objects.0.id': ['This item does not belong here'],
      'learning_objects.1.sections.0.id': ['This item does not belong here'],
      deleted_learning_objects: ['This item does not belong here'],
      deleted_sections: ['This item does not belong here'],
      deleted_media: ['This file cannot be attached here'],
    });
    const after = (
      await suite.t.app.inject({
        method: 'GET',
        url: `/api/admin/courses/${course.id}/units`,
        headers: suite.admin.headers,
      })
    ).json().data;
    expect(after.find((u: { id: number }) => u.id === unit.id)).toEqual(unit);
  });

  it('answers 404 for a unit of another course or a deleted unit', async () => {
    const course = await insertCourse(suite.t);
    const other = await insertCourse(suite.t);
    const unit = (await suite.calls.createEu(course.id, unitBody())).json().data;
    const res = await suite.calls.updateEu(other.id, unit.id, unitBody());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Educational unit not found');
    await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-eu/${course.id}/${unit.id}`,
      headers: suite.admin.headers,
    });
    expect((await suite.calls.updateEu(course.id, unit.id, unitBody())).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/delete-eu and the reorder calls', () => {
  it('soft-deletes a unit: hidden from the lists, kept in the table; a second delete is 404', async () => {
    const course = await insertCourse(suite.t);
    const unit = (await suite.calls.createEu(course.id, unitBody())).json().data;
    const res = await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-eu/${course.id}/${unit.id}`,
      headers: suite.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The educational unit is deleted.');
    const row = await suite.t.db
      .selectFrom('educational_units')
      .selectAll()
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const list = (
      await suite.t.app.inject({
        method: 'GET',
        url: `/api/admin/courses/${course.id}/units`,
        headers: suite.admin.headers,
      })
    ).json().data;
    expect(list).toEqual([]);
    const again = await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-eu/${course.id}/${unit.id}`,
      headers: suite.admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('reorders units and learning objects; a list that is not exactly the live items is 422', async () => {
    const course = await insertCourse(suite.t);
    const a = (await suite.calls.createEu(course.id, unitBody({ title: 'A' }))).json().data;
    const b = (await suite.calls.createEu(course.id, unitBody({ title: 'B' }))).json().data;
    const c = (await suite.calls.createEu(course.id, unitBody({ title: 'C' }))).json().data;
    const res = await suite.t.app.inject({
      method: 'POST',
      url: `/api/admin/reorder-eu/${course.id}`,
      headers: suite.admin.headers,
      payload: { unit_ids: [c.id, a.id, b.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { title: string }) => u.title)).toEqual(['C', 'A', 'B']);
    for (const unit_ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, 999999],
    ]) {
      const bad = await suite.t.app.inject({
        method: 'POST',
        url: `/api/admin/reorder-eu/${course.id}`,
        headers: suite.admin.headers,
        payload: { unit_ids },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ unit_ids: ['List every item exactly once'] });
    }
    const [first, second] = a.learning_objects.map((lo: { id: number }) => lo.id);
    const form = new URLSearchParams([
      ['learning_object_ids[]', String(second)],
      ['learning_object_ids[]', String(first)],
    ]);
    const lo = await suite.t.app.inject({
      method: 'POST',
      url: `/api/admin/reorder-lo/${course.id}/${a.id}`,
      headers: { ...suite.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(lo.statusCode).toBe(200);
    expect(lo.json().data.learning_objects.map((x: { id: number }) => x.id)).toEqual([second, first]);
    const badLo = await suite.t.app.inject({
      method: 'POST',
      url: `/api/admin/reorder-lo/${course.id}/${a.id}`,
      headers: suite.admin.headers,
      payload: { learning_object_ids: [first] },
    });
    expect(badLo.json().errors).toEqual({ learning_object_ids: ['List every item exactly once'] });
  });
});
