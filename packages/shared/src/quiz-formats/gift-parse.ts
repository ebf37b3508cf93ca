// GIFT (Moodle's "General Import Format Technology") into Parcours questions. Multiple choice (one or several
// correct answers), true/false and essays are read; other types are named and reported, not dropped.
import { questionTypes } from '../constants';
import { addNote, answersFromWeights, looksLikeHtml, nameRepeatsText, readText } from './text';
import type { FormatNote, ParsedFile, ParsedQuestion } from './types';

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
  /** 1-based line of the block's first line, for messages about the file. */
  line: number;
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
      current = { lines: [], line: i + 1 };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
}

function fractionOf(weight: string | undefined, correct: boolean): number {
  if (weight === undefined) return correct ? 100 : 0;
  const value = Number(weight);
  return Number.isFinite(value) ? value : 0;
}

/** One answer of a block: `=` or `~`, optional `%weight%`, text, optional `#feedback`. */
function answerParts(piece: string) {
  const marker = piece[0];
  let rest = piece.slice(1);
  let weight: string | undefined;
  const w = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(rest);
  if (w) {
    weight = w[1];
    rest = rest.slice(w[0].length);
  }
  const hash = rest.indexOf('#');
  const feedback = hash >= 0 ? rest.slice(hash + 1).trim() : '';
  const text = (hash >= 0 ? rest.slice(0, hash) : rest).trim();
  return { correct: marker === '=', weight, text, feedback };
}

function readQuestion(block: string, number: number, category: string | null): ParsedQuestion {
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
  let format = '';
  const fmt = /^\[(html|moodle|plain|markdown)\]/i.exec(text);
  if (fmt) {
    format = fmt[1].toLowerCase();
    text = text.slice(fmt[0].length);
  }
  const html = (t: string) => format === 'html' || (format === '' && looksLikeHtml(t));
  const read = (t: string) => readText(restore(t), html(t), notes);

  const base = { number, name, notes, errors, is_valid: null, answers: [] };
  const open = text.indexOf('{');
  if (open < 0) {
    return { ...base, source_type: 'description', question: read(text), type: null };
  }
  const close = text.indexOf('}', open);
  if (close < 0) {
    errors.push({ key: 'quizFormat.unclosedBrace' });
    return { ...base, source_type: 'unknown', question: read(text.slice(0, open)), type: null };
  }
  const before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  let stem = before;
  if (after) {
    stem = `${before} _____ ${after}`;
    addNote(notes, { key: 'quizFormat.blankInText' });
  }
  const question = read(stem);
  if (name && !nameRepeatsText(name, question))
    addNote(notes, { key: 'quizFormat.nameNotKept', params: { name } });

  let inner = text.slice(open + 1, close);
  const general = inner.indexOf('####');
  if (general >= 0) {
    if (inner.slice(general + 4).trim()) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
    inner = inner.slice(0, general);
  }
  inner = inner.trim();

  if (inner === '') return { ...base, source_type: 'essay', question, type: questionTypes.OPEN };
  const tf = /^(T|TRUE|F|FALSE)\s*(#[\s\S]*)?$/i.exec(inner);
  if (tf) {
    if (tf[2]?.replace(/#/g, '').trim()) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
    const truth = tf[1].toUpperCase().startsWith('T') ? 1 : 0;
    return { ...base, source_type: 'truefalse', question, type: questionTypes.BINARY, is_valid: truth };
  }
  if (inner.startsWith('#')) return { ...base, source_type: 'numerical', question, type: null };

  const pieces = inner
    .split(/(?=[=~])/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pieces.some((p) => p[0] !== '=' && p[0] !== '~')) {
    errors.push({ key: 'quizFormat.unclosedBrace' });
    return { ...base, source_type: 'unknown', question, type: null };
  }
  const parts = pieces.map(answerParts);
  if (parts.some((p) => p.text.includes('->')))
    return { ...base, source_type: 'matching', question, type: null };
  if (!pieces.some((p) => p[0] === '~')) return { ...base, source_type: 'shortanswer', question, type: null };
  if (parts.some((p) => p.feedback)) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
  const answers = answersFromWeights(
    parts.map((p) => ({ answer: read(p.text), fraction: fractionOf(p.weight, p.correct) })),
    notes,
  );
  return { ...base, source_type: 'multichoice', question, type: questionTypes.QCM, answers };
}

export function parseGift(source: string): ParsedFile {
  const questions: ParsedQuestion[] = [];
  let category: string | null = null;
  for (const block of blocksOf(source.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n'))) {
    const lines = [...block.lines];
    const cat = /^\s*\$CATEGORY:\s*(.*)$/.exec(lines[0]);
    if (cat) {
      category = cat[1].trim().replace(/^\$(course|system|module)\$\/?/, '') || null;
      lines.shift();
      if (lines.length === 0) continue;
    }
    questions.push(readQuestion(lines.join('\n'), questions.length + 1, category));
  }
  return { questions, errors: questions.length === 0 ? [{ key: 'quizFormat.noQuestions' }] : [] };
}
