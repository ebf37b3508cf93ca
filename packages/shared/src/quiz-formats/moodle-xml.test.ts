// Moodle XML files read into Parcours questions, with every loss reported; written back as Moodle reads them.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMoodleXml } from './moodle-xml-parse';
import { writeMoodleXml } from './moodle-xml-write';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

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
      [4, 'numerical', null],
      [5, 'essay', 2],
      [6, 'shortanswer', null],
      [7, 'matching', null],
      [8, 'description', null],
      [9, 'multichoice', 1],
      [10, 'multichoice', 1],
    ]);
  });

  it('reads HTML text and answers as plain text, and reports the embedded file, formatting and feedback', () => {
    expect(q(1).question).toBe('What is the chemical formula of water?');
    expect(q(1).answers).toEqual([
      { answer: 'H2O', is_valid: 1 },
      { answer: 'CO2', is_valid: 0 },
      { answer: 'NaCl', is_valid: 0 },
    ]);
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
      { answer: 'Helium (He)', is_valid: 1 },
      { answer: 'Néon (Ne)', is_valid: 1 },
      { answer: 'Oxygen (O₂)', is_valid: 0 },
      { answer: 'Nitrogen & co.', is_valid: 0 },
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
        answers: [
          { answer: 'a', is_valid: 1 },
          { answer: 'b', is_valid: 1 },
          { answer: 'c', is_valid: 0 },
        ],
      },
      { question: 'True?', type: 3, is_valid: 1, answers: [] },
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
    answers: [
      ...Array.from({ length: correct }, (_, i) => ({ answer: `right ${i}`, is_valid: 1 })),
      ...Array.from({ length: wrong }, (_, i) => ({ answer: `wrong ${i}`, is_valid: 0 })),
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
