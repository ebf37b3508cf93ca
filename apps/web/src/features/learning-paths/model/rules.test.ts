import { describe, expect, it } from 'vitest';
import type { LearningPath } from '../api/getLearningPath';
import { reasonsByRule } from './path';

const reason = (key: string, text: string) => ({ key, params: {}, text });
const step = (id: string, reasons: ReturnType<typeof reason>[]) =>
  ({ id, kind: 'learning_object', locked: false, reasons }) as unknown as LearningPath['steps'][number];

describe('reasons grouped once per rule', () => {
  it('lists the path’s rules first, then each step rule once with the number of steps it placed', () => {
    const path = {
      reasons: [
        reason('path.reason.levelBasic', 'Basic level.'),
        reason('path.reason.stepByStep', 'Step by step.'),
      ],
      steps: [
        step('unit-1', [reason('path.reason.stepByStep', 'Step by step.')]),
        step('lo-1', [reason('path.reason.concreteFirst', 'Concrete first.')]),
        step('lo-2', [
          reason('path.reason.concreteFirst', 'Concrete first.'),
          reason('path.lock.previousUnit', 'Pass the quiz.'),
        ]),
        step('lo-3', [reason('study.policy.random', 'Order drawn for the study (arm A).')]),
        step('lo-4', [reason('study.policy.random', 'Order drawn for the study (arm B).')]),
        step('lo-5', []),
      ],
    };
    expect(reasonsByRule(path)).toEqual([
      { key: 'path.reason.levelBasic', texts: ['Basic level.'], steps: 0 },
      { key: 'path.reason.stepByStep', texts: ['Step by step.'], steps: 1 },
      { key: 'path.reason.concreteFirst', texts: ['Concrete first.'], steps: 2 },
      {
        key: 'study.policy.random',
        texts: ['Order drawn for the study (arm A).', 'Order drawn for the study (arm B).'],
        steps: 2,
      },
    ]);
  });

  it('is empty for a path without reasons', () => {
    expect(reasonsByRule({ reasons: [], steps: [step('lo-1', [])] })).toEqual([]);
  });
});
