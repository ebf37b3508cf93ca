import { describe, expect, it } from 'vitest';
import { questionTypes } from '../constants';
import { canSplitForms, type FormQuestion, formFor, questionsOfForm, splitForms } from './forms';

const { QCM, BINARY, OPEN } = questionTypes;
const question = (id: number, level: FormQuestion['level'], type: number = BINARY): FormQuestion => ({
  id,
  type,
  level,
  position: id,
});

describe('parallel forms', () => {
  // Author's order: 1 advanced, 2 basic, 3 basic (QCM), 4 intermediate, 5 no level, 6 basic, 7 open.
  const quiz = [
    question(1, 'advanced'),
    question(2, 'basic'),
    question(3, 'basic', QCM),
    question(4, 'intermediate'),
    question(5, null),
    question(6, 'basic'),
    question(7, 'basic', OPEN),
  ];

  it('deals the scored questions by level, then the author order, A, B, A, B...; unscored ones after', () => {
    // Scored, by level: basic 2, 3, 6; intermediate 4; advanced 1; none 5 -> A B A B A B.
    // Unscored: 7 -> A.
    expect(Object.fromEntries(splitForms(quiz))).toEqual({
      2: 'A',
      3: 'B',
      6: 'A',
      4: 'B',
      1: 'A',
      5: 'B',
      7: 'A',
    });
    expect(questionsOfForm(quiz, 'A').map((x) => x.id)).toEqual([1, 2, 6, 7]);
    expect(questionsOfForm(quiz, 'B').map((x) => x.id)).toEqual([3, 4, 5]);
    expect(questionsOfForm(quiz, null)).toHaveLength(7);
  });

  it('splits each level as evenly as it can, whatever the order given', () => {
    const many = [...Array(9)].map((_, i) =>
      question(i + 1, (['basic', 'intermediate', 'advanced'] as const)[i % 3]),
    );
    const forms = splitForms([...many].reverse());
    for (const level of ['basic', 'intermediate', 'advanced'] as const) {
      const ids = many.filter((x) => x.level === level).map((x) => forms.get(x.id));
      const a = ids.filter((f) => f === 'A').length;
      expect(Math.abs(a - (ids.length - a))).toBeLessThanOrEqual(1);
    }
    // 9 scored questions: 5 and 4.
    expect([...forms.values()].filter((f) => f === 'A')).toHaveLength(5);
  });

  it('needs two scored questions', () => {
    expect(canSplitForms([question(1, null), question(2, null, OPEN)])).toBe(false);
    expect(canSplitForms([question(1, null), question(2, null, QCM)])).toBe(true);
  });

  it('counterbalances: even ids take A first, odd ids B first; the post-test is the other form', () => {
    expect([formFor(10, 'pretest'), formFor(10, 'posttest')]).toEqual(['A', 'B']);
    expect([formFor(7, 'pretest'), formFor(7, 'posttest')]).toEqual(['B', 'A']);
    expect(formFor(7, 'learning_object')).toBeNull();
  });
});
