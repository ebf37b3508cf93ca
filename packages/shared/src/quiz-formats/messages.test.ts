// The messages of quiz import and export: the same placeholders in both languages, none empty.
import { describe, expect, it } from 'vitest';
import { quizFormatMessagesEn, quizFormatMessagesFr } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('quiz format messages', () => {
  it('say the same things in English and French', () => {
    expect(Object.keys(quizFormatMessagesFr).sort()).toEqual(Object.keys(quizFormatMessagesEn).sort());
    for (const [key, en] of Object.entries(quizFormatMessagesEn)) {
      const fr = quizFormatMessagesFr[key as keyof typeof quizFormatMessagesEn];
      expect([key, en.trim() !== '', fr.trim() !== '']).toEqual([key, true, true]);
      expect([key, placeholders(fr)]).toEqual([key, placeholders(en)]);
    }
  });
});
