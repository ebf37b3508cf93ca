// Parcours questions to Moodle XML (the format of Moodle's question bank import), text as HTML in CDATA.
import { questionTypes } from '../constants';
import { gradesOf, gradeText } from './grades';
import { escapeHtml, textToHtml } from './text';
import type { ExportQuestion, WriteOptions } from './types';

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const htmlText = (text: string) => `<text>${cdata(textToHtml(text))}</text>`;

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
  // Moodle's own grades, chosen to score as Parcours does (./grades.ts).
  const { grades } = gradesOf(question, number);
  return question.answers.map(
    (a, i) => `    <answer fraction="${gradeText(grades[i])}" format="html">${htmlText(a.answer)}</answer>`,
  );
}

/** An XML comment: `--` may not appear in one. */
const xmlComment = (text: string) => `  <!-- ${text.replace(/\s+/g, ' ').replace(/-(?=-)/g, '- ')} -->`;

function questionXml(question: ExportQuestion, number: number, options: WriteOptions): string {
  const type =
    question.type === questionTypes.BINARY
      ? 'truefalse'
      : question.type === questionTypes.OPEN
        ? 'essay'
        : 'multichoice';
  const { comment } = options;
  const notes = comment ? gradesOf(question, number).notes.map((n) => xmlComment(comment(n))) : [];
  const lines = [
    ...notes,
    `  <question type="${type}">`,
    `    <name><text>${escapeHtml(nameOf(question.question))}</text></name>`,
    `    <questiontext format="html">${htmlText(question.question)}</questiontext>`,
    '    <defaultgrade>1</defaultgrade>',
  ];
  if (type === 'multichoice') {
    lines.push(
      `    <single>${gradesOf(question, number).single ? 'true' : 'false'}</single>`,
      '    <shuffleanswers>false</shuffleanswers>',
      '    <answernumbering>abc</answernumbering>',
    );
  }
  lines.push(...answers(question, number), '  </question>');
  return lines.join('\n');
}

export function writeMoodleXml(questions: ExportQuestion[], options: WriteOptions = {}): string {
  const body = questions.map((q, i) => questionXml(q, i + 1, options)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${body}\n</quiz>\n`;
}
