import { describe, expect, it } from 'vitest';
import { adaptiveMessages, formatReason } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('adaptiveMessages', () => {
  it('has the same keys in English and French, none empty, with the same placeholders', () => {
    const en = adaptiveMessages.en;
    const fr = adaptiveMessages.fr;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim()).not.toBe('');
      expect(fr[key].trim()).not.toBe('');
      expect(placeholders(fr[key])).toEqual(placeholders(en[key]));
    }
  });
});

describe('formatReason', () => {
  it('fills the placeholders in the asked language', () => {
    const r = { key: 'path.lock.previousUnit' as const, params: { unit: 'Foundations', remaining: 2 } };
    expect(formatReason('en', r)).toBe('Pass the 2 remaining quiz(zes) of “Foundations” to open this unit.');
    expect(formatReason('fr', r)).toContain('« Foundations »');
    expect(formatReason('fr', r)).toContain('2');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatReason('en', { key: 'recommend.reason.popular', params: {} })).toBe(
      '{{subscribers}} learner(s) follow this course.',
    );
  });
});
