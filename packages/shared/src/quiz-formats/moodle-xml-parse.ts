// Moodle XML quiz files into Parcours questions: multichoice, truefalse, essay, numerical, shortanswer, matching
// and ordering are read; categories, feedback, marks, tags, embedded files, units, ordering settings and the
// other types are reported per question, never dropped silently.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { questionTypes } from '../constants';
import { parseTypedNumber } from '../quiz/typed-answers';
import { type AcceptedCandidate, creditOfPercent, keepAccepted, numberText } from './accepted';
import { itemAnswer, noteOrdering, pairAnswer } from './arranged';
import { addNote, answersFromWeights, nameRepeatsText, readText } from './text';
import type { FormatNote, ParsedFile, ParsedQuestion } from './types';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['question', 'answer', 'file', 'tag', 'hint', 'subquestion'].includes(name),
});

const asNode = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode) : v === undefined ? [] : [asNode(v)]);

/** The text of an element that holds `<text>` (name, questiontext, feedback, answer). */
function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  const t = asNode(v).text;
  if (typeof t === 'string') return t;
  const inner = asNode(t)['#text'];
  return typeof inner === 'string' ? inner : '';
}

const isHtmlFormat = (v: unknown) => {
  const format = asNode(v)['@_format'];
  return format === undefined || format === 'html' || format === 'moodle_auto_format';
};
/** Moodle's own format (the default), where a line break of the source shows as one. */
const hasBreaks = (v: unknown) => asNode(v)['@_format'] !== 'html';

function noteFiles(v: unknown, notes: FormatNote[]) {
  for (const file of list(asNode(v).file)) {
    const name = String(file['@_name'] ?? '');
    if (name) addNote(notes, { key: 'quizFormat.mediaNotKept', params: { file: name } });
  }
}

const hasText = (v: unknown) => textOf(v).trim() !== '';

function readQuestion(q: Node, number: number, category: string | null): ParsedQuestion {
  const notes: FormatNote[] = [];
  const sourceType = String(q['@_type'] ?? 'unknown');
  if (category) addNote(notes, { key: 'quizFormat.categoryNotKept', params: { category } });
  const name = textOf(q.name).trim() || null;
  noteFiles(q.questiontext, notes);
  const question = readText(
    textOf(q.questiontext),
    isHtmlFormat(q.questiontext),
    notes,
    hasBreaks(q.questiontext),
  );
  if (name && !nameRepeatsText(name, question))
    addNote(notes, { key: 'quizFormat.nameNotKept', params: { name } });
  // Files of Moodle 1.9 exports: `<image>` names the file, `<image_base64>` holds it.
  if (typeof q.image === 'string' && q.image.trim())
    addNote(notes, { key: 'quizFormat.mediaNotKept', params: { file: q.image.trim() } });
  const feedback = ['generalfeedback', 'correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'];
  if (feedback.some((k) => hasText(q[k])) || list(q.hint).some(hasText)) {
    addNote(notes, { key: 'quizFormat.feedbackNotKept' });
  }
  for (const k of feedback) noteFiles(q[k], notes);
  const mark = Number(textOf(q.defaultgrade) || '1');
  if (Number.isFinite(mark) && mark !== 1)
    addNote(notes, { key: 'quizFormat.markNotKept', params: { mark } });
  const tags = list(asNode(q.tags).tag)
    .map((t) => textOf(t).trim())
    .filter(Boolean);
  if (tags.length > 0) addNote(notes, { key: 'quizFormat.tagsNotKept', params: { tags: tags.join(', ') } });

  const base = {
    number,
    name,
    source_type: sourceType,
    question,
    notes,
    errors: [] as FormatNote[],
    is_valid: null,
    case_sensitive: 0 as const,
    answers: [],
  };
  const answers = list(q.answer);
  if (answers.some((a) => hasText(a.feedback))) addNote(notes, { key: 'quizFormat.feedbackNotKept' });
  for (const a of answers) {
    noteFiles(a, notes);
    noteFiles(a.feedback, notes);
  }
  const fraction = (a: Node) => {
    const value = Number(a['@_fraction'] ?? 0);
    return Number.isFinite(value) ? value : 0;
  };
  /** An accepted answer's credit: its fraction in percent; old files write `<fraction>` (0..1) inside. */
  const credit = (a: Node) => {
    const old = typeof a.fraction === 'string' ? Number(a.fraction) : Number.NaN;
    return Number.isFinite(old) ? Math.min(1, Number(old.toFixed(7))) : creditOfPercent(fraction(a));
  };

  if (sourceType === 'essay') return { ...base, type: questionTypes.OPEN };
  if (sourceType === 'truefalse') {
    const right = answers.find((a) => fraction(a) > 0);
    const truth = right ? textOf(right).trim().toLowerCase() === 'true' : null;
    return { ...base, type: questionTypes.BINARY, is_valid: truth === null ? null : truth ? 1 : 0 };
  }
  if (sourceType === 'multichoice') {
    return {
      ...base,
      type: questionTypes.QCM,
      answers: answersFromWeights(
        answers.map((a) => ({
          answer: readText(textOf(a), isHtmlFormat(a), notes, hasBreaks(a)),
          fraction: fraction(a),
        })),
        notes,
      ),
    };
  }
  if (sourceType === 'shortanswer') {
    // Moodle reads these answers as plain text (qformat_xml::import_shortanswer); `*` stands for any characters
    // in both.
    const candidates = answers.map((a) => ({
      answer: readText(textOf(a), false, notes),
      credit: credit(a),
      tolerance: null,
    }));
    const caseSensitive = textOf(q.usecase).trim() === '1';
    return {
      ...base,
      type: questionTypes.SHORT_ANSWER,
      case_sensitive: caseSensitive ? 1 : 0,
      answers: keepAccepted(candidates, notes, base.errors, caseSensitive),
    };
  }
  if (sourceType === 'numerical') {
    const candidates: AcceptedCandidate[] = [];
    for (const a of answers) {
      // Old files write the value without `<text>`; a blank answer accepts nothing (Moodle skips it on saving).
      const raw = (textOf(a) || (typeof a['#text'] === 'string' ? a['#text'] : '')).trim();
      if (raw === '') continue;
      if (raw === '*') {
        candidates.push({ answer: '*', credit: credit(a), tolerance: null, anyValue: true });
        continue;
      }
      const toleranceText = textOf(a.tolerance).trim();
      const value = parseTypedNumber(raw);
      const tolerance = toleranceText === '' ? 0 : parseTypedNumber(toleranceText);
      if (value === null || tolerance === null) {
        base.errors.push({
          key: 'quizFormat.numberUnreadable',
          params: { text: toleranceText ? `${raw} ± ${toleranceText}` : raw },
        });
        continue;
      }
      candidates.push({
        answer: numberText(value),
        credit: credit(a),
        tolerance: Number(numberText(Math.abs(tolerance))),
      });
    }
    noteUnits(q, notes);
    return {
      ...base,
      type: questionTypes.NUMERICAL,
      answers: base.errors.length > 0 ? [] : keepAccepted(candidates, notes, base.errors),
    };
  }
  if (sourceType === 'matching') {
    // qformat_xml::import_match: each subquestion a prompt (HTML unless its `format` says otherwise) and its
    // answer, plain text; a subquestion without text is an extra answer, one without either is nothing.
    // `shuffleanswers` is not kept: Parcours shows the prompts in order and the texts sorted.
    const rows = list(q.subquestion).map((sub) => {
      noteFiles(sub, notes);
      const prompt = readText(textOf(sub), isHtmlFormat(sub), notes, hasBreaks(sub));
      return pairAnswer(prompt, textOf(list(sub.answer)[0]).trim());
    });
    return {
      ...base,
      type: questionTypes.MATCHING,
      answers: rows.filter((r) => r.answer !== '' || r.match !== ''),
    };
  }
  if (sourceType === 'ordering') {
    // qtype_ordering::import_from_xml: the items in the correct order, blank ones left out; older files say
    // `logical` and `studentsee` for the select type and count.
    const items = answers
      .map((a) => readText(textOf(a), isHtmlFormat(a), notes, hasBreaks(a)))
      .filter((t) => t !== '');
    const setting = (...names: string[]) => {
      const name = names.find((n) => q[n] !== undefined);
      return name === undefined ? null : textOf(q[name]).trim();
    };
    const count = setting('selectcount', 'studentsee');
    noteOrdering(
      {
        grading: setting('gradingtype') ?? '',
        select: setting('selecttype', 'logical') ?? 'RANDOM',
        count: count === null ? 6 : /^\s*-?\d+(\.\d+)?\s*$/.test(count) ? Math.trunc(Number(count)) : null,
      },
      items.length,
      notes,
    );
    return { ...base, type: questionTypes.ORDERING, answers: items.map(itemAnswer) };
  }
  return { ...base, type: null };
}

/**
 * A numerical question's units (qformat_xml::import_numerical): the units and how they are graded are not kept.
 * The values Moodle writes for a question without units (no `<units>`, `unitgradingtype` 0, `showunits` 3) say
 * nothing and are not reported.
 */
function noteUnits(q: Node, notes: FormatNote[]) {
  const units = list(asNode(q.units).unit)
    .map((u) => textOf(u.unit_name).trim())
    .filter(Boolean);
  if (units.length > 0)
    addNote(notes, { key: 'quizFormat.unitsNotKept', params: { units: units.join(', ') } });
  const grading = textOf(q.unitgradingtype).trim();
  if (grading !== '' && Number(grading) !== 0)
    addNote(notes, { key: 'quizFormat.settingNotKept', params: { setting: `unitgradingtype ${grading}` } });
  if (hasText(q.instructions))
    addNote(notes, { key: 'quizFormat.settingNotKept', params: { setting: 'instructions' } });
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * A document type declaration (and the entities only it can declare) in the prolog: refused before reading,
 * so no entity is ever expanded or fetched. Moodle's own exports have none.
 */
function doctypeLine(text: string): number | null {
  const m = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*<!DOCTYPE/i.exec(text);
  return m ? lineAt(text, m[0].length) : null;
}

/** Why a file is not well-formed, with the line where reading stopped. */
function unreadable(text: string, err: { code: string; msg: string; line: number }): FormatNote {
  // Tags still open at the end (a file cut short): the validator says line 1; the file stopped at its end.
  const open = /^Invalid '\[([\s\S]*)\]' found/.exec(err.msg);
  if (err.code === 'InvalidXml' && open) {
    const tags = [...open[1].matchAll(/"([^"]+)"/g)].map((t) => t[1]);
    const line = text.trimEnd().split('\n').length;
    return { key: 'quizFormat.xmlTruncated', params: { line, tag: tags[tags.length - 1] ?? '' } };
  }
  return { key: 'quizFormat.fileUnreadable', params: { format: 'Moodle XML', line: err.line } };
}

export function parseMoodleXml(source: string): ParsedFile {
  const text = source.replace(/^\ufeff/, '');
  const doctype = doctypeLine(text);
  if (doctype !== null) {
    return { questions: [], errors: [{ key: 'quizFormat.xmlDoctype', params: { line: doctype } }] };
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { questions: [], errors: [unreadable(text, valid.err)] };
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    return {
      questions: [],
      errors: [{ key: 'quizFormat.fileUnreadable', params: { format: 'Moodle XML', line: 1 } }],
    };
  }
  const root = asNode(asNode(parsed).quiz);
  const questions: ParsedQuestion[] = [];
  let category: string | null = null;
  for (const q of list(root.question)) {
    if (q['@_type'] === 'category') {
      category =
        textOf(q.category)
          .trim()
          .replace(/^\$(course|system|module)\$\/?/, '') || null;
      continue;
    }
    questions.push(readQuestion(q, questions.length + 1, category));
  }
  return { questions, errors: questions.length === 0 ? [{ key: 'quizFormat.noQuestions' }] : [] };
}
