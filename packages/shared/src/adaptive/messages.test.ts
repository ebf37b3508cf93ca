import { describe, expect, it } from 'vitest';
import { adaptiveMessages, formatReason, type MessageText } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Every form of a text, named so a mismatch says which one. */
const forms = (text: MessageText): Record<string, string> =>
  typeof text === 'string' ? { text } : { one: text.one, other: text.other };

describe('adaptiveMessages', () => {
  it('has the same keys in English and French, none empty, with the same forms and placeholders', () => {
    const en = adaptiveMessages.en;
    const fr = adaptiveMessages.fr;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const enForms = forms(en[key]);
      const frForms = forms(fr[key]);
      expect(Object.keys(frForms), key).toEqual(Object.keys(enForms));
      for (const form of Object.keys(enForms)) {
        expect(enForms[form].trim(), key).not.toBe('');
        expect(frForms[form].trim(), key).not.toBe('');
        expect(placeholders(frForms[form]), `${key} ${form}`).toEqual(placeholders(enForms[form]));
      }
    }
  });
});

describe('formatReason', () => {
  const lock = (remaining: number) => ({
    key: 'path.lock.previousUnit' as const,
    params: { unitId: 1, unit: 'Foundations', remaining },
  });

  it('words the lock for a single remaining quiz in both languages', () => {
    expect(formatReason('en', lock(1))).toBe('Pass the remaining quiz of “Foundations” to open this unit.');
    expect(formatReason('fr', lock(1))).toBe(
      'Réussissez le quiz restant de « Foundations » pour ouvrir cette unité.',
    );
  });

  it('words the lock for several remaining quizzes in both languages', () => {
    expect(formatReason('en', lock(2))).toBe(
      'Pass the 2 remaining quizzes of “Foundations” to open this unit.',
    );
    expect(formatReason('fr', lock(2))).toBe(
      'Réussissez les 2 quiz restants de « Foundations » pour ouvrir cette unité.',
    );
  });

  it('fills the placeholders of a single-form text', () => {
    expect(
      formatReason('en', { key: 'mastery.reason.passQuizToUnlock', params: { title: 'Fractions' } }),
    ).toBe('Next best step: pass the quiz of “Fractions” to open the next unit.');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatReason('en', { key: 'recommend.reason.popular', params: {} })).toBe(
      '{{subscribers}} learner(s) follow this course.',
    );
  });
});
