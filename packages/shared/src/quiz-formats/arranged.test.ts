// Matching and ordering questions in GIFT and Moodle XML: read as Moodle reads them (qformat_gift::readquestion,
// qformat_xml::import_match, qtype_ordering's import_from_gift and import_from_xml), written as Moodle writes
// them, and back. Every expected result is written by hand.
import { describe, expect, it } from 'vitest';
import { checkQuizFile, parseQuizFile, writeQuizFile } from './check';
import { parseGift } from './gift-parse';
import { writeGift } from './gift-write';
import { parseMoodleXml } from './moodle-xml-parse';
import { writeMoodleXml } from './moodle-xml-write';
import { type ExportQuestion, quizFormats } from './types';

const pair = (answer: string, match: string) => ({
  answer,
  is_valid: answer === '' ? 0 : 1,
  credit: answer === '' ? 0 : 1,
  tolerance: null,
  match,
});
const item = (answer: string) => ({ answer, is_valid: 1, credit: 1, tolerance: null, match: null });
const keys = (q: { notes: { key: string }[] }) => q.notes.map((n) => n.key.replace('quizFormat.', ''));
const comment = (n: { key: string; params?: object }) => `${n.key} ${JSON.stringify(n.params)}`;

const matching = (question: string, pairs: [string, string][]): ExportQuestion => ({
  question,
  type: 6,
  is_valid: null,
  case_sensitive: 0,
  answers: pairs.map(([answer, match]) => pair(answer, match)),
});
const ordering = (question: string, items: string[]): ExportQuestion => ({
  question,
  type: 7,
  is_valid: null,
  case_sensitive: 0,
  answers: items.map(item),
});

describe('GIFT matching questions', () => {
  it('read each `=prompt -> text` as a pair, and `= -> text` as a text that matches no prompt', () => {
    const [q] = parseGift('Derivatives? {\n  =sin x -> cos x\n  =x² -> 2x\n  = -> tan x\n}').questions;
    expect([q.source_type, q.type, q.question, q.errors, q.notes]).toEqual([
      'matching',
      6,
      'Derivatives?',
      [],
      [],
    ]);
    expect(q.answers).toEqual([pair('sin x', 'cos x'), pair('x²', '2x'), pair('', 'tan x')]);
  });

  it('read `#` and `%` as text, a format marker on the prompt only, escapes, and `->` after the first as text', () => {
    // Moodle: the prompt ends at the first `->`; the prompt takes a format, the text it matches none.
    const [q] = parseGift(
      'Pairs {=%50%a#1 -> b#2 =[plain]<i> -> [html]x -> y =c \\= d -> e \\{f\\}}',
    ).questions;
    expect(q.answers).toEqual([pair('%50%a#1', 'b#2'), pair('<i>', '[html]x -> y'), pair('c = d', 'e {f}')]);
    expect(keys(q)).toEqual([]);
  });

  it('refuse an answer without `->`, as Moodle does, naming it', () => {
    const [q] = parseGift('Pairs {=a -> b =c}').questions;
    expect([q.type, q.answers, q.errors]).toEqual([
      6,
      [],
      [{ key: 'quizFormat.giftMatchingNoArrow', params: { line: 1, text: 'c' } }],
    ]);
    expect(checkQuizFile('gift', 'Pairs {=a -> b =c}').questions[0].input).toBeNull();
  });

  it('need two prompts to be saved: an extra text does not count', () => {
    const [q] = checkQuizFile('gift', 'Pairs {=a -> b = -> c}').questions;
    expect([q.input, q.errors]).toEqual([null, [{ key: 'validation.matchingTwoPairs', field: 'answers' }]]);
  });

  it('say, when notes are written, that Moodle’s editing form wants 3 texts to match', () => {
    const two = matching('Two?', [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const three = matching('Three?', [
      ['a', 'b'],
      ['c', 'd'],
      ['', 'e'],
    ]);
    expect(writeGift([two, three], { comment })).toBe(
      '// quizFormat.exportMatchingFewTexts {"number":1,"texts":2}\n' +
        'Two? {\n\t=a -> b\n\t=c -> d\n}\n\nThree? {\n\t=a -> b\n\t=c -> d\n\t= -> e\n}\n',
    );
    expect(writeMoodleXml([two, three], { comment })).toContain(
      '<quiz>\n  <!-- quizFormat.exportMatchingFewTexts {"number":1,"texts":2} -->\n  <question type="matching">',
    );
    expect(writeMoodleXml([two, three], { comment }).match(/<!--/g)).toHaveLength(1);
  });

  it('are written as Moodle writes them, a prompt holding `->` as HTML', () => {
    const text = writeGift([
      matching('Derivatives?', [
        ['sin x', 'cos x'],
        ['a -> b', 'c -> d'],
        ['', 'x = {1}'],
      ]),
    ]);
    expect(text).toBe(
      'Derivatives? {\n\t=sin x -> cos x\n\t=[html]a -&gt; b -> c -> d\n\t= -> x \\= \\{1\\}\n}\n',
    );
  });
});

describe('GIFT ordering questions', () => {
  it('read the syntax of Moodle’s ordering type: Moodle’s own export, showing 2 of its 6 items', () => {
    // question/type/ordering/tests/fixtures/testexport.gift.txt (Moodle): `{>2` with no select type is a
    // random subset of 2 items (qtype_ordering::set_options_for_import).
    const source =
      '// question: 123  name: Moodle\n// [id:myid]\n::Moodle::[html]Put these words in order.{>2     none\n' +
      'Modular\nObject\nOriented\nDynamic\nLearning\nEnvironment\n}\n';
    const [q] = parseGift(source).questions;
    expect([q.source_type, q.type, q.question, q.errors]).toEqual([
      'ordering',
      7,
      'Put these words in order.',
      [],
    ]);
    expect(q.answers).toEqual(
      ['Modular', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Environment'].map(item),
    );
    expect(q.notes).toEqual([
      { key: 'quizFormat.nameNotKept', params: { name: 'Moodle' } },
      { key: 'quizFormat.orderingSubsetNotKept', params: { count: 2, total: 6 } },
    ]);
  });

  it('report a grading other than relative to the next item; all items shown say nothing', () => {
    const read = (head: string) => parseGift(`Order {${head}\nA\nB\nC\n}`).questions[0];
    expect(read('>3 ALL VERTICAL ABSOLUTE_POSITION SHOW').notes).toEqual([
      { key: 'quizFormat.orderingGradingNotKept', params: { grading: 'ABSOLUTE_POSITION' } },
    ]);
    expect(read('>3 RANDOM HORIZONTAL RELATIVE HIDE 123').notes).toEqual([]);
    // A word the head does not know starts the items, as in Moodle's pattern.
    expect(read('>3 EXACT H SOMETIMES').answers.map((a) => a.answer)).toEqual(['SOMETIMES', 'A', 'B', 'C']);
    // Without a number after `>`, Moodle's ordering type does not read it; nor does Parcours.
    expect(read('>ALL').type).not.toBe(7);
  });

  it('are written with every item shown and graded relative to the next item, with a note', () => {
    const question = ordering('Order these', ['One = 1', 'Two ~ #2: {two', '<b>Three</b> & 3']);
    expect(writeGift([question])).toBe(
      'Order these {>3 ALL VERTICAL RELATIVE_NEXT_EXCLUDE_LAST SHOW none\n' +
        'One = 1\nTwo ~ #2: {two\n&lt;b&gt;Three&lt;/b&gt; &amp; 3\n}\n',
    );
    expect(writeGift([question], { comment })).toBe(
      '// quizFormat.exportGiftOrdering {"number":1}\n' +
        'Order these {>3 ALL VERTICAL RELATIVE_NEXT_EXCLUDE_LAST SHOW none\n' +
        'One = 1\nTwo ~ #2: {two\n&lt;b&gt;Three&lt;/b&gt; &amp; 3\n}\n',
    );
  });

  it('are left out, with a note, when an item holds what GIFT cannot', () => {
    const questions = [
      ordering('First', ['a}', 'b']),
      { question: 'True?', type: 3, is_valid: 1, case_sensitive: 0, answers: [] },
      ordering('Third', ['C:\\new', 'd']),
    ];
    expect(writeGift(questions, { comment })).toBe(
      '// quizFormat.exportGiftOrderingSkipped {"number":1,"item":"a}"}\n\n' +
        'True? {T}\n\n' +
        '// quizFormat.exportGiftOrderingSkipped {"number":3,"item":"C:\\\\new"}\n',
    );
    expect(parseGift(writeGift(questions)).questions.map((q) => q.question)).toEqual(['True?']);
  });
});

describe('Moodle XML matching questions', () => {
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><quiz>${body}</quiz>`;

  it('read each subquestion as a pair, one without text as an extra text, and report its files', () => {
    const [q] = parseMoodleXml(
      xml(`<question type="matching"><name><text>Symbols</text></name>
        <questiontext format="html"><text>Match the element with its symbol.</text></questiontext>
        <shuffleanswers>true</shuffleanswers>
        <subquestion format="html"><text><![CDATA[<p>Iron <img src="@@PLUGINFILE@@/fe.png"></p>]]></text>
          <file name="fe.png" encoding="base64">AAAA</file><answer><text>Fe</text></answer></subquestion>
        <subquestion format="html"><text>Lead</text><answer><text><![CDATA[Pb <b>]]></text></answer></subquestion>
        <subquestion format="html"><text></text><answer><text>Au</text></answer></subquestion>
        <subquestion format="html"><text></text><answer><text></text></answer></subquestion>
      </question>`),
    ).questions;
    expect([q.source_type, q.type, q.question]).toEqual([
      'matching',
      6,
      'Match the element with its symbol.',
    ]);
    expect(q.answers).toEqual([pair('Iron', 'Fe'), pair('Lead', 'Pb <b>'), pair('', 'Au')]);
    // `shuffleanswers` is not reported: Parcours shows the prompts in order and the texts sorted.
    expect(keys(q)).toEqual(['nameNotKept', 'mediaNotKept', 'formattingNotKept']);
  });

  it('are written as Moodle writes them, the prompts in order', () => {
    const text = writeMoodleXml([
      matching('Symbols?', [
        ['Iron', 'Fe'],
        ['', 'Au & <Ag>'],
      ]),
    ]);
    expect(text).toContain('<question type="matching">');
    expect(text).toContain(
      '    <shuffleanswers>false</shuffleanswers>\n' +
        '    <subquestion format="html"><text><![CDATA[<p>Iron</p>]]></text><answer><text>Fe</text></answer></subquestion>\n' +
        '    <subquestion format="html"><text></text><answer><text><![CDATA[Au & <Ag>]]></text></answer></subquestion>\n' +
        '  </question>',
    );
  });
});

describe('Moodle XML ordering questions', () => {
  // question/type/ordering/tests/fixtures/testimport.moodle.xml (Moodle), in a <quiz> and shortened (its repeated
  // <questiontext>, combined feedback, second hint and the feedback of items 2 to 6 left out): no select type,
  // count or grading, so Moodle's defaults: RANDOM, 6 (all 6 items here), relative to the next item.
  const moodleImport = `<quiz><question type="ordering">
    <name>
      <text>Moodle</text>
    </name>
    <questiontext format="html">
      <text>Put these words in order.</text>
    </questiontext>
    <generalfeedback format="html">
        <text><![CDATA[The correct answer is "Modular Object Oriented Dynamic Learning Environment".]]></text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber>myid</idnumber>
    <numberingstyle>none</numberingstyle>
    <answer fraction="1.0000000" format="html">
        <text>Modular</text>
        <feedback format="html">
            <text><![CDATA[Modular is correct.]]></text>
        </feedback>
    </answer>
    <answer fraction="2.0000000" format="html"><text>Object</text></answer>
    <answer fraction="3.0000000" format="html"><text>Oriented</text></answer>
    <answer fraction="4.0000000" format="html"><text>Dynamic</text></answer>
    <answer fraction="5.0000000" format="html"><text>Learning</text></answer>
    <answer fraction="6.0000000" format="html"><text>Environment</text></answer>
    <hint format="html">
        <text>Hint 1</text>
    </hint>
</question></quiz>`;
  const words = ['Modular', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Environment'];

  it('read the items in the file’s order, Moodle’s defaults showing them all', () => {
    const [q] = parseMoodleXml(moodleImport).questions;
    expect([q.source_type, q.type, q.question, q.errors]).toEqual([
      'ordering',
      7,
      'Put these words in order.',
      [],
    ]);
    expect(q.answers).toEqual(words.map(item));
    expect(keys(q)).toEqual(['nameNotKept', 'feedbackNotKept']);
    expect(
      checkQuizFile('moodle_xml', moodleImport).questions[0].input?.answers.map((a) => a.answer),
    ).toEqual(words);
  });

  it('report a subset of the items shown and another grading', () => {
    const settings = (s: string) =>
      keys(parseMoodleXml(moodleImport.replace('<numberingstyle>', `${s}<numberingstyle>`)).questions[0]);
    // Moodle's own export fixture: an empty select type is RANDOM, 2 items of 6.
    expect(settings('<selecttype></selecttype><selectcount>2</selectcount>')).toContain(
      'orderingSubsetNotKept',
    );
    expect(settings('<selecttype>CONTIGUOUS</selecttype><selectcount>1</selectcount>')).toContain(
      'orderingSubsetNotKept',
    );
    expect(settings('<selecttype>ALL</selecttype><selectcount>2</selectcount>')).not.toContain(
      'orderingSubsetNotKept',
    );
    expect(settings('<logical>RANDOM</logical><studentsee>9</studentsee>')).not.toContain(
      'orderingSubsetNotKept',
    );
    expect(settings('<gradingtype>RELATIVE_TO_CORRECT</gradingtype>')).toContain('orderingGradingNotKept');
    expect(settings('<gradingtype>RELATIVE_NEXT_EXCLUDE_LAST</gradingtype>')).not.toContain(
      'orderingGradingNotKept',
    );
  });

  it('are written with the settings Moodle’s ordering type writes, every item shown, graded relative to the next', () => {
    const text = writeMoodleXml([ordering('Order these', ['One', 'Two & <2>'])]);
    expect(text).toContain(
      '  <question type="ordering">\n' +
        '    <name><text>Order these</text></name>\n' +
        '    <questiontext format="html"><text><![CDATA[<p>Order these</p>]]></text></questiontext>\n' +
        '    <defaultgrade>1</defaultgrade>\n' +
        '    <layouttype>VERTICAL</layouttype>\n' +
        '    <selecttype>ALL</selecttype>\n' +
        '    <selectcount>2</selectcount>\n' +
        '    <gradingtype>RELATIVE_NEXT_EXCLUDE_LAST</gradingtype>\n' +
        '    <showgrading>SHOW</showgrading>\n' +
        '    <numberingstyle>none</numberingstyle>\n' +
        '    <answer fraction="1" format="html"><text><![CDATA[<p>One</p>]]></text></answer>\n' +
        '    <answer fraction="2" format="html"><text><![CDATA[<p>Two &amp; &lt;2&gt;</p>]]></text></answer>\n' +
        '  </question>',
    );
  });
});

describe('round trip of matching and ordering questions', () => {
  const questions: ExportQuestion[] = [
    matching('Match each function with its derivative.', [
      ['sin x', 'cos x'],
      ['x²', '2x'],
      ['', 'tan x'],
    ]),
    // GIFT's special characters, HTML-looking text, `->` on both sides, a line break in a prompt.
    matching('Pairs = {odd} ~ #1', [
      ['a = b {c} ~ #1: \\ <b>', '%50% -> x'],
      ['p -> q\nnext line', 'r & s'],
      ['[html]not a format', '// not a comment'],
      ['', '<i>extra</i>'],
    ]),
    ordering('Put these words in order.', ['Modular', 'Object', 'Oriented', 'Dynamic']),
    ordering('Order = {these} ~ #2', ['One = 1', 'Two ~ #2: {two', '<b>Three</b> & 3', '[html] four']),
  ];

  it.each(quizFormats)('come back the same through %s, with nothing lost', (format) => {
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
    ).toEqual(questions);
  });

  it.each(quizFormats)('pass the builder’s rules once read back through %s', (format) => {
    const checked = checkQuizFile(format, writeQuizFile(format, questions)).questions;
    expect(checked.map((q) => q.errors)).toEqual(questions.map(() => []));
    expect(checked[0].input?.answers.map((a) => [a.answer, a.match, a.credit])).toEqual([
      ['sin x', 'cos x', 1],
      ['x²', '2x', 1],
      ['', 'tan x', 0],
    ]);
    expect(checked[2].input?.answers.map((a) => [a.answer, a.match])).toEqual([
      ['Modular', null],
      ['Object', null],
      ['Oriented', null],
      ['Dynamic', null],
    ]);
  });
});
