// Parcours questions to Moodle XML (the format of Moodle's question bank import), text as HTML in CDATA.
import { questionTypes } from '../constants';
import { escapeHtml, shareOf, textToHtml } from './text';
import type { ExportQuestion } from './types';

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const htmlText = (text: string) => `<text>${cdata(textToHtml(text))}</text>`;

/** Moodle wants a name; the start of the question, on one line, serves. */
function nameOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

function answers(question: ExportQuestion): string[] {
  if (question.type === questionTypes.BINARY) {
    const truth = question.is_valid === 1;
    return [
      `    <answer fraction="${truth ? 100 : 0}" format="moodle_auto_format"><text>true</text></answer>`,
      `    <answer fraction="${truth ? 0 : 100}" format="moodle_auto_format"><text>false</text></answer>`,
    ];
  }
  const correct = question.answers.filter((a) => a.is_valid === 1).length;
  const wrong = question.answers.length - correct;
  return question.answers.map((a) => {
    // Same weights as the GIFT writer: exactly the correct answers earn the whole mark.
    const fraction =
      a.is_valid === 1
        ? correct <= 1
          ? '100'
          : shareOf(correct)
        : correct <= 1
          ? '0'
          : `-${shareOf(wrong)}`;
    return `    <answer fraction="${fraction}" format="html">${htmlText(a.answer)}</answer>`;
  });
}

function questionXml(question: ExportQuestion): string {
  const type =
    question.type === questionTypes.BINARY
      ? 'truefalse'
      : question.type === questionTypes.OPEN
        ? 'essay'
        : 'multichoice';
  const lines = [
    `  <question type="${type}">`,
    `    <name><text>${escapeHtml(nameOf(question.question))}</text></name>`,
    `    <questiontext format="html">${htmlText(question.question)}</questiontext>`,
    '    <defaultgrade>1</defaultgrade>',
  ];
  if (type === 'multichoice') {
    const correct = question.answers.filter((a) => a.is_valid === 1).length;
    lines.push(
      `    <single>${correct <= 1 ? 'true' : 'false'}</single>`,
      '    <shuffleanswers>false</shuffleanswers>',
      '    <answernumbering>abc</answernumbering>',
    );
  }
  lines.push(...answers(question), '  </question>');
  return lines.join('\n');
}

export function writeMoodleXml(questions: ExportQuestion[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.map(questionXml).join('\n')}\n</quiz>\n`;
}
