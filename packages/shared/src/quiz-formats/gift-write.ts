// Parcours questions to GIFT, as Moodle imports it: one question per paragraph, special characters escaped,
// and `[plain]` where a text would otherwise be read as a comment, a format, HTML or a weight.
import { questionTypes } from '../constants';
import { numberText } from './accepted';
import { matchingExportNotes, parcoursOrdering } from './arranged';
import { bestFirst, gradesOf, gradeText } from './grades';
import { escapeHtml, looksLikeHtml } from './text';
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

/**
 * A matching prompt: GIFT ends the prompt at its first `->`, which no escape hides; a prompt holding one is
 * written as HTML, where `>` is `&gt;`, and shows the same in Moodle.
 */
function promptText(text: string): string {
  if (!text.includes('->')) return giftText(text);
  return `[html]${escapeGift(escapeHtml(text).replace(/\r?\n/g, '<br>'))}`;
}

/**
 * An ordering item as Moodle's ordering type reads it (qtype_ordering::import_from_gift): the line as it is,
 * shown as HTML; no escape is read back there, so a text that looks like HTML is written with entities.
 */
const itemText = (text: string) => (looksLikeHtml(text) ? escapeHtml(text) : text);

/**
 * The first item an ordering question's GIFT cannot hold: a line break or `}` ends it, a line starting with `//`
 * is a comment, `####` starts the general feedback, and a GIFT escape (`\:`, `\n`...) is not read back.
 */
function unwritableItem(question: ExportQuestion): string | null {
  const item = question.answers.find(
    (a) =>
      /[\r\n}]|####/.test(a.answer) || a.answer.trim().startsWith('//') || /\\[\\:#={}~n]/.test(a.answer),
  );
  return item ? item.answer : null;
}

function answerBlock(question: ExportQuestion, number: number): string {
  if (question.type === questionTypes.BINARY) return question.is_valid === 1 ? '{T}' : '{F}';
  if (question.type === questionTypes.MATCHING) {
    // As Moodle writes it (qformat_gift::writequestion): a distractor has no prompt, `= -> text`.
    const pairs = question.answers.map(
      (a) => `\t=${a.answer === '' ? '' : promptText(a.answer)} -> ${escapeGift(a.match ?? '')}`,
    );
    return `{\n${pairs.join('\n')}\n}`;
  }
  if (question.type === questionTypes.ORDERING) {
    // Moodle's ordering head (qtype_ordering::export_to_gift): every item shown, graded relative to the next.
    const { select, layout, grading, show, numbering } = parcoursOrdering;
    const head = `>${question.answers.length} ${select} ${layout} ${grading} ${show} ${numbering}`;
    return `{${head}\n${question.answers.map((a) => itemText(a.answer)).join('\n')}\n}`;
  }
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
 * answer with `->`, which makes the block a matching question. An ordering question is written in the syntax of
 * Moodle's ordering type, which older Moodles without it do not read; one GIFT cannot hold is left out.
 */
function giftNotes(question: ExportQuestion, number: number): FormatNote[] {
  if (question.type === questionTypes.ORDERING) {
    const item = unwritableItem(question);
    return item === null
      ? [{ key: 'quizFormat.exportGiftOrdering', params: { number } }]
      : [{ key: 'quizFormat.exportGiftOrderingSkipped', params: { number, item } }];
  }
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
      ? [...gradesOf(q, i + 1).notes, ...matchingExportNotes(q, i + 1), ...giftNotes(q, i + 1)].map(
          (n) => `// ${comment(n).replace(/\s+/g, ' ')}\n`,
        )
      : [];
    // An ordering question GIFT cannot hold is left out; its note, when notes are written, says why.
    if (q.type === questionTypes.ORDERING && unwritableItem(q) !== null) return notes.join('').trimEnd();
    return `${notes.join('')}${giftText(q.question)} ${answerBlock(bestFirst(q), i + 1)}`;
  });
  return `${head}${written.filter((w) => w !== '').join('\n\n')}\n`;
}
