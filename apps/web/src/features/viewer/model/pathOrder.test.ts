import { describe, expect, it } from 'vitest';
import type { LearningPath } from '../../learning-paths';
import type { Content } from '../api/getCourseContent';
import { unitsInPathOrder } from './pathOrder';

const lo = (id: number) => ({ id, title: `LO ${id}` }) as Content['units'][number]['learningObjects'][number];
const content = {
  course: { id: 5, title: 'Fractions' },
  quiz: null,
  units: [
    { id: 1, title: 'One', learningObjects: [lo(11), lo(12)] },
    { id: 2, title: 'Two', learningObjects: [lo(21), lo(22), lo(23)] },
    { id: 3, title: 'Three', learningObjects: [lo(31)] },
  ],
} as unknown as Content;

const unit = (unitId: number, role = 'core', locked = false) => ({
  kind: 'unit',
  id: `unit-${unitId}`,
  unitId,
  role,
  locked,
});
const object = (unitId: number, learningObjectId: number) => ({
  kind: 'learning_object',
  id: `lo-${learningObjectId}`,
  unitId,
  learningObjectId,
});

describe('unitsInPathOrder', () => {
  it('follows the path, and keeps what the path does not place after it in the author’s order', () => {
    const path = {
      steps: [
        { kind: 'overview', id: 'overview', locked: false },
        unit(2),
        object(2, 23),
        object(2, 21),
        unit(1, 'review', true),
        object(1, 12),
        object(1, 11),
      ],
    } as unknown as LearningPath;
    const units = unitsInPathOrder(content, path);
    expect(units.map((u) => [u.unit.id, u.step?.role ?? null, u.step?.locked ?? null])).toEqual([
      [2, 'core', false],
      [1, 'review', true],
      [3, null, null],
    ]);
    expect(units.map((u) => u.learningObjects.map((l) => l.id))).toEqual([[23, 21, 22], [12, 11], [31]]);
  });

  it('keeps the author’s order without a path', () => {
    const units = unitsInPathOrder(content, null);
    expect(units.map((u) => [u.unit.id, u.step])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
    expect(units[1].learningObjects.map((l) => l.id)).toEqual([21, 22, 23]);
  });
});
