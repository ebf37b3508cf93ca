// Moodle XML files read into Parcours questions, with every loss reported; written back as Moodle reads them.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { typedQuestion } from './fixtures/typed';
import { parseMoodleXml } from './moodle-xml-parse';
import { writeMoodleXml } from './moodle-xml-write';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
/** A choice as read and written: its credit is its validity, and it has no tolerance. */
const choice = (answer: string, is_valid: 0 | 1) => ({
  answer,
  is_valid,
  credit: is_valid,
  tolerance: null,
  match: null,
});

describe('parseMoodleXml on a real-world export', () => {
  const file = parseMoodleXml(fixture('chemistry.xml'));
  const q = (n: number) => file.questions[n - 1];
  const keys = (n: number) => q(n).notes.map((x) => x.key.replace('quizFormat.', ''));

  it('reads the ten questions in order; categories are not questions', () => {
    expect(file.errors).toEqual([]);
    expect(file.questions.map((x) => [x.number, x.source_type, x.type])).toEqual([
      [1, 'multichoice', 1],
      [2, 'multichoice', 1],
      [3, 'truefalse', 3],
      [4, 'numerical', 4],
      [5, 'essay', 2],
      [6, 'shortanswer', 5],
      [7, 'matching', 6],
      [8, 'description', null],
      [9, 'multichoice', 1],
      [10, 'multichoice', 1],
    ]);
  });

  it('reads HTML text and answers as plain text, and reports the embedded file, formatting and feedback', () => {
    expect(q(1).question).toBe('What is the chemical formula of water?');
    expect(q(1).answers).toEqual([choice('H2O', 1), choice('CO2', 0), choice('NaCl', 0)]);
    expect(keys(1)).toEqual([
      'categoryNotKept',
      'mediaNotKept',
      'formattingNotKept',
      'nameNotKept',
      'feedbackNotKept',
    ]);
    expect(q(1).notes[0].params).toEqual({ category: 'top/Chimie générale' });
    expect(q(1).notes[1].params).toEqual({ file: 'water.png' });
  });

  it('reads several correct answers, escaped entities, and reports the mark and the tags', () => {
    expect(q(2).question).toBe('Which of these are noble gases?');
    expect(q(2).answers).toEqual([
      choice('Helium (He)', 1),
      choice('Néon (Ne)', 1),
      choice('Oxygen (O₂)', 0),
      choice('Nitrogen & co.', 0),
    ]);
    expect(q(2).notes).toContainEqual({ key: 'quizFormat.markNotKept', params: { mark: 2 } });
    expect(q(2).notes).toContainEqual({
      key: 'quizFormat.tagsNotKept',
      params: { tags: 'gases, chapter-1' },
    });
    expect(keys(2)).not.toContain('weightsNotKept');
  });

  it('reads true/false and the category that changes halfway', () => {
    expect(q(3)).toMatchObject({ question: 'An acid has a pH below 7 at 25 °C.', is_valid: 1 });
    expect(keys(3)).toContain('feedbackNotKept');
    expect(q(4).notes[0].params).toEqual({ category: 'top/Chimie générale/Calculs' });
  });

  it('reads the numerical question with its tolerance and the short answer, case insensitive', () => {
    expect(q(4)).toMatchObject({
      question: 'What is the molar mass of water in g/mol?',
      answers: [{ answer: '18', is_valid: 1, credit: 1, tolerance: 0.1, match: null }],
      errors: [],
    });
    expect(keys(4)).toEqual(['categoryNotKept', 'nameNotKept']);
    expect(q(6)).toMatchObject({
      question: 'The symbol of gold is ___.',
      case_sensitive: 0,
      answers: [{ answer: 'Au', is_valid: 1, credit: 1, tolerance: null, match: null }],
      errors: [],
    });
  });

  it('reads Unicode and non-breaking spaces, and reports partial credit', () => {
    expect(q(9).question).toBe("Un ion chargé positivement s'appelle : « ___ » ? 🔋");
    expect(q(9).name).toBe('Ions – 离子');
    expect(q(9).answers.map((a) => a.is_valid)).toEqual([1, 0, 0]);
    expect(keys(9)).toContain('weightsNotKept');
  });

  it('says on which line a file cut short stops, not line 1', () => {
    const whole = fixture('chemistry.xml');
    const lines = whole.split('\n');
    // Cut after line 35, which opens <partiallycorrectfeedback> in the first question (read in the fixture).
    const cut = lines.slice(0, 35).join('\n');
    expect(parseMoodleXml(cut).errors).toEqual([
      { key: 'quizFormat.xmlTruncated', params: { line: 35, tag: 'partiallycorrectfeedback' } },
    ]);
  });

  it('refuses a DOCTYPE and its entities before reading anything', () => {
    const xxe =
      '<?xml version="1.0"?>\n<!-- exported -->\n<!DOCTYPE quiz [\n  <!ENTITY secret SYSTEM "file:///etc/passwd">\n]>\n' +
      '<quiz><question type="essay"><questiontext><text>&secret;</text></questiontext></question></quiz>';
    expect(parseMoodleXml(xxe)).toEqual({
      questions: [],
      errors: [{ key: 'quizFormat.xmlDoctype', params: { line: 3 } }],
    });
    // A DOCTYPE inside a question's HTML (in CDATA) is text, not a declaration.
    const inText =
      '<quiz><question type="essay"><questiontext format="html"><text><![CDATA[<!DOCTYPE html><p>Why?</p>]]></text></questiontext></question></quiz>';
    expect(parseMoodleXml(inText).questions[0].question).toBe('Why?');
  });

  it('says on which line a broken file stops', () => {
    expect(parseMoodleXml(fixture('broken.xml'))).toEqual({
      questions: [],
      errors: [{ key: 'quizFormat.fileUnreadable', params: { format: 'Moodle XML', line: 6 } }],
    });
  });
});

describe('writeMoodleXml', () => {
  it('writes names, HTML text in CDATA, and fractions that mean "exactly the correct answers"', () => {
    const xml = writeMoodleXml([
      {
        question: 'Pick <two> & ]]> done',
        type: 1,
        is_valid: null,
        case_sensitive: 0,
        answers: [choice('a', 1), choice('b', 1), choice('c', 0)],
      },
      { question: 'True?', type: 3, is_valid: 1, case_sensitive: 0, answers: [] },
    ]);
    expect(xml).toContain('<name><text>Pick &lt;two&gt; &amp; ]]&gt; done</text></name>');
    expect(xml).toContain('<text><![CDATA[<p>Pick &lt;two&gt; &amp; ]]&gt; done</p>]]></text>');
    expect(parseMoodleXml(xml).questions[0].question).toBe('Pick <two> & ]]> done');
    expect(xml).toContain('<single>false</single>');
    expect(xml).toContain('<answer fraction="50" format="html"><text><![CDATA[<p>a</p>]]></text></answer>');
    expect(xml).toContain('<answer fraction="-100" format="html"><text><![CDATA[<p>c</p>]]></text></answer>');
    expect(xml).toContain('<answer fraction="100" format="moodle_auto_format"><text>true</text></answer>');
  });

  const qcm = (correct: number, wrong: number) => ({
    question: 'Pick',
    type: 1,
    is_valid: null,
    case_sensitive: 0,
    answers: [
      ...Array.from({ length: correct }, (_, i) => choice(`right ${i}`, 1)),
      ...Array.from({ length: wrong }, (_, i) => choice(`wrong ${i}`, 0)),
    ],
  });
  const fractions = (xml: string) => [...xml.matchAll(/<answer fraction="([^"]+)"/g)].map((m) => m[1]);

  // Moodle adds the grades of the chosen answers and keeps the sum between 0 and 100 %. Expected grades are
  // worked by hand from Moodle's list (question_bank::fraction_options_full).
  it('writes only Moodle’s allowed grades, so Moodle accepts 11 or more answers', () => {
    expect(fractions(writeMoodleXml([qcm(3, 8)]))).toEqual([
      '33.33333',
      '33.33333',
      '33.33333',
      ...Array(8).fill('-100'),
    ]);
    expect(fractions(writeMoodleXml([qcm(7, 5)]))).toEqual([
      ...Array(7).fill('14.28571'),
      ...Array(5).fill('-100'),
    ]);
    expect(fractions(writeMoodleXml([qcm(12, 1)]))).toEqual([
      ...Array(8).fill('10'),
      ...Array(4).fill('5'),
      '-100',
    ]);
    expect(fractions(writeMoodleXml([qcm(1, 11)]))).toEqual(['100', ...Array(11).fill('0')]);
  });

  it('scores as Parcours in Moodle for all right answers, and for all right plus one wrong (0, not 50 %)', () => {
    const grades = fractions(writeMoodleXml([qcm(2, 2)])).map(Number);
    const moodle = (chosen: number[]) =>
      Math.min(
        Math.max(
          chosen.reduce((sum, i) => sum + grades[i], 0),
          0,
        ),
        100,
      );
    expect(moodle([0, 1])).toBe(100);
    expect(moodle([0, 1, 2])).toBe(0);
    expect(moodle([0, 1, 2, 3])).toBe(0);
  });

  it('writes a note, in the reader’s words, before each question Moodle scores differently', () => {
    const xml = writeMoodleXml([qcm(1, 2), qcm(2, 1), qcm(21, 1)], {
      comment: (n) => `${n.key} -- ${n.params?.number}`,
    });
    const comments = [...xml.matchAll(/<!-- (.*?) -->/g)].map((m) => m[1]);
    expect(comments).toEqual([
      'quizFormat.exportPartialCredit - - 2',
      'quizFormat.exportTooManyCorrect - - 3',
    ]);
    expect(parseMoodleXml(xml).errors).toEqual([]);
  });
});

describe('Moodle XML numerical and short-answer questions', () => {
  const quiz = (body: string) =>
    parseMoodleXml(`<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${body}\n</quiz>`);
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

  it('reads each answer’s value, tolerance and fraction; drops 0 % and “*” with a note', () => {
    const [q] = quiz(`<question type="numerical">
    <name><text>g</text></name>
    <questiontext format="html"><text>What is g?</text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>9.81</text><feedback format="html"><text></text></feedback><tolerance>0.05</tolerance></answer>
    <answer fraction="33.33333" format="moodle_auto_format"><text>10</text><feedback format="html"><text></text></feedback><tolerance>1</tolerance></answer>
    <answer fraction="0" format="moodle_auto_format"><text>0</text><feedback format="html"><text></text></feedback><tolerance>0</tolerance></answer>
    <answer fraction="0" format="moodle_auto_format"><text>*</text><feedback format="html"><text>Way off.</text></feedback><tolerance>0</tolerance></answer>
    <unitgradingtype>0</unitgradingtype>
    <unitpenalty>0.1000000</unitpenalty>
    <showunits>3</showunits>
    <unitsleft>0</unitsleft>
  </question>`).questions;
    expect(q).toMatchObject({
      source_type: 'numerical',
      type: 4,
      answers: [num('9.81', 1, 0.05), num('10', 0.3333333, 1)],
      errors: [],
    });
    expect(q.notes).toEqual([
      { key: 'quizFormat.nameNotKept', params: { name: 'g' } },
      { key: 'quizFormat.feedbackNotKept' },
      { key: 'quizFormat.anyNumberNotKept', params: { credit: '0' } },
      { key: 'quizFormat.noCreditNotKept', params: { answers: '0' } },
    ]);
  });

  it('reports units, their grading and instructions instead of dropping them', () => {
    const [q] = quiz(`<question type="numerical">
    <name><text>How far?</text></name>
    <questiontext format="html"><text>How far?</text></questiontext>
    <answer fraction="100"><text>5</text><tolerance>0</tolerance></answer>
    <units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit><unit><multiplier>0.001</multiplier><unit_name>km</unit_name></unit></units>
    <unitgradingtype>1</unitgradingtype><unitpenalty>0.1</unitpenalty><showunits>0</showunits><unitsleft>0</unitsleft>
    <instructions format="html"><text>Give the unit.</text></instructions>
  </question>`).questions;
    expect(q.answers).toEqual([num('5', 1, 0)]);
    expect(q.notes).toEqual([
      { key: 'quizFormat.unitsNotKept', params: { units: 'm, km' } },
      { key: 'quizFormat.settingNotKept', params: { setting: 'unitgradingtype 1' } },
      { key: 'quizFormat.settingNotKept', params: { setting: 'instructions' } },
    ]);
  });

  it('reads old files: the value outside <text>, the fraction as a <fraction> tag; refuses what is not a number', () => {
    const [old, notNumber, half] = quiz(`<question type="numerical">
    <questiontext><text>Old?</text></questiontext>
    <answer>42<tolerance>0.5</tolerance><fraction>1</fraction></answer>
  </question>
  <question type="numerical">
    <questiontext><text>Bad?</text></questiontext>
    <answer fraction="100"><text>forty</text><tolerance>1</tolerance></answer>
  </question>
  <question type="numerical">
    <questiontext><text>Half?</text></questiontext>
    <answer fraction="50"><text>1</text></answer>
    <answer fraction="100"><text></text></answer>
  </question>`).questions;
    expect(old).toMatchObject({ answers: [num('42', 1, 0.5)], errors: [] });
    expect(notNumber.errors).toEqual([{ key: 'quizFormat.numberUnreadable', params: { text: 'forty ± 1' } }]);
    expect(half.errors).toEqual([{ key: 'quizFormat.noFullCredit', params: { best: '50' } }]);
  });

  it('reads a short answer as plain text with its credits and usecase', () => {
    const [sensitive, insensitive] = quiz(`<question type="shortanswer">
    <name><text>Symbol</text></name>
    <questiontext format="html"><text>Symbol of sodium?</text></questiontext>
    <usecase>1</usecase>
    <answer fraction="100" format="moodle_auto_format"><text>Na</text></answer>
    <answer fraction="50" format="moodle_auto_format"><text><![CDATA[<b>Na</b> & co]]></text></answer>
    <answer fraction="-50" format="moodle_auto_format"><text>N</text></answer>
  </question>
  <question type="shortanswer">
    <questiontext format="html"><text>Any fruit?</text></questiontext>
    <answer fraction="100"><text>*berry</text></answer>
  </question>`).questions;
    expect(sensitive).toMatchObject({
      type: 5,
      case_sensitive: 1,
      answers: [text('Na', 1), text('<b>Na</b> & co', 0.5)],
      errors: [],
    });
    // The name repeats the start of the text: nothing lost there.
    expect(sensitive.notes).toEqual([{ key: 'quizFormat.noCreditNotKept', params: { answers: 'N' } }]);
    expect(insensitive).toMatchObject({ case_sensitive: 0, answers: [text('*berry', 1)], notes: [] });
  });

  it('says where Moodle’s first match and Parcours’ best differ, with or without case', () => {
    const answers =
      '<answer fraction="50"><text>paris</text></answer><answer fraction="100"><text>Paris</text></answer>';
    const [sensitive, insensitive] = quiz(
      `<question type="shortanswer"><questiontext><text>Capital?</text></questiontext><usecase>1</usecase>${answers}</question>
  <question type="shortanswer"><questiontext><text>Capital?</text></questiontext><usecase>0</usecase>${answers}</question>`,
    ).questions;
    expect(sensitive.notes).toEqual([]);
    expect(insensitive.notes).toEqual([
      {
        key: 'quizFormat.firstMatchNotKept',
        params: { first: 'paris', firstCredit: '50', best: 'Paris', bestCredit: '100' },
      },
    ]);
  });
});

describe('writeMoodleXml, numerical and short-answer questions', () => {
  const typed = (type: number, answers: [string, number, number | null][], case_sensitive = 0) =>
    typedQuestion('Q?', type, answers, case_sensitive);

  it('writes them as Moodle’s export does: plain answers, tolerance after the feedback, no units', () => {
    const xml = writeMoodleXml([
      typed(4, [
        ['9.81', 1, 0.05],
        ['9.8', 0.5, 0.5],
      ]),
      typed(
        5,
        [
          ['Na', 1, null],
          ['<b> & co', 0.3333333, null],
        ],
        1,
      ),
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n' +
        '  <question type="numerical">\n' +
        '    <name><text>Q?</text></name>\n' +
        '    <questiontext format="html"><text><![CDATA[<p>Q?</p>]]></text></questiontext>\n' +
        '    <defaultgrade>1</defaultgrade>\n' +
        '    <answer fraction="100" format="moodle_auto_format"><text>9.81</text><feedback format="html"><text></text></feedback><tolerance>0.05</tolerance></answer>\n' +
        '    <answer fraction="50" format="moodle_auto_format"><text>9.8</text><feedback format="html"><text></text></feedback><tolerance>0.5</tolerance></answer>\n' +
        '    <unitgradingtype>0</unitgradingtype>\n' +
        '    <unitpenalty>0.1000000</unitpenalty>\n' +
        '    <showunits>3</showunits>\n' +
        '    <unitsleft>0</unitsleft>\n' +
        '  </question>\n' +
        '  <question type="shortanswer">\n' +
        '    <name><text>Q?</text></name>\n' +
        '    <questiontext format="html"><text><![CDATA[<p>Q?</p>]]></text></questiontext>\n' +
        '    <defaultgrade>1</defaultgrade>\n' +
        '    <usecase>1</usecase>\n' +
        '    <answer fraction="100" format="moodle_auto_format"><text>Na</text><feedback format="html"><text></text></feedback></answer>\n' +
        '    <answer fraction="33.33333" format="moodle_auto_format"><text><![CDATA[<b> & co]]></text><feedback format="html"><text></text></feedback></answer>\n' +
        '  </question>\n</quiz>\n',
    );
  });

  it('notes, when asked, a credit that is not one of Moodle’s grades', () => {
    const xml = writeMoodleXml(
      [
        typed(5, [
          ['a', 1, null],
          ['b', 0.45, null],
          ['c', 0.45, null],
        ]),
      ],
      {
        comment: (n) => `${n.key} ${JSON.stringify(n.params)}`,
      },
    );
    expect([...xml.matchAll(/<!-- (.*?) -->/g)].map((m) => m[1])).toEqual([
      'quizFormat.exportGradeNotMoodle {"number":1,"credit":"45"}',
    ]);
    expect(xml).toContain('<answer fraction="45" format="moodle_auto_format"><text>b</text>');
  });

  it('writes the best credit first: Moodle gives the first matching answer’s credit, Parcours the best', () => {
    const xml = writeMoodleXml([
      typed(4, [
        ['5', 0.5, 2],
        ['9', 0.1, 0],
        ['5', 1, 0],
      ]),
    ]);
    expect(
      [...xml.matchAll(/<answer fraction="([^"]+)"[^>]*><text>([^<]*)<\/text>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['100', '5'],
      ['50', '5'],
      ['10', '9'],
    ]);
  });
});
