import { questionTypes } from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import {
  answersForType,
  formQuestions,
  formToPayload,
  newAnswer,
  newQuestion,
  quizFormSchema,
  quizToForm,
} from './quizForm';
import { newLearningObject, unitFormData, unitFormSchema, unitToForm } from './unitForm';

describe('quiz builder form', () => {
  it('starts new questions as BINARY with is_valid 0', () => {
    expect(newQuestion()).toMatchObject({ type: questionTypes.BINARY, isValid: '0', level: '' });
  });

  it('asks for two answers and one correct answer on a QCM question', () => {
    const base = { passMark: '50', timeLimitSeconds: '', cooldownSeconds: '', parallelForms: false };
    const one = quizFormSchema.safeParse({
      ...base,
      questions: [
        {
          question: 'Q',
          type: questionTypes.QCM,
          isValid: '0',
          caseSensitive: false,
          level: '',
          answers: [{ ...newAnswer(), answer: 'A', isValid: true }],
        },
      ],
    });
    expect(one.error?.issues.map((i) => i.message)).toEqual(['validation.qcmTwoAnswers']);
    const none = quizFormSchema.safeParse({
      ...base,
      questions: [
        {
          question: '',
          type: questionTypes.QCM,
          isValid: '0',
          caseSensitive: false,
          level: '',
          answers: [
            { ...newAnswer(), answer: 'A', isValid: false },
            { ...newAnswer(), answer: 'B', isValid: false },
          ],
        },
      ],
    });
    expect(none.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation.qcmOneCorrect',
      'validation.questionRequired',
    ]);
    expect(
      quizFormSchema.safeParse({ ...base, passMark: '120', questions: [] }).error?.issues[0]?.message,
    ).toBe('validation.passMarkRange');
  });

  it('sends is_valid for BINARY questions and answers with is_valid for QCM questions', () => {
    const payload = formToPayload(
      {
        passMark: '60',
        timeLimitSeconds: '',
        cooldownSeconds: '3',
        parallelForms: true,
        questions: [
          {
            id: 5,
            question: ' Q1 ',
            type: questionTypes.BINARY,
            isValid: '1',
            caseSensitive: false,
            level: 'advanced',
            answers: [],
          },
          {
            question: 'Q2',
            type: questionTypes.QCM,
            isValid: '0',
            caseSensitive: false,
            level: '',
            answers: [
              { ...newAnswer(), answer: 'A', isValid: true },
              { ...newAnswer(), answer: 'B', isValid: false },
            ],
          },
        ],
      },
      [9],
      { courseQuiz: true },
    );
    expect(payload).toEqual({
      passMark: 60,
      timeLimitSeconds: null,
      cooldownSeconds: 3,
      parallelForms: 1,
      questions: [
        { id: 5, question: 'Q1', type: 3, isValid: 1, level: 'advanced', answers: [] },
        {
          id: undefined,
          question: 'Q2',
          type: 1,
          level: null,
          answers: [
            { id: undefined, answer: 'A', isValid: 1 },
            { id: undefined, answer: 'B', isValid: 0 },
          ],
        },
      ],
      deletedQuestions: [9],
    });
  });

  it('sends parallel_forms for the course quiz only, off as 0', () => {
    const values = { ...quizToForm(null), questions: [newQuestion()] };
    expect(formToPayload(values, [], { courseQuiz: true }).parallelForms).toBe(0);
    expect(formToPayload(values, [], { courseQuiz: false })).not.toHaveProperty('parallelForms');
  });

  it('asks for two questions before parallel forms can be on', () => {
    const question = { ...newQuestion(), question: 'Q' };
    const on = { ...quizToForm(null), parallelForms: true };
    const one = quizFormSchema.safeParse({ ...on, questions: [question] });
    expect(one.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['parallelForms', 'validation.parallelFormsTwoQuestions'],
    ]);
    expect(quizFormSchema.safeParse({ ...on, questions: [question, question] }).success).toBe(true);
    expect(quizFormSchema.safeParse({ ...on, parallelForms: false, questions: [question] }).success).toBe(
      true,
    );
  });

  it('gives questions not saved yet negative ids for the forms preview', () => {
    const saved = { ...newQuestion(), id: 4, level: 'basic' as const };
    expect(formQuestions([newQuestion(), saved, newQuestion()])).toEqual([
      { id: -1, type: questionTypes.BINARY, level: null, position: 0 },
      { id: 4, type: questionTypes.BINARY, level: 'basic', position: 1 },
      { id: -3, type: questionTypes.BINARY, level: null, position: 2 },
    ]);
  });

  it('leaves OPEN questions out of the builder and reads no level as an empty choice', () => {
    const form = quizToForm({
      id: 1,
      kind: 'course',
      courseId: 1,
      learningObjectId: null,
      passMark: 50,
      timeLimitSeconds: null,
      cooldownSeconds: null,
      parallelForms: true,
      parallelFormsLocked: false,
      version: 1,
      createdAt: '',
      updatedAt: '',
      questions: [
        {
          id: 1,
          question: 'open',
          type: questionTypes.OPEN,
          isValid: null,
          position: 0,
          level: null,
          caseSensitive: 0,
          answers: [],
        },
        {
          id: 2,
          question: 'bin',
          type: questionTypes.BINARY,
          isValid: 1,
          position: 1,
          level: 'intermediate',
          caseSensitive: 0,
          answers: [],
        },
        {
          id: 3,
          question: 'none',
          type: questionTypes.BINARY,
          isValid: 0,
          position: 2,
          level: null,
          caseSensitive: 0,
          answers: [],
        },
      ],
    });
    expect(form.parallelForms).toBe(true);
    expect(form.questions.map((q) => [q.id, q.level])).toEqual([
      [2, 'intermediate'],
      [3, ''],
    ]);
  });
});

describe('numerical and short-answer questions in the builder', () => {
  const base = { passMark: '50', timeLimitSeconds: '', cooldownSeconds: '', parallelForms: false };
  const numerical = (answers: Partial<ReturnType<typeof newAnswer>>[]): ReturnType<typeof newQuestion> => ({
    ...newQuestion(),
    question: 'g?',
    type: questionTypes.NUMERICAL,
    answers: answers.map((a) => ({ ...newAnswer(), ...a })),
  });
  const issues = (question: ReturnType<typeof numerical>) =>
    quizFormSchema
      .safeParse({ ...base, questions: [question] })
      .error?.issues.map((i) => [i.path.slice(2).join('.'), i.message]);

  it('checks the values, tolerances and credits as the API does', () => {
    expect(issues(numerical([{ answer: '9,81' }]))).toBeUndefined();
    expect(issues(numerical([{ answer: 'nine', tolerance: '-1' }]))).toEqual([
      ['answers.0.answer', 'validation.numericalAnswerInvalid'],
      ['answers.0.tolerance', 'validation.toleranceInvalid'],
    ]);
    expect(issues(numerical([{ answer: '9.8', credit: '0.5' }]))).toEqual([
      ['answers', 'validation.fullCreditAnswerRequired'],
    ]);
    expect(issues(numerical([]))).toEqual([['answers', 'validation.fullCreditAnswerRequired']]);
    expect(
      issues({ ...numerical([{ answer: '*Paris*', credit: '' }]), type: questionTypes.SHORT_ANSWER }),
    ).toEqual([
      ['answers.0.credit', 'validation.creditInvalid'],
      ['answers', 'validation.fullCreditAnswerRequired'],
    ]);
  });

  it('sends each accepted answer with its credit, a value with a dot and its tolerance', () => {
    const payload = formToPayload(
      {
        ...base,
        questions: [
          numerical([
            { answer: ' 9,81 ', tolerance: '0,05' },
            { answer: '10', tolerance: '', credit: '0.5' },
          ]),
          {
            ...numerical([{ answer: ' Paris* ', credit: '0.6666667' }, { answer: 'Lutèce' }]),
            type: questionTypes.SHORT_ANSWER,
            caseSensitive: true,
          },
        ],
      },
      [],
      { courseQuiz: false },
    );
    expect(payload.questions).toEqual([
      {
        id: undefined,
        question: 'g?',
        type: questionTypes.NUMERICAL,
        level: null,
        answers: [
          { id: undefined, answer: '9.81', isValid: 1, credit: 1, tolerance: 0.05 },
          { id: undefined, answer: '10', isValid: 0, credit: 0.5, tolerance: 0 },
        ],
      },
      {
        id: undefined,
        question: 'g?',
        type: questionTypes.SHORT_ANSWER,
        level: null,
        caseSensitive: 1,
        answers: [
          { id: undefined, answer: 'Paris*', isValid: 0, credit: 0.6666667 },
          { id: undefined, answer: 'Lutèce', isValid: 1, credit: 1 },
        ],
      },
    ]);
  });

  it('reads stored credits as the choices and keeps a credit that is not one', () => {
    const form = quizToForm({
      id: 1,
      kind: 'learning_object',
      courseId: 1,
      learningObjectId: 2,
      passMark: 50,
      timeLimitSeconds: null,
      cooldownSeconds: null,
      parallelForms: false,
      parallelFormsLocked: false,
      version: 1,
      createdAt: '',
      updatedAt: '',
      questions: [
        {
          id: 4,
          question: 'g?',
          type: questionTypes.NUMERICAL,
          isValid: null,
          position: 0,
          level: null,
          caseSensitive: 0,
          answers: [
            { id: 1, answer: '9.81', isValid: 1, position: 0, credit: 1, tolerance: 0.05, match: null },
            { id: 2, answer: '10', isValid: 0, position: 1, credit: 0.666667, tolerance: null, match: null },
            { id: 3, answer: '11', isValid: 0, position: 2, credit: 0.15, tolerance: 0, match: null },
          ],
        },
      ],
    });
    expect(form.questions[0]?.answers.map((a) => [a.answer, a.credit, a.tolerance])).toEqual([
      ['9.81', '1', '0.05'],
      ['10', '0.6666667', '0'],
      ['11', '0.15', '0'],
    ]);
  });

  it('keeps what it can when the type changes', () => {
    const qcm = [
      { ...newAnswer(), answer: 'Paris', isValid: true },
      { ...newAnswer(), answer: 'Lyon', isValid: false, credit: '0.5' },
    ];
    // A QCM's correct answers are accepted with full credit; its wrong ones are no accepted answers.
    expect(answersForType(questionTypes.QCM, questionTypes.SHORT_ANSWER, qcm)).toEqual([
      { ...newAnswer(), answer: 'Paris', isValid: true },
    ]);
    // Accepted answers become a QCM's, correct at full credit.
    const accepted = [
      { ...newAnswer(), answer: '9.81' },
      { ...newAnswer(), answer: '10', credit: '0.5', tolerance: '1' },
    ];
    expect(
      answersForType(questionTypes.NUMERICAL, questionTypes.QCM, accepted).map((a) => [a.answer, a.isValid]),
    ).toEqual([
      ['9.81', true],
      ['10', false],
    ]);
    // Numerical and short answers keep each other's rows as they are.
    expect(answersForType(questionTypes.NUMERICAL, questionTypes.SHORT_ANSWER, accepted)).toBe(accepted);
    // From nothing (a new true/false question): as many empty rows as the type needs.
    expect(answersForType(null, questionTypes.QCM, [])).toEqual([newAnswer(), newAnswer()]);
    expect(answersForType(null, questionTypes.NUMERICAL, [])).toEqual([newAnswer()]);
  });
});

describe('matching and ordering questions in the builder', () => {
  const base = { passMark: '50', timeLimitSeconds: '', cooldownSeconds: '', parallelForms: false };
  const question = (
    type: number,
    answers: Partial<ReturnType<typeof newAnswer>>[],
  ): ReturnType<typeof newQuestion> => ({
    ...newQuestion(),
    question: 'Q',
    type: type as ReturnType<typeof newQuestion>['type'],
    answers: answers.map((a) => ({ ...newAnswer(), ...a })),
  });
  const issues = (q: ReturnType<typeof question>) =>
    quizFormSchema
      .safeParse({ ...base, questions: [q] })
      .error?.issues.map((i) => [i.path.slice(2).join('.'), i.message]);

  it('checks the pairs and the items as the API does', () => {
    const matching = (answers: Partial<ReturnType<typeof newAnswer>>[]) =>
      question(questionTypes.MATCHING, answers);
    expect(
      issues(
        matching([
          { answer: 'a', match: 'A' },
          { answer: 'b', match: 'B' },
          { answer: ' ', match: 'C' },
        ]),
      ),
    ).toBeUndefined();
    expect(
      issues(
        matching([
          { answer: 'a', match: 'A' },
          { answer: 'b', match: '' },
          { answer: '', match: '' },
        ]),
      ),
    ).toEqual([
      ['answers.1.match', 'validation.matchRequired'],
      ['answers.2.answer', 'validation.answerRequired'],
      ['answers', 'validation.matchingTwoPairs'],
    ]);
    const ordering = (answers: string[]) =>
      question(
        questionTypes.ORDERING,
        answers.map((answer) => ({ answer })),
      );
    expect(issues(ordering(['Mercury', 'Venus']))).toBeUndefined();
    expect(issues(ordering(['Mercury']))).toEqual([['answers', 'validation.orderingTwoItems']]);
    expect(issues(ordering(['Mercury', ' mercury ', '']))).toEqual([
      ['answers.2.answer', 'validation.answerRequired'],
      ['answers.1.answer', 'validation.orderingDistinct'],
    ]);
  });

  it('sends the pairs with their match and the items alone, trimmed, in the author’s order', () => {
    const payload = formToPayload(
      {
        ...base,
        questions: [
          question(questionTypes.MATCHING, [
            { id: 4, answer: ' a ', match: ' A ', isValid: true, credit: '0.5' },
            { answer: '', match: 'C' },
          ]),
          question(questionTypes.ORDERING, [{ answer: ' first ' }, { answer: 'second', match: 'unused' }]),
        ],
      },
      [],
      { courseQuiz: false },
    );
    expect(payload.questions.map((q) => q.answers)).toEqual([
      [
        { id: 4, answer: 'a', match: 'A' },
        { id: undefined, answer: '', match: 'C' },
      ],
      [
        { id: undefined, answer: 'first' },
        { id: undefined, answer: 'second' },
      ],
    ]);
  });

  it('keeps the texts that can be kept when the type changes', () => {
    const pairs = [
      { ...newAnswer(), answer: 'a', match: 'A' },
      { ...newAnswer(), answer: '', match: 'extra' },
      { ...newAnswer(), answer: 'b', match: 'B' },
    ];
    // A matching's prompts are an ordering's items and a QCM's answers; its extra answers have no prompt to keep.
    expect(
      answersForType(questionTypes.MATCHING, questionTypes.ORDERING, pairs).map((a) => a.answer),
    ).toEqual(['a', 'b']);
    expect(answersForType(questionTypes.MATCHING, questionTypes.QCM, pairs).map((a) => a.answer)).toEqual([
      'a',
      'b',
    ]);
    // Items or prompts are no accepted answers.
    expect(answersForType(questionTypes.ORDERING, questionTypes.SHORT_ANSWER, pairs)).toEqual([newAnswer()]);
    // Accepted answers, a QCM's answers become items or prompts; each type starts with two rows.
    expect(
      answersForType(questionTypes.SHORT_ANSWER, questionTypes.MATCHING, [
        { ...newAnswer(), answer: 'Paris' },
      ]).map((a) => a.answer),
    ).toEqual(['Paris', '']);
    expect(answersForType(null, questionTypes.ORDERING, [])).toEqual([newAnswer(), newAnswer()]);
  });

  it('reads a stored matching row’s match, none for other types', () => {
    const form = quizToForm({
      id: 1,
      kind: 'learning_object',
      courseId: 1,
      learningObjectId: 2,
      passMark: 50,
      timeLimitSeconds: null,
      cooldownSeconds: null,
      parallelForms: false,
      parallelFormsLocked: false,
      version: 1,
      createdAt: '',
      updatedAt: '',
      questions: [
        {
          id: 4,
          question: 'Match',
          type: questionTypes.MATCHING,
          isValid: null,
          position: 0,
          level: null,
          caseSensitive: 0,
          answers: [
            { id: 1, answer: 'a', isValid: 1, position: 0, credit: 1, tolerance: null, match: 'A' },
            { id: 2, answer: '', isValid: 0, position: 1, credit: 0, tolerance: null, match: 'C' },
          ],
        },
      ],
    });
    expect(form.questions[0]?.answers.map((a) => [a.answer, a.match])).toEqual([
      ['a', 'A'],
      ['', 'C'],
    ]);
  });
});

describe('unit form', () => {
  it('reports the messages of docs/design/product.md §5', () => {
    const result = unitFormSchema.safeParse({ title: '', type: '', learningObjects: [newLearningObject()] });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'validation.unitTitleRequired',
        'validation.unitTypeRequired',
        'validation.learningObjectTitleRequired',
        'validation.learningObjectTypeRequired',
        'validation.sectionTitleRequired',
        'validation.sectionDescriptionRequired',
        'validation.sectionDurationRequired',
        'validation.sectionHasQuizRequired',
      ]),
    );
  });

  it('sends images as files, videos only by their upload id, and the removed items', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const video = new File(['v'], 'b.mp4', { type: 'video/mp4' });
    const form = unitFormData(
      {
        title: 'Unit',
        type: 'basic',
        learningObjects: [
          {
            id: 4,
            title: 'LO',
            type: 'concrete',
            summary: '',
            media: [{ kind: 'file', file: video, title: '' }],
            sections: [
              {
                title: 'S',
                description: 'D',
                duration: '10',
                hasQuiz: 'yes',
                externalUrl: '',
                externalUrlTitle: '',
                media: [
                  { kind: 'file', file: image, title: '' },
                  { kind: 'upload', id: 77, name: 'b.mp4', mimeType: 'video/mp4', title: '', savedTitle: '' },
                  {
                    kind: 'existing',
                    id: 3,
                    name: 'old.png',
                    mimeType: 'image/png',
                    title: 'Old',
                    savedTitle: 'Old',
                  },
                ],
              },
            ],
          },
        ],
      },
      { learningObjects: [8], sections: [], media: [2] },
    );
    expect(form.get('learning_objects[0][id]')).toBe('4');
    expect(form.getAll('learning_objects[0][files][]')).toEqual([]);
    expect(form.getAll('learning_objects[0][sections][0][files][]')).toHaveLength(1);
    expect(form.getAll('learning_objects[0][sections][0][media_ids][]')).toEqual(['77']);
    expect(form.get('learning_objects[0][sections][0][has_quiz]')).toBe('1');
    expect(form.getAll('deleted_learning_objects[]')).toEqual(['8']);
    expect(form.getAll('deleted_media[]')).toEqual(['2']);
    expect(form.getAll('learning_objects[0][file_titles][]')).toEqual([]);
    expect(form.has('media_titles[0][id]')).toBe(false);
  });

  it('sends one title per file in the order of the files, and only the changed titles of saved media', () => {
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    const section = {
      title: 'S',
      description: 'D',
      duration: '10',
      hasQuiz: 'no' as const,
      externalUrl: '',
      externalUrlTitle: '',
    };
    const form = unitFormData(
      {
        title: 'Unit',
        type: 'basic',
        learningObjects: [
          {
            id: 4,
            title: 'LO',
            type: 'concrete',
            summary: '',
            media: [
              { kind: 'file', file: file('a.png'), title: '' },
              { kind: 'file', file: file('b.png'), title: '  A bar chart ' },
              { kind: 'file', file: new File(['v'], 'c.mp4', { type: 'video/mp4' }), title: 'Never sent' },
              {
                kind: 'existing',
                id: 3,
                name: 'x.png',
                mimeType: 'image/png',
                title: 'Kept',
                savedTitle: 'Kept',
              },
              { kind: 'existing', id: 5, name: 'y.png', mimeType: 'image/png', title: '', savedTitle: 'Old' },
            ],
            sections: [
              {
                ...section,
                id: 8,
                media: [
                  {
                    kind: 'upload',
                    id: 77,
                    name: 'b.mp4',
                    mimeType: 'video/mp4',
                    title: 'Clip',
                    savedTitle: '',
                  },
                  { kind: 'file', file: file('d.png'), title: 'A map' },
                ],
              },
            ],
          },
        ],
      },
      { learningObjects: [], sections: [], media: [] },
    );
    expect(form.getAll('learning_objects[0][files][]').map((f) => (f as File).name)).toEqual([
      'a.png',
      'b.png',
    ]);
    expect(form.getAll('learning_objects[0][file_titles][]')).toEqual(['', 'A bar chart']);
    expect(form.getAll('learning_objects[0][sections][0][file_titles][]')).toEqual(['A map']);
    expect(
      [0, 1, 2].map((k) => [form.get(`media_titles[${k}][id]`), form.get(`media_titles[${k}][title]`)]),
    ).toEqual([
      ['5', ''],
      ['77', 'Clip'],
      [null, null],
    ]);
  });

  it('keeps the title of a saved file apart from its file name', () => {
    const values = unitToForm({
      id: 1,
      courseId: 2,
      title: 'Unit',
      type: 'basic',
      position: 0,
      createdAt: '',
      updatedAt: '',
      learningObjects: [
        {
          id: 4,
          title: 'LO',
          readingOnly: 0,
          type: 'concrete',
          summary: null,
          position: 0,
          quiz: null,
          sections: [],
          media: [
            {
              id: 3,
              modelId: 4,
              modelType: 'learning_object',
              fileName: '2026/01/f00d.png',
              url: '/media/2026/01/f00d.png?expires=1767308400&audience=private&signature=sig',
              originalName: null,
              mimeType: 'image/png',
              title: 'A red square',
              isSupplementary: false,
            },
            {
              id: 5,
              modelId: 4,
              modelType: 'learning_object',
              fileName: '2026/01/beef.pdf',
              url: '/media/2026/01/beef.pdf?expires=1767308400&audience=private&signature=sig',
              originalName: 'Reading list.pdf',
              mimeType: 'application/pdf',
              title: null,
              isSupplementary: false,
            },
          ],
        },
      ],
    });
    expect(values.learningObjects[0].media).toEqual([
      {
        kind: 'existing',
        id: 3,
        name: 'f00d.png',
        mimeType: 'image/png',
        title: 'A red square',
        savedTitle: 'A red square',
      },
      {
        kind: 'existing',
        id: 5,
        name: 'Reading list.pdf',
        mimeType: 'application/pdf',
        title: '',
        savedTitle: '',
      },
    ]);
  });
});
