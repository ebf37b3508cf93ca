// Conformance of quiz import with public material nobody here wrote: the GIFT and Moodle XML files of Moodle's
// own question format tests and gift-pegjs's test questions (fixtures/conformance/README.md). Every expected
// result below was written by hand from reading the fixture and Moodle's rules (qformat_gift::readquestion,
// qformat_xml), never from Parcours's output: what is saved (text, answers, truth), what is reported, what is
// skipped and why, and what is refused.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkQuizFile, parseQuizFile, writeQuizFile } from './check';
import { type QuizFormat, quizFormats } from './types';

type Note =
  | 'blankInText'
  | 'categoryNotKept'
  | 'feedbackNotKept'
  | 'formattingNotKept'
  | 'mediaNotKept'
  | 'nameNotKept'
  | 'severalFullMarks'
  | 'weightsNotKept';

/** A question as it must be saved: true/false with its truth, or multiple choice with each answer's validity. */
type Saved = { q: string; tf: 0 | 1; notes?: Note[] } | { q: string; qcm: [string, 0 | 1][]; notes?: Note[] };
/** A question that is not saved: the file's type and the reason's key. */
type Skipped = { skip: string; why?: string };
type Expected = Saved | Skipped;
/** A whole file: its questions in order, or the reason it cannot be read at all. */
type FileExpectation = { questions: Expected[] } | { refused: string };

const essay: Skipped = { skip: 'essay', why: 'validation.openQuestionNotAccepted' };
const skip = (type: string): Skipped => ({ skip: type });

// Questions repeated across the files.
const grantTomb: Saved = {
  q: "Who's buried in Grant's tomb?",
  qcm: [
    ['Grant', 0],
    ['Jefferson', 0],
    ['no one', 1],
  ],
};
const grantBlank: Saved = {
  q: "Grant is _____ in Grant's tomb.",
  qcm: [
    ['buried', 0],
    ['entombed', 1],
    ['living', 0],
  ],
  notes: ['blankInText'],
};
const grantFalse: Saved = { q: "Grant is buried in Grant's tomb.", tf: 0 };
const pencil: Expected[] = [skip('description'), { q: 'True or false?', tf: 1 }];
const spectrum = "What's between orange and green in the spectrum?";
const spectrumSingle: Saved = {
  q: spectrum,
  qcm: [
    ['yellow', 1],
    ['red', 0],
    ['blue', 0],
  ],
  notes: ['nameNotKept', 'feedbackNotKept'],
};
const spectrumMulti: Saved = {
  q: spectrum,
  qcm: [
    ['yellow', 1],
    ['red', 0],
    ['off-beige', 1],
    ['blue', 0],
  ],
  notes: ['nameNotKept', 'feedbackNotKept'],
};
const tsl: Saved = { q: 'TSL is blablabla.', tf: 1, notes: ['nameNotKept'] };
const controlCharacters = (backslash: string): Saved => ({
  q: 'Which of the following is NOT a control character for the GIFT import format?',
  qcm: [
    ['~', 0],
    ['=', 0],
    ['#', 0],
    ['{', 0],
    ['}', 0],
    ...(backslash === '' ? [] : [[':', 0] as [string, 0]]),
    ['\\', 1],
  ],
  notes: ['nameNotKept', 'feedbackNotKept'],
});
const equalsFive: Saved = {
  q: 'Which answer equals 5?',
  qcm: [
    ['= 2 + 2', 0],
    ['= 2 + 3', 1],
    ['= 2 + 4', 0],
  ],
};
const threeAnswers = (right: string): Saved => ({
  q: "What's the answer to this multiple-choice question?",
  qcm: [
    ['wrong answer', 0],
    ['another wrong answer', 0],
    [right, 1],
  ],
  notes: ['feedbackNotKept'],
});
const grantPeople = (q: string): Saved => ({
  q,
  qcm: [
    ['No one', 0],
    ['Grant', 1],
    ["Grant's wife", 1],
    ["Grant's father", 0],
  ],
});
const testing = (name: string, category: string): Saved & { category: string } => ({
  q: `Testing ${name} Question`,
  tf: 1,
  notes: ['categoryNotKept', 'nameNotKept'],
  category,
});

const giftPegjs: Record<string, FileExpectation> = {
  'TFTwoFeedback.gift': {
    questions: [
      { ...grantFalse, notes: ['feedbackNotKept'] },
      { q: "Grant is buried in Grant's tomb.", tf: 1, notes: ['feedbackNotKept'] },
      { q: "Grant is buried in Grant's tomb.", tf: 1, notes: ['feedbackNotKept'] },
    ],
  },
  'category1.gift': { refused: 'quizFormat.noQuestions' },
  'categorySpecialCharacter.gift': { refused: 'quizFormat.noQuestions' },
  'description1.gift': { questions: pencil },
  'descriptionTitleEscapedColon.gift': { questions: pencil },
  'descriptionWithID.gift': { questions: pencil },
  'escapeAll.gift': { questions: [controlCharacters(':')] },
  'escapeColon.gift': {
    questions: [
      {
        q: 'Specify the seasons:',
        qcm: [
          ['spring', 1],
          ['summer', 1],
          ['winter', 1],
          ['autumn', 1],
          ['easter', 0],
        ],
        notes: ['severalFullMarks'],
      },
    ],
  },
  'escapeEquals.gift': { questions: [equalsFive] },
  'essay1.gift': { questions: [essay] },
  'formatExamples.gift': {
    questions: [
      {
        q: 'The sun rises in which direction?',
        qcm: [
          ['The east.', 1],
          ['The west.', 0],
        ],
        notes: ['feedbackNotKept'],
      },
    ],
  },
  'giftFormatPhpExamples.gift': {
    questions: [
      grantTomb,
      grantBlank,
      grantFalse,
      skip('shortanswer'),
      skip('numerical'),
      skip('matching'),
      { ...grantBlank, notes: ['blankInText', 'nameNotKept', 'feedbackNotKept'] },
      {
        q: 'Difficult multiple choice question.',
        qcm: [
          ['wrong answer', 0],
          ['half credit answer', 0],
          ['full credit answer', 1],
        ],
        notes: ['feedbackNotKept', 'weightsNotKept'],
      },
      skip('shortanswer'),
      skip('numerical'),
    ],
  },
  'markdown.gift': {
    questions: [skip('description'), skip('description'), skip('description'), skip('description')],
  },
  'matching1.gift': { questions: [skip('matching'), skip('matching')] },
  'mc1.gift': { questions: [grantTomb] },
  'mc2.gift': { questions: [grantBlank] },
  'mc4.gift': { questions: [grantTomb] },
  'mc5.gift': {
    questions: [
      grantTomb,
      grantBlank,
      {
        q: 'The American holiday of Thanksgiving is celebrated on the _____ Thursday of November.',
        qcm: [
          ['second', 0],
          ['third', 0],
          ['fourth', 1],
        ],
        notes: ['blankInText'],
      },
      {
        q: 'Japanese characters originally came from what country?',
        qcm: [
          ['India', 0],
          ['China', 1],
          ['Korea', 0],
          ['Egypt', 0],
        ],
      },
    ],
  },
  'mcHTMLComment.gift': {
    questions: [
      {
        q: '¿En qué supuestos podría el Fiscal autorizar a la Policía Judicial la práctica de una diligencia de entrada y registro?',
        qcm: [
          [
            'En ausencia del Juez de Instrucción, titular de la actuaciones, y por razones de urgencia, debidamente acreditadas.',
            0,
          ],
          ['Cuando se trate de delitos de terrorismo.', 0],
          ['Nunca.', 1],
        ],
        notes: ['nameNotKept', 'feedbackNotKept'],
      },
    ],
  },
  'multiLineFeedback1.gift': {
    questions: [
      threeAnswers('right answer'),
      {
        q:
          'CU4-1 demarrerAbonnement(duree :Integer) : Comment réalise t’on la post-condition : une instance ' +
          'd’abonnement à été créé ? Qui crée l’abonnement ? Qui contient, agrège, aux données pour ' +
          'initialiser, enregistre ou utilise étroitement l’abonnement. Regarder les associations dans les MDD. ' +
          'Les choix possibles sont :',
        qcm: [
          ['Client', 0],
          ['ConditionAbonnement', 0],
          ['Paiement', 0],
          ['Emprunt', 0],
          ['ContrôleurAbonnement', 1],
          ['CléAccess', 0],
        ],
        notes: ['nameNotKept', 'feedbackNotKept'],
      },
    ],
  },
  'multipleAnswersFloat.gift': {
    questions: [
      {
        q: 'Select all of the options below which name a continent:',
        qcm: [
          ['Africa', 1],
          ['Asia', 1],
          ['China', 0],
          ['Antarctica', 1],
          ['America', 0],
        ],
      },
    ],
  },
  'newlineAndLaTeX.gift': { questions: [essay] },
  'numerical1.gift': { questions: Array.from({ length: 10 }, () => skip('numerical')) },
  'options1.gift': {
    questions: [
      skip('numerical'),
      skip('shortanswer'),
      {
        q: 'The American holiday of Thanksgiving is\ncelebrated on the _____ Thursday of November.',
        qcm: [
          ['second', 0],
          ['third', 0],
          ['fourth', 1],
        ],
        notes: ['blankInText', 'nameNotKept'],
      },
      threeAnswers('right answer'),
      skip('shortanswer'),
      skip('shortanswer'),
      { ...grantFalse, notes: ['feedbackNotKept'] },
      {
        q: 'Difficult question.',
        qcm: [
          ['wrong answer', 0],
          ['half credit answer', 0],
          ['full credit answer', 1],
        ],
        notes: ['weightsNotKept'],
      },
      {
        q: 'Jesus Christ was from _____.',
        qcm: [
          ['Jerusalem', 0],
          ['Bethlehem', 0],
          ['Galilee', 0],
          ['Nazareth', 1],
        ],
        notes: ['blankInText', 'nameNotKept', 'feedbackNotKept', 'weightsNotKept'],
      },
      skip('shortanswer'),
      grantPeople("What two people are entombed in Grant's tomb?"),
      grantPeople("What two people are entombed in Grant's tomb?"),
      equalsFive,
      controlCharacters(''),
    ],
  },
  'shortAnswer1.gift': { questions: [skip('shortanswer'), skip('shortanswer')] },
  'shortAnswer2.gift': {
    questions: [skip('shortanswer'), { skip: 'shortanswer', why: 'quizFormat.giftNoMarker' }],
  },
  'shortAnswerNotMatching.gift': {
    questions: [
      {
        q: 'How to make coffee?',
        qcm: [
          ['go to starbucks -> order a coffee', 0],
          ['get coffee powder -> add water', 1],
        ],
      },
      {
        q: '¿Cómo se cambia la orientación de la página en Word 2003 y 2007?:',
        qcm: [
          [
            'todas las versiones de Word cambian la orientación de página igual (archivo->diseño de página)',
            0,
          ],
          ['-archivo->configurar->orientación ó -archivo->configurar->diseño de página', 0],
          ['-archivo-configurar página ó -diseño de página-orientación', 1],
        ],
        notes: ['nameNotKept'],
      },
    ],
  },
  'shortFirstEmbedded.gift': { questions: [skip('shortanswer'), skip('shortanswer')] },
  'shortFirstEmbeddedUnderline.gift': { questions: [skip('shortanswer'), skip('shortanswer')] },
  'shortFirstEmbeddedUnderlineHTML.gift': { questions: [skip('shortanswer'), skip('shortanswer')] },
  'symbolsAll.gift': {
    questions: [
      {
        // The space ending the first line is invisible and not kept.
        q: "Here's a question that has symbols inside,\nsuch as `-=[];',./~!@#$%^&*()_+{}|:\"<>?",
        tf: 1,
        notes: ['nameNotKept'],
      },
    ],
  },
  'tag_id.gift': { questions: [essay] },
  'tag_id_and_two_tags.gift': { questions: [essay] },
  'tag_two_tags.gift': { questions: [essay] },
  'tf1.gift': { questions: [grantFalse] },
  'tf1_html.gift': { questions: [grantFalse] },
  'tf1_markdown.gift': {
    questions: [{ q: "Grant is buried in Grant's _tomb_.", tf: 0, notes: ['formattingNotKept'] }],
  },
  'tf2.gift': { questions: [{ ...grantFalse }, { q: 'The sun rises in the east.', tf: 1 }] },
  'totara_moodle_backslash.gift': { questions: [essay] },
  'totara_moodle_essay.gift': { questions: [essay] },
  'totara_moodle_match.gift': { questions: [skip('matching')] },
  'totara_moodle_multichoice.gift': { questions: [spectrumSingle] },
  'totara_moodle_multichoice_multi.gift': { questions: [spectrumMulti] },
  'totara_moodle_numerical.gift': { questions: [skip('numerical')] },
  'totara_moodle_pre_content.gift': { questions: [essay] },
  'totara_moodle_shortanswer.gift': { questions: [skip('shortanswer')] },
  'totara_moodle_shortanswer_general_feedback.gift': { questions: [skip('shortanswer')] },
  'totara_moodle_truefalse.gift': {
    questions: [
      { q: '42 is the Absolute Answer to everything.', tf: 0, notes: ['nameNotKept', 'feedbackNotKept'] },
    ],
  },
  'totara_moodle_truefalse_true_answer1.gift': { questions: [tsl] },
  'totara_moodle_truefalse_true_answer2.gift': { questions: [tsl] },
  'type_inferred_multiline_markdown.gift': { questions: [skip('shortanswer')] },
};

const moodleGift: Record<string, FileExpectation> = {
  'questions.gift.txt': {
    questions: [
      essay,
      skip('matching'),
      spectrumSingle,
      spectrumMulti,
      skip('numerical'),
      skip('shortanswer'),
      // The fixture keeps `";` after the closing brace: Moodle puts the blank there.
      {
        q: '42 is the Absolute Answer to everything._____";',
        tf: 0,
        notes: ['blankInText', 'nameNotKept', 'feedbackNotKept'],
      },
      tsl,
      tsl,
    ],
  },
  'questions_in_category.gift.txt': {
    questions: [
      skip('matching'),
      {
        q: 'Listen to this greeting:\n\nWhat language is being spoken?',
        qcm: [
          ['English', 0],
          ['French', 1],
          ['German', 0],
          ['Spanish', 0],
        ],
        notes: ['categoryNotKept', 'mediaNotKept', 'formattingNotKept', 'nameNotKept', 'feedbackNotKept'],
      },
      skip('shortanswer'),
      {
        q: 'Moodle is an acronym for Modular Object-Oriented Dynamic Learning Environment.',
        tf: 1,
        notes: ['categoryNotKept', 'nameNotKept'],
      },
    ],
  },
};

const moodleXml: Record<string, FileExpectation> = {
  'broken_cloze_questions.xml': { questions: Array.from({ length: 5 }, () => skip('cloze')) },
  'categories_reverse_order.xml': { questions: [essay, skip('shortanswer')] },
  'category_with_description.xml': { questions: [testing('Alpha', 'Alpha')] },
  'deprecated_category.xml': { questions: [testing('Alpha', 'Alpha')] },
  // Moodle refuses this question (33 is not one of its grades); the answers still say which numbers are prime.
  'error_invalid_grades.xml': {
    questions: [
      {
        q: 'Select all prime numbers :',
        qcm: [
          ['1', 0],
          ['2', 1],
          ['3', 1],
          ['4', 0],
          ['5', 1],
        ],
        notes: ['nameNotKept', 'feedbackNotKept', 'weightsNotKept'],
      },
    ],
  },
  'export_category.xml': { questions: [testing('Alpha', 'Alpha')] },
  'html_chars_in_idnumbers.xml': { questions: [testing('Alpha', 'Alpha')] },
  'nested_categories.xml': { questions: [testing('Zeta', 'Delta/Epsilon/Zeta')] },
  'nested_categories_with_questions.xml': {
    questions: [
      testing('Iota', 'Iota'),
      essay,
      testing('Kappa', 'Iota/Kappa'),
      testing('Lambda', 'Iota/Kappa/Lambda'),
      testing('Mu', 'Iota/Mu'),
    ],
  },
  'old_format_file.xml': { questions: [testing('Pi', 'Pi'), testing('Rho', 'Pi/Rho')] },
  'sample_questions_with_old_image_tag.xml': {
    questions: [
      skip('cloze'),
      {
        q: 'This is a multichoice question with an image in the old "image" field that was used in Moodle 1.9',
        qcm: [
          ['wrong answer', 0],
          ['another wrong answer', 0],
          ['right answer', 1],
        ],
        notes: ['categoryNotKept', 'nameNotKept', 'mediaNotKept'],
      },
    ],
  },
};

const suites: [string, string, QuizFormat, Record<string, FileExpectation>][] = [
  ['gift-pegjs', 'gift-pegjs', 'gift', giftPegjs],
  ['Moodle GIFT', 'moodle', 'gift', moodleGift],
  ['Moodle XML', 'moodle', 'moodle_xml', moodleXml],
];

const read = (folder: string, name: string) =>
  fs.readFileSync(new URL(`./fixtures/conformance/${folder}/${name}`, import.meta.url), 'utf8');
const short = (key: string) => key.replace('quizFormat.', '');
const isSaved = (e: Expected): e is Saved => 'q' in e;

/** What the user sees for a file, from the hand expectations: refused, imported as is, or imported with notes. */
function outcome(file: FileExpectation): 'refused' | 'imported' | 'notes' {
  if ('refused' in file || !file.questions.some(isSaved)) return 'refused';
  const clean = file.questions.every((e) => isSaved(e) && (e.notes ?? []).length === 0);
  return clean ? 'imported' : 'notes';
}

describe.each(suites)('conformance: %s', (_label, folder, format, files) => {
  it('has an expectation for every stored file, and a file for every expectation', () => {
    const stored = fs
      .readdirSync(new URL(`./fixtures/conformance/${folder}/`, import.meta.url))
      .filter((n) => (format === 'gift' ? /\.gift(\.txt)?$/.test(n) : n.endsWith('.xml')));
    expect(stored.sort()).toEqual(Object.keys(files).sort());
  });

  it.each(Object.entries(files))('%s', (name, expected) => {
    const file = checkQuizFile(format, read(folder, name));
    if ('refused' in expected) {
      expect(file.errors.map((e) => e.key)).toEqual([expected.refused]);
      return;
    }
    expect(file.errors).toEqual([]);
    expect(file.questions).toHaveLength(expected.questions.length);
    file.questions.forEach((got, i) => {
      const want = expected.questions[i];
      const where = `${name} question ${i + 1}`;
      if (!isSaved(want)) {
        expect([where, got.input, got.source_type, got.errors[0]?.key]).toEqual([
          where,
          null,
          want.skip,
          want.why ?? 'quizFormat.unsupportedType',
        ]);
        return;
      }
      expect([where, got.errors]).toEqual([where, []]);
      const saved =
        'tf' in want
          ? { question: want.q, type: 3, is_valid: want.tf, answers: [] }
          : {
              question: want.q,
              type: 1,
              answers: want.qcm.map(([answer, is_valid]) => ({ answer, is_valid })),
            };
      expect([where, got.input]).toEqual([where, saved]);
      expect([where, got.notes.map((n) => short(n.key)).sort()]).toEqual([
        where,
        [...(want.notes ?? [])].sort(),
      ]);
      if ('category' in want) {
        expect(got.notes.find((n) => n.key === 'quizFormat.categoryNotKept')?.params).toEqual({
          category: (want as { category: string }).category,
        });
      }
    });
  });
});

/** Questions of the readable files: saved as they are, saved with notes, skipped with a reason. */
function questionCounts(files: Record<string, FileExpectation>) {
  const all = Object.values(files).flatMap((f) => ('questions' in f ? f.questions : []));
  const saved = all.filter(isSaved);
  return {
    questions: all.length,
    saved: saved.filter((e) => (e.notes ?? []).length === 0).length,
    savedWithNotes: saved.filter((e) => (e.notes ?? []).length > 0).length,
    skipped: all.length - saved.length,
  };
}

describe('conformance counts', () => {
  it('of questions are, by hand: saved as they are, saved with notes, skipped with a reason', () => {
    expect(questionCounts(giftPegjs)).toEqual({ questions: 100, saved: 19, savedWithNotes: 29, skipped: 52 });
    expect(questionCounts(moodleGift)).toEqual({ questions: 13, saved: 0, savedWithNotes: 7, skipped: 6 });
    expect(questionCounts(moodleXml)).toEqual({ questions: 22, saved: 0, savedWithNotes: 13, skipped: 9 });
  });

  it('are, by hand: files imported as they are, imported with notes, refused', () => {
    const count = (files: Record<string, FileExpectation>) => {
      const all = Object.values(files).map(outcome);
      return {
        files: all.length,
        imported: all.filter((o) => o === 'imported').length,
        notes: all.filter((o) => o === 'notes').length,
        refused: all.filter((o) => o === 'refused').length,
      };
    };
    expect(count(giftPegjs)).toEqual({ files: 51, imported: 7, notes: 21, refused: 23 });
    expect(count(moodleGift)).toEqual({ files: 2, imported: 0, notes: 2, refused: 0 });
    expect(count(moodleXml)).toEqual({ files: 11, imported: 0, notes: 9, refused: 2 });
  });
});

describe('conformance round trip', () => {
  // Every question saved from the public files (control characters, `->` in choices, Unicode, line breaks),
  // exported in each format and read back: the same questions, with nothing to report.
  const saved = suites.flatMap(([, folder, format, files]) =>
    Object.keys(files).flatMap((name) =>
      checkQuizFile(format, read(folder, name)).questions.flatMap((q) =>
        q.input
          ? [
              {
                question: q.input.question,
                type: q.input.type,
                is_valid: q.input.is_valid ?? null,
                answers: q.input.answers,
              },
            ]
          : [],
      ),
    ),
  );

  it.each(quizFormats)('through %s', (target) => {
    expect(saved).toHaveLength(19 + 49);
    const again = parseQuizFile(target, writeQuizFile(target, saved));
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => q.notes)).toEqual(saved.map(() => []));
    expect(
      again.questions.map((q) => ({
        question: q.question,
        type: q.type,
        is_valid: q.is_valid,
        answers: q.answers,
      })),
    ).toEqual(saved.map((q) => ({ ...q, answers: q.type === 1 ? q.answers : [] })));
  });
});
