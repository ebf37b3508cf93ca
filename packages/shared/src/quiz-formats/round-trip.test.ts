// Round trip of the fixture files: what Parcours keeps of each file, written in both formats and read again,
// comes back the same, with nothing to report, so an export re-imports without loss.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkQuizFile, parseQuizFile, writeQuizFile } from './check';
import { typedQuestion } from './fixtures/typed';
import { type QuizFormat, quizFormats } from './types';

const fixtures: [string, QuizFormat, number][] = [
  // file, format, questions Parcours can save (hand count: GIFT 1-6, 8-10, 12-15; XML 1-4, 6, 7 and 9)
  ['algebra.gift', 'gift', 13],
  ['chemistry.xml', 'moodle_xml', 7],
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
            case_sensitive: q.input.case_sensitive,
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
        case_sensitive: q.case_sensitive,
        answers: q.answers,
      })),
    ).toEqual(kept.map((q) => ({ ...q, answers: q.type === 3 ? [] : q.answers })));
  });
});

describe('numerical and short-answer questions', () => {
  const typed = (type: number, answers: [string, number, number | null][], case_sensitive = 0) =>
    typedQuestion('How much?', type, answers, case_sensitive);
  const questions = [
    typed(4, [['9.81', 1, 0.05]]),
    typed(4, [
      ['-1.5e-7', 1, 0],
      ['0.2', 0.5, 0.1],
      ['3', 0.3333333, 1],
    ]),
    typed(5, [
      ['Paris', 1, null],
      ['paris city', 0.5, null],
      ['*ville*', 0.1, null],
    ]),
    typed(5, [
      ['a = b {c} ~ #1: \\ <b>', 1, null],
      ['%50% off', 0.75, null],
    ]),
    typed(5, [['Na', 1, null]], 1),
  ];

  it.each(quizFormats)('come back the same through %s, with nothing lost (GIFT aside: case)', (format) => {
    const again = parseQuizFile(format, writeQuizFile(format, questions));
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => [q.notes, q.errors])).toEqual(questions.map(() => [[], []]));
    expect(
      again.questions.map((q) => ({
        question: q.question,
        type: q.type,
        is_valid: q.is_valid,
        case_sensitive: q.case_sensitive,
        answers: q.answers,
      })),
    ).toEqual(
      // GIFT cannot say a short answer is case sensitive: Moodle and Parcours read it as insensitive.
      format === 'gift' ? questions.map((q) => ({ ...q, case_sensitive: 0 })) : questions,
    );
  });

  it('pass the builder’s rules once read back, as the file said them', () => {
    for (const format of quizFormats) {
      const checked = checkQuizFile(format, writeQuizFile(format, questions)).questions;
      expect(checked.map((q) => q.errors)).toEqual(questions.map(() => []));
      expect(checked[1].input?.answers.map((a) => [a.answer, a.credit, a.tolerance])).toEqual([
        ['-1.5e-7', 1, 0],
        ['0.2', 0.5, 0.1],
        ['3', 0.3333333, 1],
      ]);
    }
  });
});

describe('open questions', () => {
  it('are written as essays and read back as open questions', () => {
    for (const format of quizFormats) {
      const [q] = parseQuizFile(
        format,
        writeQuizFile(format, [
          { question: 'Why?', type: 2, is_valid: null, case_sensitive: 0, answers: [] },
        ]),
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
      case_sensitive: 0,
      answers: Array.from({ length: 13 }, (_, i) => {
        const is_valid = i < 12 ? 1 : 0;
        return { answer: `a${i}`, is_valid, credit: is_valid, tolerance: null, match: null };
      }),
    };
    for (const format of quizFormats) {
      const [q] = parseQuizFile(format, writeQuizFile(format, [question])).questions;
      expect([format, q.answers, q.notes]).toEqual([format, question.answers, []]);
    }
  });
});
