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
      '{{subscribers}} learners follow this course.',
    );
  });

  it('counts learners in the right plural in both languages', () => {
    const popular = (lang: 'en' | 'fr', subscribers: number) =>
      formatReason(lang, { key: 'recommend.reason.popular', params: { subscribers } });
    expect(popular('en', 1)).toBe('1 learner follows this course.');
    expect(popular('en', 12)).toBe('12 learners follow this course.');
    expect(popular('fr', 1)).toBe('1 personne suit ce cours.');
    expect(popular('fr', 12)).toBe('12 personnes suivent ce cours.');
    expect(formatReason('en', { key: 'recommend.reason.peerGain', params: { nlg: 40, peers: 1 } })).toBe(
      'One learner with a learning style like yours gained 40% of what they could on it.',
    );
    expect(formatReason('fr', { key: 'recommend.reason.peerLoss', params: { nlg: -10, peers: 3 } })).toBe(
      'Les personnes au style d’apprentissage proche du vôtre n’y ont pas progressé (3 personnes).',
    );
  });
});
