import { describe, expect, it } from 'vitest';
import type { LearningPath } from '../../learning-paths';
import type { Content } from '../api/getCourseContent';
import {
  neighbours,
  objectState,
  playerOutline,
  sequenceOf,
  shortcutOf,
  startObject,
  targetFromHash,
} from './player';

type Lo = Content['units'][number]['learningObjects'][number];
const lo = (id: number, quiz: 'none' | 'open' | 'passed' = 'open') =>
  ({
    id,
    title: `LO ${id}`,
    quiz: quiz === 'none' ? null : { id: id + 100, isPassed: quiz === 'passed', questionsCount: 3 },
  }) as unknown as Lo;
const content = {
  course: { id: 5, title: 'Fractions' },
  quiz: null,
  units: [
    { id: 1, title: 'One', learningObjects: [lo(11, 'passed'), lo(12, 'none'), lo(13, 'none')] },
    { id: 2, title: 'Two', learningObjects: [lo(21), lo(22)] },
  ],
} as unknown as Content;

const unit = (unitId: number, locked = false) => ({
  kind: 'unit',
  id: `unit-${unitId}`,
  unitId,
  role: 'core',
  locked,
});
const object = (unitId: number, learningObjectId: number, mastered = false, locked = false) => ({
  kind: 'learning_object',
  id: `lo-${learningObjectId}`,
  unitId,
  learningObjectId,
  mastered,
  locked,
});
// Unit 1 in the order 13, 11, 12 (11 mastered); unit 2 locked behind it.
const path = {
  courseId: 5,
  steps: [
    unit(1),
    object(1, 13),
    object(1, 11, true),
    object(1, 12),
    unit(2, true),
    object(2, 22, false, true),
    object(2, 21, false, true),
  ],
  locks: [],
} as unknown as LearningPath;

describe('the state of a learning object in the outline', () => {
  const opened = { opened: new Set([12]) };
  it('is locked in a locked unit, whatever else is true', () => {
    expect(objectState(lo(1, 'passed'), true, true, opened)).toBe('locked');
  });
  it('is mastered once the estimate reached the threshold, passed with its quiz passed, open otherwise', () => {
    expect(objectState(lo(11, 'passed'), false, true, opened)).toBe('mastered');
    expect(objectState(lo(11, 'passed'), false, false, opened)).toBe('passed');
    expect(objectState(lo(21, 'open'), false, false, opened)).toBe('open');
  });
  it('counts an object without a quiz as passed once opened, as progress does', () => {
    expect(objectState(lo(12, 'none'), false, false, opened)).toBe('passed');
    expect(objectState(lo(13, 'none'), false, false, opened)).toBe('open');
  });
  it('keeps an opened object with a quiz not passed yet open, as progress does', () => {
    // Object 12 is opened; with a quiz not passed it is still to do.
    expect(objectState(lo(12, 'open'), false, false, opened)).toBe('open');
  });
});

describe('the outline and the sequence', () => {
  const outline = playerOutline(content, path, { opened: new Set([12]) });
  const sequence = sequenceOf(outline);
  it('follows the path and numbers the objects as one sequence', () => {
    expect(sequence.map((o) => [o.lo.id, o.state, o.index])).toEqual([
      [13, 'open', 0],
      [11, 'mastered', 1],
      [12, 'passed', 2],
      [22, 'locked', 3],
      [21, 'locked', 4],
    ]);
    expect(outline.map((u) => u.unit.id)).toEqual([1, 2]);
  });
  it('keeps the author’s order and nothing locked without a path', () => {
    const plain = sequenceOf(playerOutline(content, null, { opened: new Set() }));
    expect(plain.map((o) => [o.lo.id, o.state])).toEqual([
      [11, 'passed'],
      [12, 'open'],
      [13, 'open'],
      [21, 'open'],
      [22, 'open'],
    ]);
  });
  it('gives previous and next, none past either end', () => {
    expect(neighbours(sequence, 13)).toMatchObject({ previous: null, next: { lo: { id: 11 } } });
    expect(neighbours(sequence, 12)).toMatchObject({
      previous: { lo: { id: 11 } },
      next: { lo: { id: 22 } },
    });
    expect(neighbours(sequence, 21)).toMatchObject({ previous: { lo: { id: 22 } }, next: null });
    expect(neighbours(sequence, 99)).toEqual({ previous: null, next: null });
  });
  it('opens at the address, else the resume point, else the next best step, else the first open object', () => {
    expect(startObject(sequence, { target: 12, resume: 11, nextBest: 13 })).toMatchObject({
      object: { lo: { id: 12 } },
      from: 'target',
    });
    expect(startObject(sequence, { target: 99, resume: 11, nextBest: 13 })).toMatchObject({
      object: { lo: { id: 11 } },
      from: 'resume',
    });
    expect(startObject(sequence, { resume: null, nextBest: 12 })).toMatchObject({
      object: { lo: { id: 12 } },
      from: 'next',
    });
    expect(startObject(sequence, {})).toMatchObject({ object: { lo: { id: 13 } }, from: 'first' });
    const allLocked = sequence.filter((o) => o.state === 'locked');
    expect(startObject(allLocked, {}).object?.lo.id).toBe(22);
    expect(startObject([], {})).toEqual({ object: null, from: 'first' });
  });
});

describe('the address and the keys', () => {
  it('reads #lo-{id} only', () => {
    expect(targetFromHash('#lo-12')).toBe(12);
    expect(targetFromHash('#unit-1')).toBeNull();
    expect(targetFromHash('')).toBeNull();
  });
  it('maps n, j, p, k, o and ? and leaves keys with modifiers alone', () => {
    const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
      shortcutOf({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });
    expect(['n', 'j', 'p', 'k', 'o', '?', 'x'].map((k) => key(k))).toEqual([
      'next',
      'next',
      'previous',
      'previous',
      'outline',
      'help',
      null,
    ]);
    expect(key('n', { ctrlKey: true })).toBeNull();
    expect(key('p', { metaKey: true })).toBeNull();
  });
});
