// GIFT files read into Parcours questions, with every loss reported; written back as Moodle reads them.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGift } from './gift-parse';
import { escapeGift, writeGift } from './gift-write';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const short = (q: ReturnType<typeof parseGift>['questions'][number]) => ({
  type: q.type,
  source: q.source_type,
  question: q.question,
  is_valid: q.is_valid,
  answers: q.answers.map((a) => [a.answer, a.is_valid]),
  notes: q.notes.map((n) => n.key.replace('quizFormat.', '')),
  errors: q.errors.map((n) => n.key),
});

describe('parseGift on a real-world bank', () => {
  const file = parseGift(fixture('algebra.gift'));
  const byNumber = (n: number) => short(file.questions[n - 1]);

  it('reads every question of the file in order, comments and categories aside', () => {
    expect(file.errors).toEqual([]);
    expect(file.questions.map((q) => q.source_type)).toEqual([
      'multichoice',
      'multichoice',
      'truefalse',
      'truefalse',
      'multichoice',
      'multichoice',
      'essay',
      'shortanswer',
      'matching',
      'numerical',
      'description',
      'multichoice',
      'multichoice',
      'truefalse',
      'truefalse',
    ]);
  });

  it('reads one correct answer, escaped equals signs, feedback and the category as losses', () => {
    expect(byNumber(1)).toEqual({
      type: 1,
      source: 'multichoice',
      question: 'Quelle est la solution de 2x + 3 = 7 ?',
      is_valid: null,
      answers: [
        ['x = 2', 1],
        ['x = 5', 0],
        ['x = −2', 0],
      ],
      notes: ['categoryNotKept', 'nameNotKept', 'feedbackNotKept'],
      errors: [],
    });
    expect(file.questions[0].notes[0].params).toEqual({ category: 'top/Algèbre/Équations' });
  });

  it('reads several correct answers from positive weights; negative weights are wrong answers, no loss', () => {
    expect(byNumber(2).answers).toEqual([
      ['2', 1],
      ['3', 1],
      ['4', 0],
      ['9', 0],
    ]);
    expect(byNumber(2).notes).not.toContain('weightsNotKept');
    expect(byNumber(13).answers.filter(([, v]) => v === 1)).toHaveLength(3);
  });

  it('reports partial credit it cannot keep and counts that answer as wrong', () => {
    expect(byNumber(12).answers).toEqual([
      ['multiplication → 7', 1],
      ['left to right → 9', 0],
      ['addition first → 9', 0],
    ]);
    expect(byNumber(12).notes).toContain('weightsNotKept');
  });

  it('reads true/false with escaped braces, colons and backslashes, and Unicode', () => {
    expect(byNumber(3)).toMatchObject({
      type: 3,
      is_valid: 0,
      notes: expect.arrayContaining(['feedbackNotKept']),
    });
    expect(byNumber(4)).toMatchObject({
      question: 'Les ensembles {a, b} et {b, a} sont égaux.',
      is_valid: 1,
    });
    expect(byNumber(14)).toMatchObject({
      question: 'A path on Windows looks like C:\\Users\\élève.',
      is_valid: 1,
    });
    expect(byNumber(15).question).toBe(
      'Le mot « 数学 » signifie mathématiques en japonais et en chinois. 🧮',
    );
  });

  it('turns HTML into text and names the media file it does not keep', () => {
    expect(byNumber(5).question).toBe('The symbol π is approximately :');
    expect(file.questions[4].notes).toContainEqual({
      key: 'quizFormat.mediaNotKept',
      params: { file: 'pi circle.png' },
    });
    expect(byNumber(5).notes).toContain('formattingNotKept');
  });

  it('keeps a missing-word question as multiple choice with the blank in the text', () => {
    expect(byNumber(6)).toMatchObject({ type: 1, question: 'Two plus two equals _____ in base ten.' });
    expect(byNumber(6).notes).toContain('blankInText');
  });

  it('names the types Parcours has no place for instead of guessing', () => {
    expect([7, 8, 9, 10, 11].map((n) => [byNumber(n).source, byNumber(n).type])).toEqual([
      ['essay', 2],
      ['shortanswer', null],
      ['matching', null],
      ['numerical', null],
      ['description', null],
    ]);
  });

  it('says which question is malformed, on which line and why, and keeps reading the others', () => {
    const broken = parseGift('First {T}\n\n// a comment\nSecond {=a ~b\n\nThird {F}\n\nFourth } {T}');
    expect(broken.questions.map((q) => [q.number, q.errors])).toEqual([
      [1, []],
      [2, [{ key: 'quizFormat.giftNoClosingBrace', params: { line: 4, text: '{=a ~b' } }]],
      [3, []],
      [4, [{ key: 'quizFormat.giftNoOpeningBrace', params: { line: 8 } }]],
    ]);
  });

  it('reads {One}, an answer with no = or ~, as a short answer and says so, not as an unclosed brace', () => {
    const file = parseGift('$CATEGORY: top\n\n::Q::Say one.\n{One}');
    expect(file.questions[0]).toMatchObject({
      source_type: 'shortanswer',
      type: null,
      errors: [{ key: 'quizFormat.giftNoMarker', params: { line: 3, text: 'One' } }],
    });
  });

  it('takes -> for matching only in a block without ~: a multiple-choice answer may contain it', () => {
    const [choice, matching] = parseGift(
      'Which arrow means implies?{=A -> B ~A <- B ~A <-> B}\n\nMatch.{=a -> 1 =b -> 2}',
    ).questions;
    expect(choice).toMatchObject({
      source_type: 'multichoice',
      type: 1,
      answers: [
        { answer: 'A -> B', is_valid: 1 },
        { answer: 'A <- B', is_valid: 0 },
        { answer: 'A <-> B', is_valid: 0 },
      ],
    });
    expect(matching.source_type).toBe('matching');
  });
});

describe('GIFT format markers', () => {
  it('applies [plain], [html], [markdown] and [moodle] to answers and never keeps them as text', () => {
    const [q] = parseGift(
      'What colour is the sky?{\n~[plain]blue <i>really</i>\n=[html]<b>grey</b> &amp; white\n~[markdown]**red**\n~%0%[moodle]green<br>\n}',
    ).questions;
    expect(q.answers).toEqual([
      { answer: 'blue <i>really</i>', is_valid: 0 },
      { answer: 'grey & white', is_valid: 1 },
      { answer: '**red**', is_valid: 0 },
      { answer: 'green', is_valid: 0 },
    ]);
    expect(q.notes.map((n) => n.key)).toEqual(['quizFormat.formattingNotKept']);
  });

  it('gives the answers the question’s format unless they carry their own', () => {
    const [q] = parseGift('[plain]Is 1 < 2 <b>?{\n=<b>yes</b>\n~[html]<b>no</b>\n}').questions;
    expect(q.question).toBe('Is 1 < 2 <b>?');
    expect(q.answers.map((a) => a.answer)).toEqual(['<b>yes</b>', 'no']);
  });

  it('reads a marker after the weight, as Moodle does', () => {
    const [q] = parseGift('Pick.{~%50%[plain]a ~%50%[plain]b ~%-100%[plain]c}').questions;
    expect(q.answers).toEqual([
      { answer: 'a', is_valid: 1 },
      { answer: 'b', is_valid: 1 },
      { answer: 'c', is_valid: 0 },
    ]);
  });
});

describe('parseGift, more', () => {
  it('reports a file without questions', () => {
    expect(parseGift('// only a comment\n\n$CATEGORY: top\n').errors).toEqual([
      { key: 'quizFormat.noQuestions' },
    ]);
  });
});

describe('writeGift', () => {
  it('escapes every special character and line break', () => {
    expect(escapeGift('a~b=c#d{e}f:g\\h\ni')).toBe('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni');
  });

  it('writes single and multiple answers with the weights Moodle expects', () => {
    const text = writeGift([
      {
        question: 'One?',
        type: 1,
        is_valid: null,
        answers: [
          { answer: 'a', is_valid: 1 },
          { answer: 'b', is_valid: 0 },
        ],
      },
      {
        question: 'Three of four?',
        type: 1,
        is_valid: null,
        answers: [
          { answer: 'a', is_valid: 1 },
          { answer: 'b', is_valid: 1 },
          { answer: 'c', is_valid: 1 },
          { answer: 'd', is_valid: 0 },
        ],
      },
      { question: 'Yes?', type: 3, is_valid: 0, answers: [] },
      { question: 'Why?', type: 2, is_valid: null, answers: [] },
    ]);
    expect(text).toBe(
      'One? {\n\t=a\n\t~b\n}\n\n' +
        'Three of four? {\n\t~%33.33333%a\n\t~%33.33333%b\n\t~%33.33333%c\n\t~%-100%d\n}\n\n' +
        'Yes? {F}\n\nWhy? {}\n',
    );
  });

  const qcm = (question: string, answers: [string, number][]) => ({
    question,
    type: 1,
    is_valid: null,
    answers: answers.map(([answer, is_valid]) => ({ answer, is_valid })),
  });

  it('writes [plain] where a text would be read as a comment, a format, HTML or a weight, and reads back the same', () => {
    const questions = [
      qcm('// not a comment', [
        ['%50%off', 1],
        ['[html] is a marker', 0],
        ['<b> is a tag', 0],
      ]),
      qcm('Two of these?', [
        ['%50%', 1],
        ['a -> b', 1],
        ['c', 0],
      ]),
    ];
    const text = writeGift(questions);
    expect(text).toBe(
      '[plain]// not a comment' +
        ' {\n\t=[plain]%50%off\n\t~[plain][html] is a marker\n\t~[plain]<b> is a tag\n}\n\n' +
        'Two of these? {\n\t~%50%[plain]%50%\n\t~%50%a -> b\n\t~%-100%c\n}\n',
    );
    const again = parseGift(text).questions;
    expect(again.map((q) => [q.question, q.answers, q.notes, q.errors])).toEqual(
      questions.map((q) => [q.question, q.answers, [], []]),
    );
  });

  it('writes Moodle’s allowed grades and, when asked, a note on what Moodle scores differently', () => {
    const eleven = qcm(
      'Eleven right?',
      Array.from({ length: 12 }, (_, i): [string, number] => [`a${i}`, i < 11 ? 1 : 0]),
    );
    const text = writeGift([eleven], { comment: (n) => `${n.key} ${JSON.stringify(n.params)}` });
    // Hand count: 100/11 is not a Moodle grade; 9 answers at 10 % and 2 at 5 % make 100 %.
    expect(text.match(/%[-\d.]+%/g)).toEqual([...Array(9).fill('%10%'), '%5%', '%5%', '%-100%']);
    expect(text.startsWith('// quizFormat.exportPartialCredit {"number":1,"correct":11}\n')).toBe(true);
  });
});
