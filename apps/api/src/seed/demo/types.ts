// Shapes of the demo catalogue: courses as plain data, illustrations as small declarative diagrams.
import type { UnitType } from '@parcours/shared';

/** Every diagram is drawn into a 1100 x 520 area; `caption` titles the image. */
export type Diagram = { caption: string } & (
  | { kind: 'pie'; parts: number; filled: number; note?: string }
  | { kind: 'numberLine'; denominator: number; marks: Array<{ at: number; label: string }> }
  | { kind: 'fractionBars'; rows: Array<{ parts: number; filled: number; label: string }> }
  | { kind: 'areaGrid'; cols: number; rows: number; shadeCols: number; shadeRows: number; note: string }
  | { kind: 'bars'; labels: string[]; values: number[]; highlight?: number; baseline?: number; axis?: string }
  | { kind: 'line'; points: Array<[number, number]>; xLabel: string; yLabel: string }
  | { kind: 'scatter'; points: Array<[number, number]>; xLabel: string; yLabel: string }
  | { kind: 'boxplot'; min: number; max: number; rows: Array<{ label: string; five: number[] }> }
  | { kind: 'dice'; sum: number; note: string }
  | { kind: 'tree'; first: Array<[string, string]>; second: Array<Array<[string, string]>> }
  | { kind: 'venn'; sets: string[]; fill: 'left' | 'both' | 'all'; note?: string }
  | { kind: 'table'; tables: Array<{ name: string; columns: string[]; rows: string[][] }>; link?: boolean }
  | { kind: 'code'; lines: string[]; output?: string[] }
  | {
      kind: 'flow';
      steps: Array<{ text: string; decision?: string; loop?: boolean }>;
      yesNo?: [string, string];
    }
  | { kind: 'points'; items: string[] }
  | { kind: 'compare'; left: [string, string]; right: [string, string] }
  | { kind: 'pyramid'; levels: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'bubbles'; items: string[] }
  | { kind: 'forces'; arrows: Array<{ angle: number; length: number; label: string }>; slope?: number }
  | { kind: 'triangle'; corners: [string, string, string]; centre: string }
);

export type QuestionSeed = (
  | { kind: 'qcm'; question: string; answers: Array<{ text: string; correct: boolean }> }
  | { kind: 'binary'; question: string; truth: boolean }
  | {
      kind: 'numerical';
      question: string;
      answers: Array<{ value: number; tolerance: number; credit: number }>;
    }
  | {
      kind: 'short';
      question: string;
      caseSensitive: boolean;
      answers: Array<{ text: string; credit: number }>;
    }
  | { kind: 'matching'; question: string; pairs: Array<{ prompt: string; match: string }>; extras: string[] }
  | { kind: 'ordering'; question: string; items: string[] }
) & { level?: UnitType };

interface SectionSeed {
  title: string;
  minutes: number;
  text: string;
  link?: { url: string; title: string };
}

export interface LearningObjectSeed {
  title: string;
  type: 'abstract' | 'concrete';
  summary: string;
  art: Diagram;
  sections: SectionSeed[];
  quiz?: QuestionSeed[];
  /** Adds a plain-text summary sheet to the learning object's media. */
  sheet?: boolean;
}

export interface UnitSeed {
  title: string;
  level: UnitType;
  objects: LearningObjectSeed[];
}

export type SubcategoryKey = 'mathematics' | 'physics' | 'programming' | 'data' | 'writing' | 'communication';

export interface CourseSeed {
  title: string;
  description: string;
  language: 'en' | 'fr';
  subcategory: SubcategoryKey;
  facilitator: string;
  /** Zero means free. */
  price: number;
  discount: number;
  teaching: { type: 'online'; link: string } | { type: 'on_place'; latitude: number; longitude: number };
  startInWeeks: number;
  lengthInWeeks: number;
  sequential?: boolean;
  /** Short word shown large on the cover. */
  tagline: string;
  cover: Diagram;
  units: UnitSeed[];
  quiz: QuestionSeed[];
  /** The course quiz draws parallel forms (docs/design/adaptive.md §5). */
  parallelForms?: boolean;
}
