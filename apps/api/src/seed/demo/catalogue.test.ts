// The demo data files are read and checked before anything is written; a mistake names the file and the field.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoContentDir, loadDemoCatalogue } from './catalogue';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the shipped demo content that a test may break. */
function copyOfDemo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-demo-'));
  temps.push(dir);
  fs.cpSync(demoContentDir, dir, { recursive: true });
  return dir;
}

const firstCourse = (dir: string) => {
  const name = fs.readdirSync(path.join(dir, 'courses')).sort()[0];
  return path.join(dir, 'courses', name);
};

describe('demo content files', () => {
  it('ship eight courses in six subcategories, oldest first', () => {
    const { categories, courses } = loadDemoCatalogue();
    expect(categories.flatMap((c) => c.children.map((s) => s.key))).toEqual([
      'mathematics',
      'physics',
      'programming',
      'data',
      'writing',
      'communication',
    ]);
    expect(courses).toHaveLength(8);
    expect(courses[0].title).toBe('Clear Technical Writing');
    expect(courses.at(-1)?.title).toBe('Fractions from the Ground Up');
  });

  it('name the file and the field of a mistake', () => {
    const dir = copyOfDemo();
    const file = firstCourse(dir);
    const course = JSON.parse(fs.readFileSync(file, 'utf8'));
    course.units[0].level = 'expert';
    delete course.units[0].objects[0].title;
    fs.writeFileSync(file, JSON.stringify(course));
    expect(() => loadDemoCatalogue(dir)).toThrow(
      /01-writing\.json:[\s\S]*units\.0\.level[\s\S]*units\.0\.objects\.0\.title/,
    );
  });

  it('refuse a course filed under a subcategory the tree does not have, and a file that is not JSON', () => {
    const dir = copyOfDemo();
    const file = firstCourse(dir);
    const course = JSON.parse(fs.readFileSync(file, 'utf8'));
    const categories = JSON.parse(fs.readFileSync(path.join(dir, 'categories.json'), 'utf8'));
    categories[2].children = categories[2].children.filter(
      (c: { key: string }) => c.key !== course.subcategory,
    );
    fs.writeFileSync(path.join(dir, 'categories.json'), JSON.stringify(categories));
    expect(() => loadDemoCatalogue(dir)).toThrow(
      `subcategory "${course.subcategory}" is not in categories.json`,
    );

    fs.writeFileSync(file, '{ "title": ');
    expect(() => loadDemoCatalogue(dir)).toThrow(/01-writing\.json: not readable JSON/);
  });
});
