// GIFT files read into Parcours questions, with every loss reported; written back as Moodle reads them.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { typedQuestion } from './fixtures/typed';
import { parseGift } from './gift-parse';
import { escapeGift, writeGift } from './gift-write';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
/** A choice as read and written: its credit is its validity, and it has no tolerance. */
const choice = (answer: string, is_valid: 0 | 1) => ({
  answer,
  is_valid,
  credit: is_valid,
  tolerance: null,
  match: null,
});
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
      ['shortanswer', 5],
      ['matching', 6],
      ['numerical', 4],
      ['description', null],
    ]);
  });

  it('reads the short answer and the numerical question with their accepted answers', () => {
    // Q8 `{=subtraction =minus}`: two answers with the whole mark, case insensitive (GIFT cannot say otherwise).
    expect(file.questions[7]).toMatchObject({
      question: 'Name the operation that undoes addition.',
      case_sensitive: 0,
      answers: [
        { answer: 'subtraction', is_valid: 1, credit: 1, tolerance: null, match: null },
        { answer: 'minus', is_valid: 1, credit: 1, tolerance: null, match: null },
      ],
      errors: [],
    });
    expect(byNumber(8).notes).toEqual(['categoryNotKept', 'nameNotKept']);
    // Q10 `{#4:0}`: 4 with no margin.
    expect(file.questions[9]).toMatchObject({
      question: 'What is √16?',
      answers: [{ answer: '4', is_valid: 1, credit: 1, tolerance: 0, match: null }],
      errors: [],
    });
    expect(byNumber(10).notes).toEqual(['categoryNotKept', 'nameNotKept']);
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

  it('reads {One}, an answer with no = or ~, as Moodle does: a short answer, and says so', () => {
    const file = parseGift('$CATEGORY: top\n\n::Q::Say one.\n{One}');
    expect(file.questions[0]).toMatchObject({
      source_type: 'shortanswer',
      type: 5,
      answers: [{ answer: 'One', is_valid: 1, credit: 1, tolerance: null, match: null }],
      errors: [],
    });
    expect(file.questions[0].notes).toContainEqual({
      key: 'quizFormat.giftNoMarker',
      params: { line: 3, text: 'One' },
    });
  });

  it('takes -> for matching only in a block without ~: a multiple-choice answer may contain it', () => {
    const [multi, matching] = parseGift(
      'Which arrow means implies?{=A -> B ~A <- B ~A <-> B}\n\nMatch.{=a -> 1 =b -> 2}',
    ).questions;
    expect(multi).toMatchObject({
      source_type: 'multichoice',
      type: 1,
      answers: [choice('A -> B', 1), choice('A <- B', 0), choice('A <-> B', 0)],
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
      choice('blue <i>really</i>', 0),
      choice('grey & white', 1),
      choice('**red**', 0),
      choice('green', 0),
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
    expect(q.answers).toEqual([choice('a', 1), choice('b', 1), choice('c', 0)]);
  });
});

describe('parseGift, more', () => {
  it('reports a file without questions', () => {
    expect(parseGift('// only a comment\n\n$CATEGORY: top\n').errors).toEqual([
      { key: 'quizFormat.noQuestions' },
    ]);
  });
});

const qcm = (question: string, answers: [string, 0 | 1][]) => ({
  question,
  type: 1,
  is_valid: null,
  case_sensitive: 0,
  answers: answers.map(([answer, is_valid]) => choice(answer, is_valid)),
});

describe('writeGift', () => {
  it('escapes every special character and line break', () => {
    expect(escapeGift('a~b=c#d{e}f:g\\h\ni')).toBe('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni');
  });

  it('writes single and multiple answers with the weights Moodle expects', () => {
    const text = writeGift([
      qcm('One?', [
        ['a', 1],
        ['b', 0],
      ]),
      qcm('Three of four?', [
        ['a', 1],
        ['b', 1],
        ['c', 1],
        ['d', 0],
      ]),
      { question: 'Yes?', type: 3, is_valid: 0, case_sensitive: 0, answers: [] },
      { question: 'Why?', type: 2, is_valid: null, case_sensitive: 0, answers: [] },
    ]);
    expect(text).toBe(
      'One? {\n\t=a\n\t~b\n}\n\n' +
        'Three of four? {\n\t~%33.33333%a\n\t~%33.33333%b\n\t~%33.33333%c\n\t~%-100%d\n}\n\n' +
        'Yes? {F}\n\nWhy? {}\n',
    );
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
      Array.from({ length: 12 }, (_, i): [string, 0 | 1] => [`a${i}`, i < 11 ? 1 : 0]),
    );
    const text = writeGift([eleven], { comment: (n) => `${n.key} ${JSON.stringify(n.params)}` });
    // Hand count: 100/11 is not a Moodle grade; 9 answers at 10 % and 2 at 5 % make 100 %.
    expect(text.match(/%[-\d.]+%/g)).toEqual([...Array(9).fill('%10%'), '%5%', '%5%', '%-100%']);
    expect(text.startsWith('// quizFormat.exportPartialCredit {"number":1,"correct":11}\n')).toBe(true);
  });
});

describe('GIFT numerical and short-answer questions', () => {
  const one = (source: string) => parseGift(source).questions[0];
  const num = (answer: string, credit: number, tolerance: number) => ({
    answer,
    is_valid: credit === 1 ? 1 : 0,
    credit,
    tolerance,
    match: null,
  });
  const text = (answer: string, credit: number) => ({
    answer,
    is_valid: credit === 1 ? 1 : 0,
    credit,
    tolerance: null,
    match: null,
  });
  const keys = (q: ReturnType<typeof one>) => q.notes.map((n) => n.key.replace('quizFormat.', ''));

  it('reads a value with its margin, a range as its middle and half its width, and weighted answers', () => {
    expect(one('What is g?{#9.81:0.05}')).toMatchObject({
      source_type: 'numerical',
      type: 4,
      case_sensitive: 0,
      answers: [num('9.81', 1, 0.05)],
      notes: [],
      errors: [],
    });
    expect(one('Pick from 1 to 5.{#1..5}').answers).toEqual([num('3', 1, 2)]);
    expect(one('Pick from -5 to 5.{#-5..5}').answers).toEqual([num('0', 1, 5)]);
    // (0.1 + 0.3) / 2 and 0.3 - 0.2 without floating-point noise.
    expect(one('Between?{#0.1..0.3}').answers).toEqual([num('0.2', 1, 0.1)]);
    expect(one('Pi?{#3.141..3.142}').answers).toEqual([num('3.1415', 1, 0.0005)]);
    expect(one('Minus pi?{#-3.142..-3.141}').answers).toEqual([num('-3.1415', 1, 0.0005)]);
    expect(one('Small?{#1e-3..3e-3}').answers).toEqual([num('0.002', 1, 0.001)]);
    expect(one('g?{#=9.81:0.05 =%50%9.8:0.5}').answers).toEqual([num('9.81', 1, 0.05), num('9.8', 0.5, 0.5)]);
    expect(one('Third?{#=1 =%33.33333%2}').answers).toEqual([num('1', 1, 0), num('2', 0.3333333, 0)]);
    expect(one('Comma?{#9,81}').answers).toEqual([num('9.81', 1, 0)]);
  });

  it('drops what earns nothing with a note: Moodle’s ~ (any other number) and 0 % answers', () => {
    const range = one('::Q5:: What is a number from 1 to 5? {#\n=3:2\n~#Completely wrong}');
    expect(range.answers).toEqual([num('3', 1, 2)]);
    expect(range.notes).toEqual([
      { key: 'quizFormat.nameNotKept', params: { name: 'Q5' } },
      { key: 'quizFormat.feedbackNotKept' },
      { key: 'quizFormat.anyNumberNotKept', params: { credit: '0' } },
    ]);
    const wrong = one('How many?{#=%0%5:0 =9 ~%0%23}');
    expect(wrong.answers).toEqual([num('9', 1, 0)]);
    expect(wrong.notes).toEqual([{ key: 'quizFormat.noCreditNotKept', params: { answers: '5, 23' } }]);
  });

  it('says where Moodle’s first matching answer and Parcours’ best one give different credits', () => {
    const close = one('Five?{#=%50%5:2 =5}');
    expect(close.answers).toEqual([num('5', 0.5, 2), num('5', 1, 0)]);
    expect(close.notes).toEqual([
      {
        key: 'quizFormat.firstMatchNotKept',
        params: { first: '5', firstCredit: '50', best: '5', bestCredit: '100' },
      },
    ]);
    // A 0 % answer before a better one it overlaps: dropped, and the difference said.
    expect(keys(one('Five?{#=%0%4:2 =5}'))).toEqual(['firstMatchNotKept', 'noCreditNotKept']);
    expect(one('City?{=%50%Par* =paris}').notes[0].params).toEqual({
      first: 'Par*',
      firstCredit: '50',
      best: 'paris',
      bestCredit: '100',
    });
    // Apart, or best first: the same credit in both.
    expect(one('Five?{#=5 =%50%5:2 =%50%9}').notes).toEqual([]);
    expect(one('City?{=%50%Lyon =Paris}').notes).toEqual([]);
  });

  it('refuses a question with no full-credit answer or a value that is not a number', () => {
    expect(one('Half?{#=%50%5:1}').errors).toEqual([
      { key: 'quizFormat.noFullCredit', params: { best: '50' } },
    ]);
    expect(one('Five?{#five}')).toMatchObject({
      type: 4,
      answers: [],
      errors: [{ key: 'quizFormat.numberUnreadable', params: { text: 'five' } }],
    });
    expect(one('Margin?{#5:a}').errors).toEqual([
      { key: 'quizFormat.numberUnreadable', params: { text: '5:a' } },
    ]);
  });

  it('reads a short answer with its credits, case insensitive, and drops what earns nothing', () => {
    expect(one('Capital of France?{=Paris =%50%paris city}')).toMatchObject({
      source_type: 'shortanswer',
      type: 5,
      case_sensitive: 0,
      answers: [text('Paris', 1), text('paris city', 0.5)],
      notes: [],
      errors: [],
    });
    const animal = one(
      '::Shortanswer::Which is the best animal?{\n=Frog#Good!\n=%50%Cat#Meow\n=%0%*#Completely wrong\n}',
    );
    expect(animal.answers).toEqual([text('Frog', 1), text('Cat', 0.5)]);
    expect(keys(animal)).toEqual(['nameNotKept', 'feedbackNotKept', 'noCreditNotKept']);
    expect(animal.notes[2].params).toEqual({ answers: '*' });
    expect(one('Escaped?{=a\\=b \\{c\\} =%-50%d}').answers).toEqual([text('a=b {c}', 1)]);
    expect(one('Half?{=%50%a}').errors).toEqual([{ key: 'quizFormat.noFullCredit', params: { best: '50' } }]);
  });
});

describe('writeGift, numerical and short-answer questions', () => {
  const typed = (type: number, answers: [string, number, number | null][], case_sensitive = 0) =>
    typedQuestion('Q?', type, answers, case_sensitive);

  it('writes one full-credit number as {#value:margin}, several with = and their weights', () => {
    expect(writeGift([typed(4, [['9.81', 1, 0.05]])])).toBe('Q? {#9.81:0.05}\n');
    expect(writeGift([typed(4, [['4', 1, 0]])])).toBe('Q? {#4}\n');
    expect(
      writeGift([
        typed(4, [
          ['9.81', 1, 0.05],
          ['9.8', 0.5, 0.5],
        ]),
      ]),
    ).toBe('Q? {#=9.81:0.05 =%50%9.8:0.5}\n');
    expect(
      writeGift([
        typed(4, [
          ['-0.5', 0.5, 0],
          ['-1', 1, 0.001],
        ]),
      ]),
    ).toBe('Q? {#=-1:0.001 =%50%-0.5}\n');
  });

  it('writes the best credit first, so that Moodle’s first matching answer is Parcours’ best one', () => {
    const answers: [string, number, number | null][] = [
      ['Par*', 0.5, null],
      ['a', 0.1, null],
      ['Paris', 1, null],
      ['b', 0.5, null],
    ];
    expect(writeGift([typed(5, answers)])).toBe('Q? {=Paris =%50%Par* =%50%b =%10%a}\n');
  });

  it('writes short answers with = and their weights, escaped, with [plain] where needed', () => {
    expect(
      writeGift([
        typed(5, [
          ['Paris', 1, null],
          ['paris city', 0.5, null],
        ]),
      ]),
    ).toBe('Q? {=Paris =%50%paris city}\n');
    expect(
      writeGift([
        typed(5, [
          ['a=b {c} #1', 1, null],
          ['%off', 0.3333333, null],
        ]),
      ]),
    ).toBe('Q? {=a\\=b \\{c\\} \\#1 =%33.33333%[plain]%off}\n');
  });

  it('notes, when asked, what GIFT or Moodle cannot hold: case, “->” and a credit Moodle does not list', () => {
    const comment = (n: { key: string; params?: Record<string, string | number> }) =>
      `${n.key} ${JSON.stringify(n.params)}`;
    const text = writeGift(
      [
        typed(5, [['Paris', 1, null]], 1),
        typed(5, [['a -> b', 1, null]]),
        typed(4, [
          ['1', 1, 0],
          ['2', 0.45, 0],
        ]),
      ],
      { comment },
    );
    expect(text).toBe(
      '// quizFormat.exportCaseSensitive {"number":1}\nQ? {=Paris}\n\n' +
        '// quizFormat.exportGiftArrow {"number":2}\nQ? {=a -> b}\n\n' +
        '// quizFormat.exportGradeNotMoodle {"number":3,"credit":"45"}\nQ? {#=1 =%45%2}\n',
    );
    // Without the option, nothing but the questions.
    expect(writeGift([typed(5, [['Paris', 1, null]], 1)])).toBe('Q? {=Paris}\n');
  });
});
