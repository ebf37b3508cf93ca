// Parcours questions to GIFT, as Moodle imports it: one question per paragraph, special characters escaped,
// and `[plain]` where a text would otherwise be read as a comment, a format, HTML or a weight.
import { questionTypes } from '../constants';
import { numberText } from './accepted';
import { bestFirst, gradesOf, gradeText } from './grades';
import { looksLikeHtml } from './text';
import type { ExportQuestion, FormatNote, WriteOptions } from './types';

/** Escapes GIFT's special characters; line breaks become `\n` so a question stays one paragraph. */
export function escapeGift(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/([~=#{}:])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');
}

/**
 * A Parcours text (plain) as GIFT. `[plain]` goes first when the text would be misread without it: a line
 * starting with `//` is a comment, a leading `[html]` a format, tags or entities HTML, and a leading `%50%` an
 * answer's weight. Moodle and Parcours both read `[plain]` as "shown as typed".
 */
export function giftText(text: string): string {
  const start = text.trimStart();
  const plain =
    start.startsWith('//') ||
    start.startsWith('%') ||
    /^\[(html|moodle|plain|markdown)\]/i.test(start) ||
    looksLikeHtml(text);
  return `${plain ? '[plain]' : ''}${escapeGift(text)}`;
}

/** `=` and the weight of an accepted answer: none for the whole mark, as GIFT reads it. */
const accepted = (credit: number) => (credit === 1 ? '=' : `=%${gradeText(credit * 100)}%`);

/** A numerical answer: `value`, or `value:tolerance` (GIFT's error margin, absolute as in Parcours). */
function numberAnswer(a: ExportQuestion['answers'][number]): string {
  const tolerance = a.tolerance ?? 0;
  const value = escapeGift(a.answer);
  return tolerance === 0 ? value : `${value}:${escapeGift(numberText(tolerance))}`;
}

function answerBlock(question: ExportQuestion, number: number): string {
  if (question.type === questionTypes.BINARY) return question.is_valid === 1 ? '{T}' : '{F}';
  if (question.type === questionTypes.OPEN) return '{}';
  if (question.type === questionTypes.NUMERICAL) {
    const [only] = question.answers;
    if (question.answers.length === 1 && only.credit === 1) return `{#${numberAnswer(only)}}`;
    return `{#${question.answers.map((a) => `${accepted(a.credit)}${numberAnswer(a)}`).join(' ')}}`;
  }
  if (question.type === questionTypes.SHORT_ANSWER) {
    return `{${question.answers.map((a) => `${accepted(a.credit)}${giftText(a.answer)}`).join(' ')}}`;
  }
  const { grades, single } = gradesOf(question, number);
  const lines = question.answers.map((a, i) => {
    const text = giftText(a.answer);
    if (single) return a.is_valid === 1 ? `\t=${text}` : `\t~${text}`;
    return `\t~%${gradeText(grades[i])}%${text}`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

/**
 * What GIFT cannot say of a short answer: that it is case sensitive (Moodle reads GIFT's as insensitive), or an
 * answer with `->`, which makes the block a matching question.
 */
function giftNotes(question: ExportQuestion, number: number): FormatNote[] {
  if (question.type !== questionTypes.SHORT_ANSWER) return [];
  const notes: FormatNote[] = [];
  if (question.case_sensitive === 1)
    notes.push({ key: 'quizFormat.exportCaseSensitive', params: { number } });
  if (question.answers.some((a) => a.answer.includes('->')))
    notes.push({ key: 'quizFormat.exportGiftArrow', params: { number } });
  return notes;
}

export function writeGift(questions: ExportQuestion[], options: WriteOptions = {}): string {
  const { title, comment } = options;
  const head = title ? `// ${title.replace(/\r?\n/g, ' ')}\n\n` : '';
  const written = questions.map((q, i) => {
    const notes = comment
      ? [...gradesOf(q, i + 1).notes, ...giftNotes(q, i + 1)].map(
          (n) => `// ${comment(n).replace(/\s+/g, ' ')}\n`,
        )
      : [];
    return `${notes.join('')}${giftText(q.question)} ${answerBlock(bestFirst(q), i + 1)}`;
  });
  return `${head}${written.join('\n\n')}\n`;
}
