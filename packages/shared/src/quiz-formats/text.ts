// Text of question files: HTML and Moodle's file references to the plain text Parcours stores, with what was
// lost reported; and back to HTML for Moodle XML. Shared by both formats so they report losses alike.
import { sharesOf } from './grades';
import type { FormatNote, ParsedAnswer } from './types';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Tags that only carry paragraphs and line breaks: removing them loses nothing a reader sees.
const layoutTags = new Set(['p', 'br', 'div', 'span']);

/** A file name out of a media address (`@@PLUGINFILE@@/images/a%20b.png` gives `images/a b.png`). */
function fileName(src: string): string {
  const path = src.replace(/^@@PLUGINFILE@@\/?/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Media an HTML text points at (images, audio, video, embedded objects). */
function mediaOf(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(
    /<(?:img|audio|video|source|embed|object|iframe)\b[^>]*?\b(?:src|data)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi,
  )) {
    found.push(fileName(decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')));
  }
  // Links to a file of the question (`@@PLUGINFILE@@`) or to a sound, video, image or document the learner opens.
  for (const m of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (
      /^@@PLUGINFILE@@/.test(href) ||
      /\.(mp3|m4a|ogg|oga|wav|mp4|m4v|webm|ogv|mov|png|jpe?g|gif|svg|webp|pdf)$/i.test(href)
    ) {
      found.push(fileName(href));
    }
  }
  return found;
}

/**
 * HTML to plain text: paragraphs and breaks become line breaks, entities are decoded. A line break of the source
 * is a space in HTML (outside `<pre>`), and a line break in Moodle's own format (`breaks`), which turns it into
 * `<br>`.
 */
function htmlToText(html: string, breaks = false): { text: string; formatted: boolean } {
  let formatted = false;
  const source = breaks || /<pre\b/i.test(html) ? html : html.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
  const withBreaks = source
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<![a-z][^>]*>/gi, '')
    .replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_, closing: string, tag: string) => {
      const name = tag.toLowerCase();
      if (!layoutTags.has(name)) formatted = true;
      if (name === 'br') return '\n';
      if ((name === 'p' || name === 'div') && closing) return '\n';
      return '';
    });
  const text = decodeEntities(withBreaks)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, formatted };
}

/** Plain text to the HTML of Moodle XML: escaped, one paragraph, line breaks kept. */
export function textToHtml(text: string): string {
  return `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

/** Adds a note once (same key and same parameters). */
export function addNote(notes: FormatNote[], note: FormatNote) {
  const same = (a: FormatNote) =>
    a.key === note.key && JSON.stringify(a.params) === JSON.stringify(note.params);
  if (!notes.some(same)) notes.push(note);
}

/**
 * Reads a text of the file (HTML or not) into plain text, noting formatting and media it loses. `breaks`: the
 * text is in Moodle's own format, where a line break of the source shows as one.
 */
export function readText(raw: string, isHtml: boolean, notes: FormatNote[], breaks = false): string {
  for (const file of mediaOf(raw)) addNote(notes, { key: 'quizFormat.mediaNotKept', params: { file } });
  // Spaces at the end of a line are invisible; dropped, as HTML text drops them.
  if (!isHtml) return raw.replace(/[ \t]+(?=\r?\n)/g, '').trim();
  const { text, formatted } = htmlToText(raw, breaks);
  if (formatted) addNote(notes, { key: 'quizFormat.formattingNotKept' });
  return text;
}

/** Whether an unmarked text is HTML (Moodle's automatic format treats it so). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);
}

/**
 * Answer weights (percentages of the question's mark) to Parcours' correct/wrong answers. Parcours scores a
 * multiple-choice question by the exact set of correct answers (docs/design/adaptive.md §5): when a full-mark
 * answer exists it alone is correct (single answer); otherwise every answer with a positive share is.
 * Negative weights on wrong answers say the same as Parcours' rule; partial credit does not, and is reported.
 */
export function answersFromWeights(
  list: { answer: string; fraction: number }[],
  notes: FormatNote[],
): ParsedAnswer[] {
  const full = list.some((a) => a.fraction >= 99.99);
  // Several full-mark answers: any one of them earns the mark in Moodle; Parcours needs them all.
  if (list.filter((a) => a.fraction >= 99.99).length > 1)
    addNote(notes, { key: 'quizFormat.severalFullMarks' });
  const answers = list.map((a): ParsedAnswer => {
    const is_valid = (full ? a.fraction >= 99.99 : a.fraction > 0) ? 1 : 0;
    return { answer: a.answer, is_valid, credit: is_valid, tolerance: null, match: null };
  });
  const positive = list.filter((a) => a.fraction > 0).map((a) => a.fraction);
  // Equal shares, or the shares Parcours writes for 11 to 20 correct answers (./grades.ts), mean "exactly these".
  const shares = sharesOf(positive.length);
  const written =
    shares !== null && [...positive].sort((a, b) => b - a).every((f, i) => Math.abs(f - shares[i]) < 0.001);
  const partial = full
    ? positive.some((f) => f < 99.99)
    : positive.some((f) => Math.abs(f - positive[0]) > 0.01) && !written;
  if (partial) addNote(notes, { key: 'quizFormat.weightsNotKept' });
  return answers;
}

/** Whether a question's name only repeats the start of its text (as Moodle names questions by default). */
export function nameRepeatsText(name: string, question: string): boolean {
  const flat = (t: string) => t.replace(/\s+/g, ' ').trim();
  const start = flat(name).replace(/(\.\.\.|\u2026)$/, '');
  return flat(question).startsWith(start);
}
