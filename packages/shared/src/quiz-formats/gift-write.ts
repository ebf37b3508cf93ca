// Parcours questions to GIFT, as Moodle imports it: one question per paragraph, special characters escaped.
import { questionTypes } from '../constants';
import { shareOf } from './text';
import type { ExportQuestion } from './types';

/** Escapes GIFT's special characters; line breaks become `\n` so a question stays one paragraph. */
export function escapeGift(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/([~=#{}:])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');
}

function answerBlock(question: ExportQuestion): string {
  if (question.type === questionTypes.BINARY) return question.is_valid === 1 ? '{T}' : '{F}';
  if (question.type === questionTypes.OPEN) return '{}';
  const correct = question.answers.filter((a) => a.is_valid === 1).length;
  const wrong = question.answers.length - correct;
  const lines = question.answers.map((a) => {
    const text = escapeGift(a.answer);
    // One correct answer: Moodle's single-answer form. Several: shares of the mark, and wrong answers take
    // the mark back, which is how Moodle says "exactly these" (Parcours' rule, docs/design/adaptive.md §5).
    if (correct <= 1) return a.is_valid === 1 ? `\t=${text}` : `\t~${text}`;
    return a.is_valid === 1 ? `\t~%${shareOf(correct)}%${text}` : `\t~%-${shareOf(wrong)}%${text}`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

export function writeGift(questions: ExportQuestion[], title?: string): string {
  const head = title ? `// ${title.replace(/\r?\n/g, ' ')}\n\n` : '';
  return `${head}${questions.map((q) => `${escapeGift(q.question)} ${answerBlock(q)}`).join('\n\n')}\n`;
}
