// The demo catalogue: the category tree and the courses, in the order they are created.
import type { CategoryMotif } from './art';
import { forces } from './courses/forces';
import { fractions } from './courses/fractions';
import { priseDeParole } from './courses/prise-de-parole';
import { probabilites } from './courses/probabilites';
import { python } from './courses/python';
import { sql } from './courses/sql';
import { statistics } from './courses/statistics';
import { writing } from './courses/writing';
import type { CourseSeed, SubcategoryKey } from './types';

export interface CategorySeed {
  title: string;
  motif: CategoryMotif;
  children: Array<{ key: SubcategoryKey; title: string; motif: CategoryMotif }>;
}

export const categoryTree: CategorySeed[] = [
  {
    title: 'Sciences',
    motif: 'sciences',
    children: [
      { key: 'mathematics', title: 'Mathematics', motif: 'mathematics' },
      { key: 'physics', title: 'Physics', motif: 'physics' },
    ],
  },
  {
    title: 'Computing',
    motif: 'computing',
    children: [
      { key: 'programming', title: 'Programming', motif: 'programming' },
      { key: 'data', title: 'Data', motif: 'data' },
    ],
  },
  {
    title: 'Languages & Writing',
    motif: 'languages',
    children: [
      { key: 'writing', title: 'Writing', motif: 'writing' },
      { key: 'communication', title: 'Communication', motif: 'communication' },
    ],
  },
];

/** Oldest first: the last course is the newest in the catalogue. */
export const demoCourses: CourseSeed[] = [
  writing,
  sql,
  forces,
  probabilites,
  statistics,
  priseDeParole,
  python,
  fractions,
];
