// The event builders: what a quiz attempt, the questionnaire and a survey say in xAPI, every statement valid.
import { scoreQuiz } from '@parcours/shared';
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
