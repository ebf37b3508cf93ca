import { questionTypes } from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import { formQuestions, formToPayload, newQuestion, quizFormSchema, quizToForm } from './quizForm';
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
          level: '',
          answers: [{ answer: 'A', isValid: true }],
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
          level: '',
          answers: [
            { answer: 'A', isValid: false },
            { answer: 'B', isValid: false },
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
            level: 'advanced',
            answers: [],
          },
          {
            question: 'Q2',
            type: questionTypes.QCM,
            isValid: '0',
            level: '',
            answers: [
              { answer: 'A', isValid: true },
              { answer: 'B', isValid: false },
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
          answers: [],
        },
        {
          id: 2,
          question: 'bin',
          type: questionTypes.BINARY,
          isValid: 1,
          position: 1,
          level: 'intermediate',
          answers: [],
        },
        {
          id: 3,
          question: 'none',
          type: questionTypes.BINARY,
          isValid: 0,
          position: 2,
          level: null,
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
