// Round trip of the fixture files: what Parcours keeps of each file, written in both formats and read again,
// comes back the same, with nothing to report, so an export re-imports without loss.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkQuizFile, parseQuizFile, writeQuizFile } from './check';
import { type QuizFormat, quizFormats } from './types';

const fixtures: [string, QuizFormat, number][] = [
  // file, format, questions Parcours can save (hand count: GIFT 1-6, 12-15; XML 1-3 and 9)
  ['algebra.gift', 'gift', 10],
  ['chemistry.xml', 'moodle_xml', 4],
];

describe.each(fixtures)('round trip of %s', (name, format, saved) => {
  const source = fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  const kept = checkQuizFile(format, source).questions.flatMap((q) =>
    q.input
      ? [
          {
            question: q.input.question,
            type: q.input.type,
            is_valid: q.input.is_valid ?? null,
            answers: q.input.answers,
          },
        ]
      : [],
  );

  it(`keeps ${saved} questions`, () => {
    expect(kept).toHaveLength(saved);
  });

  it.each(quizFormats)('comes back the same through %s, with nothing lost', (target) => {
    const again = parseQuizFile(target, writeQuizFile(target, kept));
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => q.notes)).toEqual(kept.map(() => []));
    expect(
      again.questions.map((q) => ({
        question: q.question,
        type: q.type,
        is_valid: q.is_valid,
        answers: q.answers,
      })),
    ).toEqual(kept.map((q) => ({ ...q, answers: q.type === 1 ? q.answers : [] })));
  });
});

describe('open questions', () => {
  it('are written as essays and read back as open questions', () => {
    for (const format of quizFormats) {
      const [q] = parseQuizFile(
        format,
        writeQuizFile(format, [{ question: 'Why?', type: 2, is_valid: null, answers: [] }]),
      ).questions;
      expect([q.source_type, q.type, q.question]).toEqual(['essay', 2, 'Why?']);
    }
  });
});

describe('many correct answers', () => {
  it('come back without a note: the tens and fives written for 11 to 20 correct answers are read as Parcours wrote them', () => {
    const question = {
      question: 'Twelve of thirteen?',
      type: 1,
      is_valid: null,
      answers: Array.from({ length: 13 }, (_, i) => ({ answer: `a${i}`, is_valid: i < 12 ? 1 : 0 })),
    };
    for (const format of quizFormats) {
      const [q] = parseQuizFile(format, writeQuizFile(format, [question])).questions;
      expect([format, q.answers, q.notes]).toEqual([format, question.answers, []]);
    }
  });
});
