// GIFT (Moodle's "General Import Format Technology") into Parcours questions. Multiple choice (one or several
// correct answers), true/false, essays, numerical, short-answer and matching questions are read, and ordering
// questions in the syntax of Moodle's ordering type (`{>`); other types are named and reported, not dropped.
import { questionTypes } from '../constants';
import { type AcceptedCandidate, creditOfPercent, giftNumber, keepAccepted, numberText } from './accepted';
import { itemAnswer, noteOrdering, pairAnswer } from './arranged';
import { addNote, answersFromWeights, looksLikeHtml, nameRepeatsText, readText } from './text';
import type { FormatNote, ParsedAnswer, ParsedFile, ParsedQuestion } from './types';

// Escaped special characters are swapped for private-use characters while the structure is read, then put back.
const escapes: [string, string][] = [
  ['\\\\', '\ue000'],
  ['\\~', '\ue001'],
  ['\\=', '\ue002'],
  ['\\#', '\ue003'],
  ['\\{', '\ue004'],
  ['\\}', '\ue005'],
  ['\\:', '\ue006'],
  ['\\n', '\n'],
];

function protect(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const pair = escapes.find(([seq]) => text.startsWith(seq, i));
    if (pair) {
      out += pair[1];
      i += pair[0].length - 1;
    } else out += text[i];
  }
  return out;
}

function restore(text: string): string {
  let out = text;
  for (const [seq, mark] of escapes) if (mark !== '\n') out = out.split(mark).join(seq[1]);
  return out;
}

interface Block {
  lines: string[];
  /** 1-based line of each of the block's lines in the file, for messages. */
  numbers: number[];
}

/** Questions are separated by blank lines; `//` lines are comments. */
function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  source.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (/^\s*\/\//.test(line)) return;
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { lines: [], numbers: [] };
      blocks.push(current);
    }
    current.lines.push(line);
    current.numbers.push(i + 1);
  });
  return blocks;
}

function fractionOf(weight: string | undefined, correct: boolean): number {
  if (weight === undefined) return correct ? 100 : 0;
  const value = Number(weight);
  return Number.isFinite(value) ? value : 0;
}

type TextFormat = 'html' | 'moodle' | 'plain' | 'markdown' | '';

/**
 * A leading format marker (`[html]`, `[moodle]`, `[plain]`, `[markdown]`), as Moodle reads it: the marker says how
 * the text is written and is not part of it. An unknown `[word]` is text.
 */
function formatOf(text: string): { format: TextFormat; text: string } {
  const m = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(text);
  return m
    ? { format: m[1].toLowerCase() as TextFormat, text: text.slice(m[0].length) }
    : { format: '', text };
}

/** One answer of a block: `=` or `~` (or none), optional `%weight%`, optional format, text, optional `#feedback`. */
function answerParts(piece: string) {
  const marker = piece[0];
  let rest = marker === '=' || marker === '~' ? piece.slice(1) : piece;
  let weight: string | undefined;
  const w = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(rest);
  if (w) {
    weight = w[1];
    rest = rest.slice(w[0].length);
  }
  const hash = rest.indexOf('#');
  const feedback = hash >= 0 ? rest.slice(hash + 1).trim() : '';
  const { format, text } = formatOf((hash >= 0 ? rest.slice(0, hash) : rest).trim());
  return {
    marker: marker === '=' || marker === '~' ? marker : '',
    correct: marker === '=',
    weight,
    format,
    text: text.trim(),
    feedback,
  };
}

/** The answers of a block, each starting with its marker; text before the first marker is an answer too. */
const piecesOf = (inner: string, markers: RegExp) =>
  inner
    .split(markers)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** The credit of an accepted answer: its `%weight%`, else the whole mark. */
const creditOf = (weight: string | undefined) => (weight === undefined ? 1 : creditOfPercent(Number(weight)));

/** A few characters of a text for a message, on one line. */
function excerpt(text: string): string {
  const flat = restore(text).replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}

/**
 * The head of an ordering question (qtype_ordering::import_from_gift): how many items are shown, which, the
 * layout, the grading, whether the grading is shown and the numbering, then the items, one a line.
 */
const orderingHead = new RegExp(
  [
    '^>\\s*(\\d+)\\s*',
    '(ALL|EXACT|RANDOM|REL|CONTIGUOUS|CONTIG)?\\s*',
    '(HORIZONTAL|HORI|H|1|VERTICAL|VERT|V|0)?\\s*',
    '(ALL_OR_NOTHING|ABSOLUTE_POSITION|ABSOLUTE|ABS|RELATIVE_NEXT_EXCLUDE_LAST|RELATIVE_NEXT_INCLUDE_LAST|',
    'RELATIVE_ONE_PREVIOUS_AND_NEXT|RELATIVE_ALL_PREVIOUS_AND_NEXT|RELATIVE_TO_CORRECT|RELATIVE|REL|',
    'LONGEST_ORDERED_SUBSET|LONGEST_CONTIGUOUS_SUBSET)?\\s*',
    '(SHOW|TRUE|YES|1|HIDE|FALSE|NO|0)?\\s*',
    '(none|123|abc|ABCD|iii|IIII)?\\s*',
    '([\\s\\S]*)$',
  ].join(''),
);

/** Markdown that a reader of the plain text would see as marks: emphasis, code, headings, links, lists. */
const markdownMarks = /(\*\*?|__?)\S[\s\S]*?\1|`[^`]+`|^#{1,6}\s|\[[^\]]+\]\([^)]+\)/m;

function readQuestion(block: string, number: number, line: number, category: string | null): ParsedQuestion {
  const notes: FormatNote[] = [];
  const errors: FormatNote[] = [];
  if (category) addNote(notes, { key: 'quizFormat.categoryNotKept', params: { category } });
  let text = protect(block.trim());
  let name: string | null = null;
  const title = /^::([\s\S]*?)::/.exec(text);
  if (title) {
    name = restore(title[1]).trim() || null;
    text = text.slice(title[0].length).trimStart();
  }
  const marked = formatOf(text);
  const format = marked.format;
  text = marked.text;
  // Moodle's formats: html and moodle (its default) are HTML; plain is shown as typed; markdown is read as
  // text, its marks reported. Without a marker, a text that looks like HTML is read as HTML.
  const read = (t: string, own: TextFormat = format) => {
    const raw = restore(t);
    if (own === 'plain') return readText(raw, false, notes);
    if (own === 'markdown') {
      if (markdownMarks.test(raw)) addNote(notes, { key: 'quizFormat.formattingNotKept' });
      return readText(raw, false, notes);
    }
    return readText(raw, own === 'html' || own === 'moodle' || looksLikeHtml(t), notes, own !== 'html');
  };

  const base = { number, name, notes, errors, is_valid: null, case_sensitive: 0 as const, answers: [] };
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open < 0 && close < 0) {
    return { ...base, source_type: 'description', question: read(text), type: null };
  }
  if (close < 0) {
    errors.push({ key: 'quizFormat.giftNoClosingBrace', params: { line, text: excerpt(text.slice(open)) } });
    return { ...base, source_type: 'unknown', question: read(text.slice(0, open)), type: null };
  }
  if (open < 0 || close < open) {
    errors.push({ key: 'quizFormat.giftNoOpeningBrace', params: { line } });
    return { ...base, source_type: 'unknown', question: read(text.slice(0, close)), type: null };
  }
  const before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  let stem = before;
  if (after) {
    // Moodle puts the blank where the answers were (qformat_gift::readquestion).
    stem = `${text.slice(0, open)}_____${text.slice(close + 1)}`.trim();
    addNote(notes, { key: 'quizFormat.blankInText' });
  }
  const question = read(stem);
  if (name && !nameRepeatsText(name, question))
    addNote(notes, { key: 'quizFormat.nameNotKept', params: { name } });

  let inner = text.slice(open + 1, close);
  const general = inner.lastIndexOf('####');
  if (general >= 0) {
    if (inner.slice(general + 4).trim()) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
    inner = inner.slice(0, general);
  }
  inner = inner.trim();

  // Moodle gives its question types the first try (qformat_gift::readquestion): `{>` is an ordering question.
  const ordering = orderingHead.exec(inner);
  if (ordering) {
    // One item a line, in the correct order; blank lines are none (qtype_ordering::import_from_gift).
    const items = ordering[7]
      .split(/[\r\n]+/)
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .map((l) => read(l, ''));
    const count = Number(ordering[1]);
    noteOrdering(
      {
        grading: ordering[4] ?? '',
        select: ordering[2] ?? '',
        count: count >= 2 && count <= items.length ? count : Math.min(6, items.length),
      },
      items.length,
      notes,
    );
    const answers = items.filter((t) => t !== '').map(itemAnswer);
    return { ...base, source_type: 'ordering', question, type: questionTypes.ORDERING, answers };
  }

  // The type follows Moodle's rules (qformat_gift::readquestion): nothing is an essay, `#` first a numerical
  // question, any `~` a multiple choice, `=` with `->` a matching question, T/F a true/false, the rest a short
  // answer.
  if (inner === '') return { ...base, source_type: 'essay', question, type: questionTypes.OPEN };
  if (inner.startsWith('#')) {
    // `{#9.81:0.05}`, `{#1..5}` or `{#=9.81:0.05 =%50%9.8:0.5}`; `~` starts Moodle's "any other number"
    // (qformat_gift::readquestion), which earns nothing.
    const parts = piecesOf(inner.slice(1), /(?=[=~])/).map(answerParts);
    if (parts.some((p) => p.feedback)) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
    const candidates: AcceptedCandidate[] = [];
    for (const p of parts) {
      const raw = restore(p.text).trim();
      const wrong = p.marker === '~';
      if (raw === '*' || (wrong && raw === '')) {
        candidates.push({
          answer: '*',
          credit: wrong ? 0 : creditOf(p.weight),
          tolerance: null,
          anyValue: true,
        });
        continue;
      }
      const num = giftNumber(raw);
      if (num === null) {
        errors.push({ key: 'quizFormat.numberUnreadable', params: { text: raw } });
        continue;
      }
      candidates.push({
        answer: numberText(num.value),
        credit: wrong ? 0 : creditOf(p.weight),
        tolerance: Number(numberText(num.tolerance)),
      });
    }
    const answers = errors.length > 0 ? [] : keepAccepted(candidates, notes, errors);
    return { ...base, source_type: 'numerical', question, type: questionTypes.NUMERICAL, answers };
  }
  if (!inner.includes('~')) {
    if (inner.includes('=') && inner.includes('->')) {
      // `{=prompt -> match ...}`: each answer a prompt, `->` and the text it matches; `= -> text` (no prompt) is
      // an extra answer. `#` and `%` are text here, as Moodle reads them; only the prompt has a format.
      const answers: ParsedAnswer[] = [];
      for (const piece of piecesOf(inner, /(?==)/)) {
        const pair = piece.startsWith('=') ? piece.slice(1) : piece;
        const arrow = pair.indexOf('->');
        if (arrow < 0) {
          errors.push({ key: 'quizFormat.giftMatchingNoArrow', params: { line, text: excerpt(pair) } });
          continue;
        }
        const prompt = formatOf(pair.slice(0, arrow).trim());
        answers.push(
          pairAnswer(read(prompt.text, prompt.format || format), restore(pair.slice(arrow + 2)).trim()),
        );
      }
      const kept = errors.length > 0 ? [] : answers.filter((a) => a.answer !== '' || a.match !== '');
      return { ...base, source_type: 'matching', question, type: questionTypes.MATCHING, answers: kept };
    }
    const tf = /^(T|TRUE|F|FALSE)\s*(#[\s\S]*)?$/i.exec(inner);
    if (tf) {
      if (tf[2]?.replace(/#/g, '').trim()) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
      const truth = tf[1].toUpperCase().startsWith('T') ? 1 : 0;
      return { ...base, source_type: 'truefalse', question, type: questionTypes.BINARY, is_valid: truth };
    }
    // A short answer: `{=Paris =%50%paris city}`. Text before the first `=` is an accepted answer too, as
    // Moodle reads `{One}`; said, since it is often a multiple choice without its markers.
    const pieces = piecesOf(inner, /(?==)/);
    const parts = pieces.map(answerParts);
    if (parts[0].marker === '') {
      addNote(notes, { key: 'quizFormat.giftNoMarker', params: { line, text: excerpt(pieces[0]) } });
    }
    if (parts.some((p) => p.feedback)) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
    const answers = keepAccepted(
      parts.map((p) => ({
        answer: read(p.text, p.format || format),
        credit: creditOf(p.weight),
        tolerance: null,
      })),
      notes,
      errors,
    );
    return { ...base, source_type: 'shortanswer', question, type: questionTypes.SHORT_ANSWER, answers };
  }

  // Text before the first marker is a wrong answer, as Moodle reads it.
  const parts = piecesOf(inner, /(?=[=~])/).map(answerParts);
  if (parts.some((p) => p.feedback)) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
  const answers = answersFromWeights(
    parts.map((p) => ({
      answer: read(p.text, p.format || format),
      fraction: fractionOf(p.weight, p.correct),
    })),
    notes,
  );
  return { ...base, source_type: 'multichoice', question, type: questionTypes.QCM, answers };
}

export function parseGift(source: string): ParsedFile {
  const questions: ParsedQuestion[] = [];
  let category: string | null = null;
  for (const block of blocksOf(source.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n'))) {
    const lines = [...block.lines];
    const numbers = [...block.numbers];
    const cat = /^\s*\$CATEGORY:\s*(.*)$/.exec(lines[0]);
    if (cat) {
      category = cat[1].trim().replace(/^\$(course|system|module)\$\/?/, '') || null;
      lines.shift();
      numbers.shift();
      if (lines.length === 0) continue;
    }
    questions.push(readQuestion(lines.join('\n'), questions.length + 1, numbers[0], category));
  }
  return { questions, errors: questions.length === 0 ? [{ key: 'quizFormat.noQuestions' }] : [] };
}
