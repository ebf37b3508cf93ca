// Parcours questions to Moodle XML (the format of Moodle's question bank import): texts as HTML in CDATA, the
// accepted answers of numerical and short-answer questions and the texts a matching prompt matches as plain
// text, as Moodle writes them; ordering questions as Moodle's ordering type writes them.
import { questionTypes } from '../constants';
import { isTypedAnswer } from '../quiz/scoring';
import { numberText } from './accepted';
import { matchingExportNotes, parcoursOrdering } from './arranged';
import { bestFirst, gradesOf, gradeText } from './grades';
import { escapeHtml, textToHtml } from './text';
import type { ExportQuestion, WriteOptions } from './types';

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const htmlText = (text: string) => `<text>${cdata(textToHtml(text))}</text>`;
/** Plain text as Moodle writes it (qformat_xml::xml_escape): in CDATA only when it holds markup characters. */
const plainText = (text: string) => `<text>${escapeHtml(text) === text ? text : cdata(text)}</text>`;
/** The empty feedback Moodle writes in each answer. */
const noFeedback = '<feedback format="html"><text></text></feedback>';

/** Moodle wants a name; the start of the question, on one line, serves. */
function nameOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

function answers(question: ExportQuestion, number: number): string[] {
  if (question.type === questionTypes.BINARY) {
    const truth = question.is_valid === 1;
    return [
      `    <answer fraction="${truth ? 100 : 0}" format="moodle_auto_format"><text>true</text></answer>`,
      `    <answer fraction="${truth ? 0 : 100}" format="moodle_auto_format"><text>false</text></answer>`,
    ];
  }
  if (question.type === questionTypes.MATCHING) {
    // As qformat_xml::writequestion writes them: the prompt as HTML (none for an extra answer: an empty
    // paragraph would be a prompt), the text it matches as plain text.
    return question.answers.map((a) => {
      const prompt = a.answer === '' ? '<text></text>' : htmlText(a.answer);
      return `    <subquestion format="html">${prompt}<answer>${plainText(a.match ?? '')}</answer></subquestion>`;
    });
  }
  if (question.type === questionTypes.ORDERING) {
    // The items in the correct order, their place as the fraction (qtype_ordering::export_to_xml).
    return question.answers.map(
      (a, i) => `    <answer fraction="${i + 1}" format="html">${htmlText(a.answer)}</answer>`,
    );
  }
  // Moodle's own grades, chosen to score as Parcours does (./grades.ts).
  const { grades } = gradesOf(question, number);
  // Typed answers are plain text in Moodle (qformat_xml::writequestion, `moodle_auto_format`); a number's
  // tolerance follows its feedback, as Moodle writes it.
  if (isTypedAnswer(question.type)) {
    return question.answers.map((a, i) => {
      const tolerance =
        question.type === questionTypes.NUMERICAL
          ? `<tolerance>${numberText(a.tolerance ?? 0)}</tolerance>`
          : '';
      return `    <answer fraction="${gradeText(grades[i])}" format="moodle_auto_format">${plainText(a.answer)}${noFeedback}${tolerance}</answer>`;
    });
  }
  return question.answers.map(
    (a, i) => `    <answer fraction="${gradeText(grades[i])}" format="html">${htmlText(a.answer)}</answer>`,
  );
}

const typeNames: Record<number, string> = {
  [questionTypes.QCM]: 'multichoice',
  [questionTypes.BINARY]: 'truefalse',
  [questionTypes.OPEN]: 'essay',
  [questionTypes.NUMERICAL]: 'numerical',
  [questionTypes.SHORT_ANSWER]: 'shortanswer',
  [questionTypes.MATCHING]: 'matching',
  [questionTypes.ORDERING]: 'ordering',
};

/** An XML comment: `--` may not appear in one. */
const xmlComment = (text: string) => `  <!-- ${text.replace(/\s+/g, ' ').replace(/-(?=-)/g, '- ')} -->`;

function questionXml(question: ExportQuestion, number: number, options: WriteOptions): string {
  const type = typeNames[question.type] ?? 'multichoice';
  const { comment } = options;
  const notes = comment
    ? [...gradesOf(question, number).notes, ...matchingExportNotes(question, number)].map((n) =>
        xmlComment(comment(n)),
      )
    : [];
  const lines = [
    ...notes,
    `  <question type="${type}">`,
    `    <name><text>${escapeHtml(nameOf(question.question))}</text></name>`,
    `    <questiontext format="html">${htmlText(question.question)}</questiontext>`,
    '    <defaultgrade>1</defaultgrade>',
  ];
  if (type === 'shortanswer') lines.push(`    <usecase>${question.case_sensitive === 1 ? 1 : 0}</usecase>`);
  if (type === 'multichoice') {
    lines.push(
      `    <single>${gradesOf(question, number).single ? 'true' : 'false'}</single>`,
      '    <shuffleanswers>false</shuffleanswers>',
      '    <answernumbering>abc</answernumbering>',
    );
  }
  // Parcours shows the prompts in the author's order (Moodle always shuffles the texts to choose from).
  if (type === 'matching') lines.push('    <shuffleanswers>false</shuffleanswers>');
  // Every item shown, graded relative to the next item (excluding the last), as Parcours scores it.
  if (type === 'ordering') {
    const { layout, select, grading, show, numbering } = parcoursOrdering;
    lines.push(
      `    <layouttype>${layout}</layouttype>`,
      `    <selecttype>${select}</selecttype>`,
      `    <selectcount>${question.answers.length}</selectcount>`,
      `    <gradingtype>${grading}</gradingtype>`,
      `    <showgrading>${show}</showgrading>`,
      `    <numberingstyle>${numbering}</numberingstyle>`,
    );
  }
  lines.push(...answers(question, number));
  // What Moodle writes for a numerical question without units (no unit, none shown, none graded).
  if (type === 'numerical') {
    lines.push(
      '    <unitgradingtype>0</unitgradingtype>',
      '    <unitpenalty>0.1000000</unitpenalty>',
      '    <showunits>3</showunits>',
      '    <unitsleft>0</unitsleft>',
    );
  }
  lines.push('  </question>');
  return lines.join('\n');
}

export function writeMoodleXml(questions: ExportQuestion[], options: WriteOptions = {}): string {
  const body = questions.map((q, i) => questionXml(bestFirst(q), i + 1, options)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${body}\n</quiz>\n`;
}
