// The demo catalogue through the catalogue calls: its categories, courses and covers appear as a newcomer sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../seed/demo';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await userWithTokens(t, { role: 1 });
  await seedDemoContent(t.db, { mediaDir: t.config.mediaDir, adminId: admin.row.id });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the demo catalogue', () => {
  it('lists its categories with sub categories, pictures and course counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const categories = res.json().data;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    for (const category of categories) {
      expect(category.children.length).toBeGreaterThan(0);
      expect(category.image).not.toBeNull();
      expect(category.courses_count).toBeGreaterThan(0);
    }
  });

  it('lists its courses with a cover, units and learning objects', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses?per_page=100' });
    const courses = res.json().data;
    expect(courses.length).toBeGreaterThanOrEqual(8);
    expect(res.json().meta.total).toBe(courses.length);
    for (const course of courses) {
      expect(course.media.length).toBeGreaterThan(0);
      expect(course.educational_units_count).toBeGreaterThan(0);
      expect(course.learning_objects_count).toBeGreaterThan(0);
      expect(course.subcategory).not.toBeNull();
    }
    const detail = await t.app.inject({ method: 'GET', url: `/api/courses/${courses[0].id}` });
    expect(detail.json().data.educational_units.length).toBe(courses[0].educational_units_count);
  });
});
