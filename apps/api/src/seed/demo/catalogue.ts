// The demo catalogue, read from the data files under apps/api/demo/ (docs/adr/0006-demo-content-as-data.md):
// `categories.json` (the category tree) and `courses/*.json` (one course each, created in file-name order, so
// the last file is the newest course). Authors edit those files; this module only reads and checks them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { CategoryMotif } from './art';
import { categoriesFile, courseFile } from './content-schema';
import type { CourseSeed, SubcategoryKey } from './types';

interface CategorySeed {
  title: string;
  motif: CategoryMotif;
  children: Array<{ key: SubcategoryKey; title: string; motif: CategoryMotif }>;
}

export interface DemoCatalogue {
  categories: CategorySeed[];
  courses: CourseSeed[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/api/demo: three folders up from apps/api/src/seed/demo, or one up from the compiled apps/api/dist. */
export const demoContentDir =
  [path.resolve(here, '../../../demo'), path.resolve(here, '../demo')].find((dir) =>
    fs.existsSync(path.join(dir, 'categories.json')),
  ) ?? path.resolve(here, '../../../demo');

/** Reads and checks one file; a mistake names the file and the field. */
function readChecked<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Demo content ${file}: not readable JSON (${(err as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`Demo content ${file}:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

export function loadDemoCatalogue(dir = demoContentDir): DemoCatalogue {
  const categories = readChecked(path.join(dir, 'categories.json'), categoriesFile);
  const coursesDir = path.join(dir, 'courses');
  const files = fs
    .readdirSync(coursesDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  // The schema checks each drawing's kind and caption; the rest of a drawing is read by the drawing code.
  const courses = files.map((name) => readChecked(path.join(coursesDir, name), courseFile) as CourseSeed);
  const known = new Set(categories.flatMap((c) => c.children.map((s) => s.key)));
  for (const [i, course] of courses.entries()) {
    if (!known.has(course.subcategory))
      throw new Error(
        `Demo content ${files[i]}: subcategory "${course.subcategory}" is not in categories.json`,
      );
  }
  return { categories, courses };
}

let loaded: DemoCatalogue | null = null;
/** The demo catalogue, read when the demo is first seeded (a server without the demo never reads it); courses
 * oldest first, the last one the newest in the catalogue. */
export function demoCatalogue(): DemoCatalogue {
  loaded ??= loadDemoCatalogue();
  return loaded;
}
