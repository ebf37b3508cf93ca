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
  | 'anyNumberNotKept'
  | 'blankInText'
  | 'categoryNotKept'
  | 'feedbackNotKept'
  | 'formattingNotKept'
  | 'giftNoMarker'
  | 'mediaNotKept'
  | 'nameNotKept'
  | 'noCreditNotKept'
  | 'severalFullMarks'
  | 'weightsNotKept';

/**
 * A question as it must be saved: true/false with its truth, multiple choice with each answer's validity, a
 * numerical question with each accepted value, its credit and its tolerance, a short answer with each
 * accepted text and its credit (all of these files' short answers are case insensitive), or a matching question
 * with each prompt and the text it matches ('' for an extra text).
 */
type Saved =
  | { q: string; tf: 0 | 1; notes?: Note[] }
  | { q: string; qcm: [string, 0 | 1][]; notes?: Note[] }
  | { q: string; num: [string, number, number][]; notes?: Note[] }
  | { q: string; short: [string, number][]; notes?: Note[] }
  | { q: string; pairs: [string, string][]; notes?: Note[] };
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
const grantShort = (notes: Note[] = []): Saved => ({
  q: "Who's buried in Grant's tomb?",
  short: [
    ['no one', 1],
    ['nobody', 1],
  ],
  notes,
});
const grantBorn = 'When was Ulysses S. Grant born?';
// `=1822:0` then `=%50%1822:2`: the exact year, or half the mark within two years.
const grantBornClose: [string, number, number][] = [
  ['1822', 1, 0],
  ['1822', 0.5, 2],
];
// `=%0%*#Completely wrong` is Moodle's "anything else": it earns nothing.
const bestAnimal = (notes: Note[]): Saved => ({
  q: 'Which is the best animal?',
  short: [
    ['Frog', 1],
    ['Cat', 0.5],
  ],
  notes,
});
const asia = (q: string, notes: Note[]): Saved => ({ q, short: [['Asia', 1]], notes });
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
const countries: [string, string][] = [
  ['Canada', 'Ottawa'],
  ['Italy', 'Rome'],
  ['Japan', 'Tokyo'],
];
// Moodle's example: four prompts, each with its format marker (read, not kept), and `= -> Chat`, a text that
// matches no prompt.
const activities = (q: string, notes: Note[]): Saved => ({
  q,
  pairs: [
    ['An activity supporting asynchronous discussions.', 'Forum'],
    ['A teacher asks a question and specifies a choice of multiple responses.', 'Choice'],
    ['A bank of record entries which participants can add to.', 'Database'],
    ['A collection of web pages that anyone can add to or edit.', 'Wiki'],
    ['', 'Chat'],
  ],
  notes,
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
      grantShort(),
      { q: grantBorn, num: [['1822', 1, 5]] },
      { q: 'Match the following countries with their corresponding\ncapitals.', pairs: countries },
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
      {
        q: 'Jesus Christ was from _____.',
        short: [
          ['Nazareth', 1],
          ['Nazereth', 0.75],
          ['Bethlehem', 0.25],
        ],
        notes: ['blankInText', 'nameNotKept', 'feedbackNotKept'],
      },
      { q: grantBorn, num: grantBornClose, notes: ['nameNotKept', 'feedbackNotKept'] },
    ],
  },
  'markdown.gift': {
    questions: [skip('description'), skip('description'), skip('description'), skip('description')],
  },
  // `Italy  -> Rome`: the spaces around `->` are not part of either side.
  'matching1.gift': {
    questions: [
      {
        q: 'Matching Question.',
        pairs: [
          ['subquestion1', 'subanswer1'],
          ['subquestion2', 'subanswer2'],
          ['subquestion3', 'subanswer3'],
        ],
      },
      {
        q: 'Match the following countries with their corresponding capitals.',
        pairs: [...countries, ['India', 'New Delhi']],
      },
    ],
  },
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
  'numerical1.gift': {
    questions: [
      { q: grantBorn, num: [['1822', 1, 0]] },
      { q: 'What is the value of -1?', num: [['-1', 1, 0]] },
      {
        q: 'What is the value of pi (to 3 decimal places)? _____.',
        num: [['3.1415', 1, 0.0005]],
        notes: ['blankInText'],
      },
      {
        q: 'What is the value of pi times -1 (to 3 decimal places)? _____.',
        num: [['-3.142', 1, 0.001]],
        notes: ['blankInText'],
      },
      // Ranges: the middle, within half the width.
      {
        q: 'What is the value of pi (to 3 decimal places)? _____.',
        num: [['3.1415', 1, 0.0005]],
        notes: ['blankInText'],
      },
      {
        q: 'What is the value of pi times -1 (to 3 decimal places)? _____.',
        num: [['-3.1415', 1, 0.0005]],
        notes: ['blankInText'],
      },
      { q: 'Give me a number from 1 to 5. _____.', num: [['3', 1, 2]], notes: ['blankInText'] },
      { q: 'Pick a number from -5 to 5. _____.', num: [['0', 1, 5]], notes: ['blankInText'] },
      { q: grantBorn, num: grantBornClose },
      // `=%0%5:0` and `=%0%23:0` earn nothing; the name repeats the text.
      {
        q: 'Combien de principes GRASP y a-t-il?',
        num: [['9', 1, 0]],
        notes: ['feedbackNotKept', 'noCreditNotKept'],
      },
    ],
  },
  'options1.gift': {
    questions: [
      { q: "What's 2 plus 2?", num: [['4', 1, 0]] },
      {
        q: 'Japanese characters originally\ncame from what country?',
        short: [['China', 1]],
        notes: ['nameNotKept'],
      },
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
      grantShort(['feedbackNotKept']),
      {
        q: "Who's buried in **Grant's tomb**?",
        short: [
          ['no one', 1],
          ['nobody', 1],
        ],
        notes: ['formattingNotKept', 'feedbackNotKept'],
      },
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
      {
        q: 'Jesus Christ was from',
        short: [
          ['Nazareth', 1],
          ['Nazereth', 0.75],
          ['Bethlehem', 0.25],
        ],
        notes: ['nameNotKept', 'feedbackNotKept'],
      },
      grantPeople("What two people are entombed in Grant's tomb?"),
      grantPeople("What two people are entombed in Grant's tomb?"),
      equalsFive,
      controlCharacters(''),
    ],
  },
  'shortAnswer1.gift': {
    questions: [
      grantShort(),
      {
        q: 'Two plus two equals _____.',
        short: [
          ['four', 1],
          ['4', 1],
        ],
        notes: ['blankInText'],
      },
    ],
  },
  // `{One}`: one answer without `=` is a short answer, as Moodle reads it; said, in case it meant a choice.
  'shortAnswer2.gift': {
    questions: [
      grantShort(),
      { q: 'How do you write the word for the number 1?', short: [['One', 1]], notes: ['giftNoMarker'] },
    ],
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
  'shortFirstEmbedded.gift': {
    questions: [
      asia('_____ is the largest continent in the world.', ['blankInText']),
      asia('_____ is the largest continent in the world.', ['blankInText', 'nameNotKept']),
    ],
  },
  'shortFirstEmbeddedUnderline.gift': {
    questions: [
      asia('_____ is the largest continent.', []),
      asia('_____ is the largest continent.', ['nameNotKept']),
    ],
  },
  'shortFirstEmbeddedUnderlineHTML.gift': {
    questions: [
      asia('_____ is the largest continent.', []),
      asia('_____ is the largest continent.', ['nameNotKept']),
    ],
  },
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
  'totara_moodle_match.gift': {
    questions: [activities('Match the activity to the description.', ['nameNotKept', 'formattingNotKept'])],
  },
  'totara_moodle_multichoice.gift': { questions: [spectrumSingle] },
  'totara_moodle_multichoice_multi.gift': { questions: [spectrumMulti] },
  // `~#Completely wrong` is Moodle's "any other number", earning nothing.
  'totara_moodle_numerical.gift': {
    questions: [
      {
        q: 'What is a number from 1 to 5?',
        num: [['3', 1, 2]],
        notes: ['nameNotKept', 'feedbackNotKept', 'anyNumberNotKept'],
      },
    ],
  },
  'totara_moodle_pre_content.gift': { questions: [essay] },
  'totara_moodle_shortanswer.gift': {
    questions: [bestAnimal(['nameNotKept', 'feedbackNotKept', 'noCreditNotKept'])],
  },
  'totara_moodle_shortanswer_general_feedback.gift': {
    questions: [bestAnimal(['nameNotKept', 'feedbackNotKept', 'noCreditNotKept'])],
  },
  'totara_moodle_truefalse.gift': {
    questions: [
      { q: '42 is the Absolute Answer to everything.', tf: 0, notes: ['nameNotKept', 'feedbackNotKept'] },
    ],
  },
  'totara_moodle_truefalse_true_answer1.gift': { questions: [tsl] },
  'totara_moodle_truefalse_true_answer2.gift': { questions: [tsl] },
  // Markdown's two spaces before a line break are invisible and not kept; the line breaks are.
  'type_inferred_multiline_markdown.gift': {
    questions: [
      {
        q: 'stem line1\nstem line2',
        short: [
          ['answer1 line1\nanswer1 line2', 1],
          ['answer2 line1\nanswer2 line2', 1],
        ],
      },
    ],
  },
};

const moodleGift: Record<string, FileExpectation> = {
  'questions.gift.txt': {
    questions: [
      essay,
      activities('Match the activity to the description.', ['nameNotKept', 'formattingNotKept']),
      spectrumSingle,
      spectrumMulti,
      // The fixture keeps `";` after the closing brace: Moodle puts the blank there.
      {
        q: 'What is a number from 1 to 5? _____";',
        num: [['3', 1, 2]],
        notes: ['blankInText', 'nameNotKept', 'feedbackNotKept', 'anyNumberNotKept'],
      },
      bestAnimal(['nameNotKept', 'feedbackNotKept', 'noCreditNotKept']),
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
      activities('Match the activity to the description.', ['categoryNotKept', 'nameNotKept']),
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
      {
        q: 'Anyone who uses Moodle is a ...',
        short: [['Moodler', 1]],
        notes: ['categoryNotKept', 'nameNotKept'],
      },
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
  // `no` and `may be` earn 0 %.
  'categories_reverse_order.xml': {
    questions: [
      essay,
      {
        q: 'Testing Sigma Question',
        short: [['yes', 1]],
        notes: ['categoryNotKept', 'nameNotKept', 'noCreditNotKept'],
        category: 'Sigma',
      } as Saved,
    ],
  },
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
          ? { question: want.q, type: 3, is_valid: want.tf, case_sensitive: 0, answers: [] }
          : 'qcm' in want
            ? {
                question: want.q,
                type: 1,
                case_sensitive: 0,
                answers: want.qcm.map(([answer, is_valid]) => ({
                  answer,
                  is_valid,
                  credit: is_valid,
                  tolerance: null,
                  match: null,
                })),
              }
            : 'num' in want
              ? {
                  question: want.q,
                  type: 4,
                  case_sensitive: 0,
                  answers: want.num.map(([answer, credit, tolerance]) => ({
                    answer,
                    is_valid: credit === 1 ? 1 : 0,
                    credit,
                    tolerance,
                    match: null,
                  })),
                }
              : 'pairs' in want
                ? {
                    question: want.q,
                    type: 6,
                    case_sensitive: 0,
                    answers: want.pairs.map(([answer, match]) => ({
                      answer,
                      match,
                      is_valid: answer === '' ? 0 : 1,
                      credit: answer === '' ? 0 : 1,
                      tolerance: null,
                    })),
                  }
                : {
                    question: want.q,
                    type: 5,
                    case_sensitive: 0,
                    answers: want.short.map(([answer, credit]) => ({
                      answer,
                      is_valid: credit === 1 ? 1 : 0,
                      credit,
                      tolerance: null,
                      match: null,
                    })),
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
    // Before numerical and short-answer questions (issue 32), skipped: 52, 6 and 9. Then saved: the 33, 3 and 1
    // numerical and short-answer questions of these files (11 of gift-pegjs's as they are), skipped: 19, 3 and 8.
    // Now also the 4 and 2 matching questions of the GIFT files (3 of gift-pegjs's as they are); the Moodle XML
    // files hold no matching or ordering question.
    expect(questionCounts(giftPegjs)).toEqual({ questions: 100, saved: 33, savedWithNotes: 52, skipped: 15 });
    expect(questionCounts(moodleGift)).toEqual({ questions: 13, saved: 0, savedWithNotes: 12, skipped: 1 });
    expect(questionCounts(moodleXml)).toEqual({ questions: 22, saved: 0, savedWithNotes: 14, skipped: 8 });
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
    // Before issue 32: gift-pegjs 7 / 21 / 23, Moodle XML 0 / 9 / 2; before matching questions, gift-pegjs
    // 8 / 30 / 13 (matching1.gift is now imported as it is, totara_moodle_match.gift with notes).
    expect(count(giftPegjs)).toEqual({ files: 51, imported: 9, notes: 31, refused: 11 });
    expect(count(moodleGift)).toEqual({ files: 2, imported: 0, notes: 2, refused: 0 });
    expect(count(moodleXml)).toEqual({ files: 11, imported: 0, notes: 10, refused: 1 });
  });
});

describe('conformance round trip', () => {
  // Every question saved from the public files (control characters, `->` in choices, Unicode, line breaks,
  // matching questions with an extra text), exported in each format and read back: the same questions, with
  // nothing to report.
  const saved = suites.flatMap(([, folder, format, files]) =>
    Object.keys(files).flatMap((name) =>
      checkQuizFile(format, read(folder, name)).questions.flatMap((q) =>
        q.input
          ? [
              {
                question: q.input.question,
                type: q.input.type,
                is_valid: q.input.is_valid ?? null,
                case_sensitive: q.input.case_sensitive,
                answers: q.input.answers,
              },
            ]
          : [],
      ),
    ),
  );

  it.each(quizFormats)('through %s', (target) => {
    expect(saved).toHaveLength(33 + 78);
    const again = parseQuizFile(target, writeQuizFile(target, saved));
    expect(again.errors).toEqual([]);
    expect(again.questions.map((q) => q.notes)).toEqual(saved.map(() => []));
    expect(
      again.questions.map((q) => ({
        question: q.question,
        type: q.type,
        is_valid: q.is_valid,
        case_sensitive: q.case_sensitive,
        answers: q.answers,
      })),
    ).toEqual(saved.map((q) => ({ ...q, answers: q.type === 3 ? [] : q.answers })));
  });
});
