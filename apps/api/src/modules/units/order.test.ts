// update-eu and order: the sections of a learning object, and the learning objects of a unit, take the order
// of the body; what the body leaves out follows in its former order. Checked in the stored positions, the
// admin view and the content an enrolled learner reads.
import { describe, expect, it } from 'vitest';
import { enrol, insertCourse } from '../../test/quizzes';
import { section, unitSuite } from '../../test/units';

const suite = unitSuite();

interface Named {
  id: number;
  title: string;
  position: number;
}
interface SavedUnit extends Named {
  learning_objects: (Named & { sections: Named[] })[];
}

/** A unit of one learning object holding sections `titles`, and a second learning object without any. */
async function unitWithSections(courseId: number, titles: string[]): Promise<SavedUnit> {
  const res = await suite.calls.createEu(courseId, {
    title: 'Optics',
    type: 'basic',
    learning_objects: [
      { title: 'Light', type: 'concrete', sections: titles.map((title) => section(title)) },
      { title: 'Lenses', type: 'abstract' },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const byTitle = (items: Named[]) => new Map(items.map((item) => [item.title, item]));
const titlesAndPositions = (items: Named[]) => items.map((item) => [item.title, item.position]);

async function storedSections(loId: number) {
  const rows = await suite.t.db
    .selectFrom('sections')
    .select(['title', 'position'])
    .where('learning_object_id', '=', loId)
    .orderBy('position')
    .execute();
  return rows.map((row) => [row.title, row.position]);
}

async function learnerContent(courseId: number): Promise<{ units: SavedUnit[] }> {
  const res = await suite.t.app.inject({
    method: 'GET',
    url: `/api/courses/${courseId}/content`,
    headers: suite.learner.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('POST /api/admin/update-eu/{courseId}/{euId}: order of sections and learning objects', () => {
  it('stores the sections in the order of the body, new ones at their place', async () => {
    const course = await insertCourse(suite.t);
    await enrol(suite.t, suite.learner.row.id, course.id);
    const unit = await unitWithSections(course.id, ['Rays', 'Mirrors', 'Prisms']);
    const [light, lenses] = unit.learning_objects;
    const s = byTitle(light.sections);
    const res = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Optics',
      type: 'basic',
      learning_objects: [
        {
          id: light.id,
          title: 'Light',
          type: 'concrete',
          sections: [
            { id: s.get('Prisms')!.id, ...section('Prisms') },
            section('Colours'),
            { id: s.get('Rays')!.id, ...section('Rays') },
            { id: s.get('Mirrors')!.id, ...section('Mirrors') },
          ],
        },
        { id: lenses.id, title: 'Lenses', type: 'abstract' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const expected = [
      ['Prisms', 0],
      ['Colours', 1],
      ['Rays', 2],
      ['Mirrors', 3],
    ];
    const saved: SavedUnit = res.json().data;
    expect(titlesAndPositions(saved.learning_objects[0].sections)).toEqual(expected);
    expect(saved.learning_objects[0].sections[0].id).toBe(s.get('Prisms')!.id);
    expect(await storedSections(light.id)).toEqual(expected);

    const content = await learnerContent(course.id);
    expect(titlesAndPositions(content.units[0].learning_objects[0].sections)).toEqual(expected);
    const adminList = await suite.t.app.inject({
      method: 'GET',
      url: `/api/admin/courses/${course.id}/units`,
      headers: suite.admin.headers,
    });
    expect(titlesAndPositions(adminList.json().data[0].learning_objects[0].sections)).toEqual(expected);
  });

  it('puts the sections a partial body leaves out after the listed ones, in their former order', async () => {
    const course = await insertCourse(suite.t);
    await enrol(suite.t, suite.learner.row.id, course.id);
    const unit = await unitWithSections(course.id, ['Rays', 'Mirrors', 'Prisms', 'Lasers']);
    const [light] = unit.learning_objects;
    const s = byTitle(light.sections);
    const res = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Optics',
      type: 'basic',
      learning_objects: [
        {
          id: light.id,
          title: 'Light',
          type: 'concrete',
          sections: [{ id: s.get('Prisms')!.id, ...section('Prisms') }, section('Colours')],
        },
      ],
      deleted_sections: [s.get('Mirrors')!.id],
    });
    expect(res.statusCode).toBe(200);
    const expected = [
      ['Prisms', 0],
      ['Colours', 1],
      ['Rays', 2],
      ['Lasers', 3],
    ];
    expect(titlesAndPositions(res.json().data.learning_objects[0].sections)).toEqual(expected);
    expect(await storedSections(light.id)).toEqual(expected);
    const content = await learnerContent(course.id);
    expect(content.units[0].learning_objects[0].sections.map((x) => x.title)).toEqual(
      expected.map(([title]) => title),
    );
  });

  it('orders the learning objects the same way: listed first, the others after them', async () => {
    const course = await insertCourse(suite.t);
    const res = await suite.calls.createEu(course.id, {
      title: 'Waves',
      type: 'basic',
      learning_objects: ['Sound', 'Light', 'Water'].map((title) => ({ title, type: 'concrete' })),
    });
    const unit: SavedUnit = res.json().data;
    const lo = byTitle(unit.learning_objects);
    const updated = await suite.calls.updateEu(course.id, unit.id, {
      title: 'Waves',
      type: 'basic',
      learning_objects: [
        { id: lo.get('Water')!.id, title: 'Water', type: 'concrete' },
        { title: 'Radio', type: 'abstract' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(titlesAndPositions(updated.json().data.learning_objects)).toEqual([
      ['Water', 0],
      ['Radio', 1],
      ['Sound', 2],
      ['Light', 3],
    ]);
    const rows = await suite.t.db
      .selectFrom('learning_objects')
      .select(['title', 'position'])
      .where('unit_id', '=', unit.id)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => [row.title, row.position])).toEqual([
      ['Water', 0],
      ['Radio', 1],
      ['Sound', 2],
      ['Light', 3],
    ]);
  });
});
