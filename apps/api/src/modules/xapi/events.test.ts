// The event builders: what a quiz attempt, the questionnaire and a survey say in xAPI, every statement valid.
import { orderingDisplay, scoreQuiz } from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import { statementErrors } from '../../test/lrs-stub';
import { questionnaireEvents, quizAttemptEvents, surveyEvents } from './events';
import type { XapiEvent } from './statements';
import { toStatement } from './statements';

const home = 'http://parcours.test';
const asStatements = (events: XapiEvent[]) =>
  events.map(({ userId: _, at: __, ...e }, i) =>
    toStatement(
      { ...e, actor: 'p-1', timestamp: '2026-03-01T10:00:00.000Z' },
      `8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e${String(i).padStart(2, '0')}`,
      home,
    ),
  );

describe('quizAttemptEvents of typed answers', () => {
  const questions = [
    {
      id: 1,
      question: 'g?',
      type: 4,
      is_valid: null,
      answers: [
        { id: 11, answer: '9.81', is_valid: 1, credit: 1, tolerance: 0.05 },
        { id: 12, answer: '10', is_valid: 1, credit: 1, tolerance: 0 },
        { id: 13, answer: '9.8', is_valid: 0, credit: 0.5, tolerance: 0.5 },
      ],
    },
    {
      id: 2,
      question: 'Capital?',
      type: 5,
      is_valid: null,
      case_sensitive: 0,
      answers: [{ id: 21, answer: 'Paris', is_valid: 1, credit: 1, tolerance: null }],
    },
  ];
  const given = [
    { question_id: 1, value: '9,6' },
    { question_id: 2, value: 'paris' },
  ];
  const scoring = scoreQuiz(questions, given);
  const statements = asStatements(
    quizAttemptEvents({
      userId: 5,
      quiz: { id: 9, courseId: 4, kind: 'learning_object' },
      attemptId: 31,
      questions,
      given,
      outcomes: scoring.outcomes,
      score: scoring.score,
      total: scoring.total,
      passed: true,
      timeSpentSeconds: 42,
    }),
  ) as { result?: Record<string, unknown>; object: { definition: Record<string, unknown> } }[];

  it('says a numerical question as a numeric range per full-credit value, a short answer as fill-in', () => {
    expect(statements[0].object.definition).toMatchObject({
      interactionType: 'numeric',
      correctResponsesPattern: ['9.76[:]9.86', '10[:]10'],
    });
    // Half credit is not success: success is full credit.
    expect(statements[0].result).toEqual({ response: '9,6', success: false });
    expect(statements[1].object.definition).toMatchObject({
      interactionType: 'fill-in',
      correctResponsesPattern: ['{case_matters=false}Paris'],
    });
    expect(statements[1].result).toEqual({ response: 'paris', success: true });
    // 0.5 + 1 = 1.5 of 2: scaled 0.75.
    expect(statements[3].result).toMatchObject({ score: { raw: 1.5, min: 0, max: 2, scaled: 0.75 } });
    for (const s of statements) expect(statementErrors(s)).toEqual([]);
  });
});

describe('quizAttemptEvents of matching and ordering', () => {
  const questions = [
    {
      id: 7,
      question: 'Match.',
      type: 6,
      is_valid: null,
      answers: [
        { id: 71, answer: 'sin x', is_valid: 1, match: 'cos x' },
        { id: 72, answer: 'x²', is_valid: 1, match: '2x' },
        { id: 73, answer: '', is_valid: 0, match: '-sin x' },
      ],
    },
    {
      id: 8,
      question: 'Order.',
      type: 7,
      is_valid: null,
      answers: ['A', 'B', 'C'].map((answer, i) => ({ id: 80 + i, answer, is_valid: 1 })),
    },
  ];
  const shown = orderingDisplay(8, 3);
  // Matching: choices sorted "-sin x" (0), "2x" (1), "cos x" (2); sin x -> cos x right, x² -> -sin x wrong.
  // Ordering: the learner gives C A B (positions 2, 0, 1) through the shown indexes.
  const given = [
    { question_id: 7, items: ['71:2', '72:0'] },
    { question_id: 8, items: [2, 0, 1].map((p) => String(shown.indexOf(p))) },
  ];
  const scoring = scoreQuiz(questions, given);
  const statements = asStatements(
    quizAttemptEvents({
      userId: 5,
      quiz: { id: 9, courseId: 4, kind: 'learning_object' },
      attemptId: 31,
      questions,
      given,
      outcomes: scoring.outcomes,
      score: scoring.score,
      total: scoring.total,
      passed: false,
      timeSpentSeconds: 42,
    }),
  ) as { result?: Record<string, unknown>; object: { definition: Record<string, unknown> } }[];

  it('says a matching question with its source, target and pairs, an ordering one as a sequence', () => {
    expect(statements[0].object.definition).toMatchObject({
      interactionType: 'matching',
      source: [
        { id: '71', description: { und: 'sin x' } },
        { id: '72', description: { und: 'x²' } },
      ],
      target: [
        { id: '0', description: { und: '-sin x' } },
        { id: '1', description: { und: '2x' } },
        { id: '2', description: { und: 'cos x' } },
      ],
      correctResponsesPattern: ['71[.]2[,]72[.]1'],
    });
    expect(statements[0].result).toEqual({ response: '71[.]2[,]72[.]0', success: false });
    expect(statements[1].object.definition).toMatchObject({
      interactionType: 'sequencing',
      correctResponsesPattern: ['0[,]1[,]2'],
    });
    expect(statements[1].result).toEqual({ response: '2[,]0[,]1', success: false });
    for (const s of statements) expect(statementErrors(s)).toEqual([]);
  });
});

describe('quizAttemptEvents', () => {
  const questions = [
    {
      id: 1,
      question: 'Which are even?',
      type: 1,
      is_valid: null,
      answers: [
        { id: 11, answer: '2', is_valid: 1 },
        { id: 12, answer: '3', is_valid: 0 },
      ],
    },
    { id: 2, question: 'Zero is even', type: 3, is_valid: 1, answers: [] },
    { id: 3, question: 'Why?', type: 2, is_valid: null, answers: [] },
  ];
  const given = [
    { question_id: 1, answer_ids: [11] },
    { question_id: 2, value: '0' },
    { question_id: 3, value: 'Because.' },
  ];
  const scoring = scoreQuiz(questions, given);
  const events = quizAttemptEvents({
    userId: 5,
    quiz: { id: 9, courseId: 4, kind: 'pretest', title: 'Pretest' },
    attemptId: 31,
    questions,
    given,
    outcomes: scoring.outcomes,
    score: scoring.score,
    total: scoring.total,
    passed: false,
    timeSpentSeconds: 42,
    condition: 'control',
  });
  const statements = asStatements(events) as {
    verb: { id: string };
    result?: Record<string, unknown>;
    object: { definition: Record<string, unknown> };
  }[];

  it('says each answer with its response and result, then attempted and failed with the score', () => {
    expect(statements.map((s) => s.verb.id.split('/').pop())).toEqual([
      'answered',
      'answered',
      'answered',
      'attempted',
      'failed',
    ]);
    expect(statements[0].result).toEqual({ response: '11', success: true });
    expect(statements[0].object.definition.correctResponsesPattern).toEqual(['11']);
    expect(statements[1].result).toEqual({ response: 'false', success: false });
    expect(statements[2].result).toEqual({ response: 'Because.' });
    // 1 right of the 2 scored questions (the open one is not scored): scaled 1 / 2 = 0.5.
    expect(statements[4].result).toEqual({
      score: { raw: 1, min: 0, max: 2, scaled: 0.5 },
      success: false,
      completion: true,
      duration: 'PT42S',
    });
  });

  it('writes only valid statements', () => {
    for (const s of statements) expect(statementErrors(s)).toEqual([]);
  });
});

describe('questionnaire and survey events', () => {
  it('answer each item then complete, validly', () => {
    const questionnaire = questionnaireEvents(5, 4, [
      { question_id: 1, answer: 'a' },
      { question_id: 2, answer: 'b' },
    ]);
    const survey = surveyEvents(5, null, [
      { question_number: 1, answer: 9 },
      { question_number: 2, answer: null },
      { question_number: 12, answer: 'More videos' },
    ]);
    expect(questionnaire.map((e) => e.verb)).toEqual(['answered', 'answered', 'completed']);
    // The unanswered survey item is not said to be answered.
    expect(survey.map((e) => [e.verb, e.object.id])).toEqual([
      ['answered', 1],
      ['answered', 12],
      ['completed', 'feedback'],
    ]);
    for (const s of asStatements([...questionnaire, ...survey])) expect(statementErrors(s)).toEqual([]);
  });
});

describe('named questionnaire and survey items', () => {
  type Definition = {
    name?: Record<string, string>;
    description?: Record<string, string>;
    interactionType?: string;
    choices?: { id: string; description: Record<string, string> }[];
    scale?: { id: string; description: Record<string, string> }[];
  };
  const definitionOf = (s: unknown) => (s as { object: { definition: Definition } }).object.definition;

  it('names a questionnaire item and its two answers in English and French', () => {
    const [item, completed] = asStatements(questionnaireEvents(5, 4, [{ question_id: 1, answer: 'b' }]));
    expect(definitionOf(item)).toEqual({
      type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
      name: {
        'en-US': 'When I study something new, I understand it best when I…',
        'fr-FR': 'Quand j’étudie quelque chose de nouveau, je comprends mieux quand je…',
      },
      interactionType: 'choice',
      choices: [
        {
          id: 'a',
          description: {
            'en-US': 'try it out or talk it through with someone.',
            'fr-FR': 'le mets en pratique ou en discute avec quelqu’un.',
          },
        },
        {
          id: 'b',
          description: {
            'en-US': 'think it over quietly on my own.',
            'fr-FR': 'y réfléchis tranquillement seul·e.',
          },
        },
      ],
    });
    expect((item as { result: unknown }).result).toEqual({ response: 'b' });
    expect(definitionOf(completed).name).toEqual({
      'en-US': 'Learning-style questionnaire',
      'fr-FR': 'Questionnaire de style d’apprentissage',
    });
    for (const s of [item, completed]) expect(statementErrors(s)).toEqual([]);
  });

  it('sends the scale items as likert with a named scale, free text as long-fill-in', () => {
    const [nps, sus, engagement, comment, completed] = asStatements(
      surveyEvents(5, 4, [
        { question_number: 1, answer: 9 },
        { question_number: 3, answer: 2 },
        { question_number: 12, answer: 5 },
        { question_number: 24, answer: 'More videos' },
      ]),
    );
    // The usability item 2 of the System Usability Scale-like block (question 3), agreement 1 to 5.
    expect(definitionOf(sus)).toEqual({
      type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
      name: {
        'en-US': 'Parcours is more complicated than it needs to be.',
        'fr-FR': 'Parcours est plus compliqué qu’il ne devrait l’être.',
      },
      interactionType: 'likert',
      scale: [
        { id: '1', description: { 'en-US': '1 = strongly disagree', 'fr-FR': '1 = pas du tout d’accord' } },
        { id: '2', description: { 'en-US': '2', 'fr-FR': '2' } },
        { id: '3', description: { 'en-US': '3', 'fr-FR': '3' } },
        { id: '4', description: { 'en-US': '4', 'fr-FR': '4' } },
        { id: '5', description: { 'en-US': '5 = strongly agree', 'fr-FR': '5 = tout à fait d’accord' } },
      ],
    });
    // The response is the id of a scale entry.
    expect((sus as { result: unknown }).result).toEqual({ response: '2' });
    expect(definitionOf(engagement)).toMatchObject({
      name: { 'en-US': 'I lost track of time while studying on Parcours.' },
      interactionType: 'likert',
    });
    expect(definitionOf(engagement).scale?.map((s) => s.id)).toEqual(['1', '2', '3', '4', '5']);
    // The recommendation item: eleven points, 0 to 10.
    expect(definitionOf(nps).interactionType).toBe('likert');
    expect(definitionOf(nps).scale?.map((s) => s.id)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(definitionOf(nps).scale?.[10].description).toEqual({
      'en-US': '10 = extremely likely',
      'fr-FR': '10 = extrêmement probable',
    });
    expect(definitionOf(comment)).toMatchObject({
      name: { 'en-US': 'Is there anything else you would like to tell us about Parcours?' },
      interactionType: 'long-fill-in',
    });
    expect(definitionOf(completed).name).toEqual({
      'en-US': 'Feedback survey',
      'fr-FR': 'Questionnaire de satisfaction',
    });
    for (const s of [nps, sus, engagement, comment, completed]) expect(statementErrors(s)).toEqual([]);
    // No item of the survey is numeric.
    expect([nps, sus, engagement, comment].map((s) => definitionOf(s).interactionType)).not.toContain(
      'numeric',
    );
  });
});
