// The course player's model (docs/design/product.md §4): the learning objects in the learner's order as one
// sequence, the state each shows in the outline (locked, open, passed, mastered), where the player opens, and
// the previous and next objects. Pure functions of the content, the path and the player state.
import { isObjectDone } from '@parcours/shared';
import type { LearningPath } from '../../learning-paths';
import type { Content, ContentLearningObject, ContentUnit } from '../api/getCourseContent';
import { type UnitStep, unitsInPathOrder } from './pathOrder';

export type ObjectState = 'locked' | 'open' | 'passed' | 'mastered';

export interface PlayerObject {
  lo: ContentLearningObject;
  unit: ContentUnit;
  state: ObjectState;
  /** Position in the sequence, from 0. */
  index: number;
}

export interface PlayerUnit {
  unit: ContentUnit;
  step: UnitStep | null;
  objects: PlayerObject[];
}

export interface PlayerFacts {
  /** Learning objects the learner opened (an object without a quiz is done once opened). */
  opened: ReadonlySet<number>;
}

/**
 * One object's state: `locked` when its unit is locked on the path; `mastered` when the path's mastery estimate
 * reached the threshold; `passed` when the object is done by the progress rule (`isObjectDone`, its quiz
 * passed, or, without a quiz, once opened); `open` otherwise.
 */
export function objectState(
  lo: ContentLearningObject,
  locked: boolean,
  mastered: boolean,
  facts: PlayerFacts,
): ObjectState {
  if (locked) return 'locked';
  if (mastered) return 'mastered';
  const hasQuiz = lo.quiz !== null && lo.quiz.questionsCount > 0;
  const done = isObjectDone({
    hasQuiz,
    quizPassed: lo.quiz?.isPassed === true,
    opened: facts.opened.has(lo.id),
  });
  return done ? 'passed' : 'open';
}

/** The units in the learner's order, each with its objects and their states, numbered as one sequence. */
export function playerOutline(
  content: Content,
  path: LearningPath | null | undefined,
  facts: PlayerFacts,
): PlayerUnit[] {
  const mastered = new Set<number>();
  for (const step of path?.steps ?? []) {
    if (step.kind === 'learning_object' && step.mastered) mastered.add(step.learningObjectId);
  }
  let index = 0;
  return unitsInPathOrder(content, path).map(({ unit, step, learningObjects }) => ({
    unit,
    step,
    objects: learningObjects.map((lo) => ({
      lo,
      unit,
      state: objectState(lo, step?.locked ?? false, mastered.has(lo.id), facts),
      index: index++,
    })),
  }));
}

export function sequenceOf(outline: PlayerUnit[]): PlayerObject[] {
  return outline.flatMap((u) => u.objects);
}

/**
 * Where the player opens: the object named in the address; else the resume point; else the path's next best
 * step; else the first object not locked; else the first. Only objects of the sequence count.
 */
export function startObject(
  sequence: PlayerObject[],
  choices: { target?: number | null; resume?: number | null; nextBest?: number | null },
): { object: PlayerObject | null; from: 'target' | 'resume' | 'next' | 'first' } {
  const find = (id: number | null | undefined) =>
    id === null || id === undefined ? undefined : sequence.find((o) => o.lo.id === id);
  const target = find(choices.target);
  if (target) return { object: target, from: 'target' };
  const resume = find(choices.resume);
  if (resume) return { object: resume, from: 'resume' };
  const next = find(choices.nextBest);
  if (next) return { object: next, from: 'next' };
  return { object: sequence.find((o) => o.state !== 'locked') ?? sequence[0] ?? null, from: 'first' };
}

/** The objects before and after one in the sequence (null at either end). */
export function neighbours(sequence: PlayerObject[], learningObjectId: number) {
  const i = sequence.findIndex((o) => o.lo.id === learningObjectId);
  if (i < 0) return { previous: null, next: null };
  return { previous: sequence[i - 1] ?? null, next: sequence[i + 1] ?? null };
}

/** The learning object named by an address hash `#lo-{id}`, if any. */
export function targetFromHash(hash: string): number | null {
  const match = /^#lo-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** What a key pressed outside a field does in the player; null for keys it leaves alone. */
export function shortcutOf(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): 'next' | 'previous' | 'outline' | 'help' | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'n':
    case 'j':
      return 'next';
    case 'p':
    case 'k':
      return 'previous';
    case 'o':
      return 'outline';
    case '?':
      return 'help';
    default:
      return null;
  }
}
