// The rules a demo data file under apps/api/demo/ must follow (docs/adr/0006-demo-content-as-data.md): checked
// when the catalogue is read, so a mistake in a file is reported with the file and the field, before any row
// is written.
import { unitTypes } from '@parcours/shared';
import { z } from 'zod';
import type { CategoryMotif } from './art';
import type { Diagram, SubcategoryKey } from './types';

const text = z.string().trim().min(1);

const subcategoryKeys = [
  'mathematics',
  'physics',
  'programming',
  'data',
  'writing',
  'communication',
] as const satisfies readonly SubcategoryKey[];

const motifs = [
  'sciences',
  'computing',
  'languages',
  ...subcategoryKeys,
] as const satisfies readonly CategoryMotif[];

const diagramKinds = [
  'pie',
  'numberLine',
  'fractionBars',
  'areaGrid',
  'bars',
  'line',
  'scatter',
  'boxplot',
  'dice',
  'tree',
  'venn',
  'table',
  'code',
  'flow',
  'points',
  'compare',
  'pyramid',
  'steps',
  'bubbles',
  'forces',
  'triangle',
] as const satisfies readonly Diagram['kind'][];

// A drawing's own fields depend on its kind (types.ts, `Diagram`); the drawing code reads them.
const diagram = z.looseObject({ kind: z.enum(diagramKinds), caption: text });

// The author's level of a course-quiz question, which parallel forms are balanced by (docs/design/adaptive.md §5).
const level = z.enum(unitTypes).optional();

const question = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('qcm'),
    question: text,
    level,
    answers: z
      .array(z.object({ text, correct: z.boolean() }))
      .min(2)
      .refine((answers) => answers.some((a) => a.correct), 'at least one answer must be correct'),
  }),
  z.object({ kind: z.literal('binary'), question: text, truth: z.boolean(), level }),
  // Accepted values with their tolerance and credit (docs/design/adaptive.md §5); one at full credit at least.
  z.object({
    kind: z.literal('numerical'),
    question: text,
    level,
    answers: z
      .array(
        z.object({
          value: z.number(),
          tolerance: z.number().min(0).default(0),
          credit: z.number().gt(0).max(1).default(1),
        }),
      )
      .min(1)
      .refine((answers) => answers.some((a) => a.credit === 1), 'one answer at least must earn full credit'),
  }),
  z.object({
    kind: z.literal('short'),
    question: text,
    level,
    caseSensitive: z.boolean().default(false),
    answers: z
      .array(z.object({ text, credit: z.number().gt(0).max(1).default(1) }))
      .min(1)
      .refine((answers) => answers.some((a) => a.credit === 1), 'one answer at least must earn full credit'),
  }),
  z.object({
    kind: z.literal('matching'),
    question: text,
    level,
    pairs: z.array(z.object({ prompt: text, match: text })).min(2),
    extras: z.array(text).default([]),
  }),
  z.object({ kind: z.literal('ordering'), question: text, level, items: z.array(text).min(2) }),
]);

const learningObject = z.object({
  title: text,
  type: z.enum(['abstract', 'concrete']),
  summary: text,
  art: diagram,
  sections: z
    .array(
      z.object({
        title: text,
        minutes: z.number().int().positive(),
        text,
        link: z.object({ url: z.url(), title: text }).optional(),
      }),
    )
    .min(1),
  quiz: z.array(question).min(1).optional(),
  sheet: z.boolean().optional(),
});

export const courseFile = z.object({
  title: text,
  description: text,
  language: z.enum(['en', 'fr']),
  subcategory: z.enum(subcategoryKeys),
  facilitator: text,
  price: z.number().min(0),
  discount: z.number().min(0).max(100),
  teaching: z.discriminatedUnion('type', [
    z.object({ type: z.literal('online'), link: z.url() }),
    z.object({ type: z.literal('on_place'), latitude: z.number(), longitude: z.number() }),
  ]),
  startInWeeks: z.number().int(),
  lengthInWeeks: z.number().int().positive(),
  sequential: z.boolean().optional(),
  tagline: text,
  cover: diagram,
  units: z
    .array(z.object({ title: text, level: z.enum(unitTypes), objects: z.array(learningObject).min(1) }))
    .min(1),
  quiz: z.array(question).min(1),
  /** The course quiz draws parallel forms balanced by its questions' levels. */
  parallelForms: z.boolean().optional(),
});

export const categoriesFile = z
  .array(
    z.object({
      title: text,
      motif: z.enum(motifs),
      children: z.array(z.object({ key: z.enum(subcategoryKeys), title: text, motif: z.enum(motifs) })),
    }),
  )
  .min(1);
