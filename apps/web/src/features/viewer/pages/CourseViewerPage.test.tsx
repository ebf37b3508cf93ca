import type { Language } from '@parcours/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeApi, learner, signedIn } from '../../questionnaire/test/fakeApi';
import { CourseViewerPage } from './CourseViewerPage';

const learningObject = (id: number, title: string, type = 'concrete') => ({
  id,
  title,
  type,
  summary: null,
  position: id,
  media: [],
  sections: [],
  quiz: { id: id + 100, is_passed: false, questions_count: 3 },
});
const content = {
  course: { id: 5, title: 'Fractions' },
  quiz: { id: 9, is_passed: false, questions_count: 4 },
  units: [
    {
      id: 1,
      course_id: 5,
      title: 'Meaning of fractions',
      type: 'basic',
      position: 1,
      learning_objects: [
        learningObject(11, 'Idea of a fraction', 'abstract'),
        learningObject(12, 'Pizza slices'),
      ],
    },
    {
      id: 2,
      course_id: 5,
      title: 'Adding fractions',
      type: 'intermediate',
      position: 2,
      learning_objects: [
        learningObject(21, 'Same denominators', 'abstract'),
        learningObject(22, 'Cake recipe'),
      ],
    },
  ],
};

// The learner's path as GET /user/courses/5/path sends it (only what the viewer reads is filled in).
const lockText = 'Pass the 2 remaining quiz(zes) of “Meaning of fractions” to open this unit.';
const unitStep = (id: number, title: string, role: 'core' | 'review', lockedBy: number | null = null) => ({
  id: `unit-${id}`,
  kind: 'unit',
  unit_id: id,
  title,
  unit_type: id === 1 ? 'basic' : 'intermediate',
  role,
  locked: lockedBy !== null,
  locked_by: lockedBy,
  reasons: lockedBy ? [{ key: 'path.lock.previousUnit', params: {}, text: lockText }] : [],
});
const loStep = (unitId: number, id: number, title: string, role: 'core' | 'review', locked = false) => ({
  id: `lo-${id}`,
  kind: 'learning_object',
  unit_id: unitId,
  role,
  learning_object_id: id,
  title,
  learning_object_type: 'concrete',
  media: [],
  quiz_id: id + 100,
  p_known: null,
  mastered: false,
  locked,
  reasons: [],
});
const pathOf = (steps: unknown[], locks: unknown[] = [], courseQuiz = 'none') => ({
  course_id: 5,
  level: 'basic',
  sequential: locks.length > 0,
  style: null,
  reasons: [],
  steps,
  locks,
  progress: { done: 1, total: 4, percent: 25, mastered: 0 },
  course_quiz: courseQuiz,
  next_step: null,
});
/** A sequential, sensing learner at the basic level: concrete objects first, the second unit locked. */
const sequentialPath = pathOf(
  [
    unitStep(1, 'Meaning of fractions', 'core'),
    loStep(1, 12, 'Pizza slices', 'core'),
    loStep(1, 11, 'Idea of a fraction', 'core'),
    unitStep(2, 'Adding fractions', 'core', 1),
    loStep(2, 22, 'Cake recipe', 'core', true),
    loStep(2, 21, 'Same denominators', 'core', true),
  ],
  [
    {
      step_id: 'unit-2',
      unit_id: 2,
      locked_by: 1,
      reasons: [{ key: 'path.lock.previousUnit', params: {}, text: lockText }],
    },
  ],
);
/** An intermediate learner: the intermediate unit first, the basic one after it as optional review. */
const intermediatePath = pathOf([
  unitStep(2, 'Adding fractions', 'core'),
  loStep(2, 21, 'Same denominators', 'core'),
  loStep(2, 22, 'Cake recipe', 'core'),
  unitStep(1, 'Meaning of fractions', 'review'),
  loStep(1, 11, 'Idea of a fraction', 'review'),
  loStep(1, 12, 'Pizza slices', 'review'),
]);

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function openViewer(
  address: string,
  path: unknown = null,
  language: Language = 'en',
  routes: Parameters<typeof fakeApi>[0] = {},
) {
  // jsdom does not lay out pages: record which element is brought into view.
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: vi.fn(function (this: Element) {
      scrolled.push(this);
    }),
  });
  fakeApi({
    'GET /courses/5/content': () => ({ status: 200, data: { data: content } }),
    // Without a path (the server refuses it) the viewer keeps the author's order.
    'GET /user/courses/5/path': () =>
      path ? { status: 200, data: { data: path } } : { status: 403, data: { message: 'Refused' } },
    ...routes,
  });
  await renderWithApp(
    <Routes>
      <Route path="dashboard/student/courses/:courseId" element={<CourseViewerPage />} />
    </Routes>,
    { path: address, language, state: { auth: signedIn(learner({ result: {} as never })) } },
  );
  await screen.findByRole('heading', { name: 'Pizza slices' });
  return scrolled;
}

const unitTitles = () =>
  screen.getAllByTestId('unit').map((u) => within(u).getAllByRole('heading', { level: 3 })[0].textContent);
const objectTitles = () =>
  screen.getAllByTestId('learning-object').map((lo) => within(lo).getByRole('heading').textContent);
const unitSection = (name: string) => screen.getByRole('region', { name });

describe('The course viewer', () => {
  it('opens at the learning object named in the address and moves focus there', async () => {
    const scrolled = await openViewer('/dashboard/student/courses/5#lo-12');
    const target = screen.getByRole('heading', { name: 'Pizza slices' }).closest('#lo-12');
    expect(target).not.toBeNull();
    expect(scrolled).toEqual([target]);
    expect(document.activeElement).toBe(target);
  });

  it('keeps the author’s order, nothing locked, when the path cannot be read', async () => {
    await openViewer('/dashboard/student/courses/5');
    expect(unitTitles()).toEqual(['Meaning of fractions', 'Adding fractions']);
    expect(objectTitles()).toEqual([
      'Idea of a fraction',
      'Pizza slices',
      'Same denominators',
      'Cake recipe',
    ]);
    expect(screen.getAllByRole('button', { name: 'Take the quiz' })).toHaveLength(4);
  });

  it('lists units and learning objects in the order of the learner’s path', async () => {
    await openViewer('/dashboard/student/courses/5', intermediatePath);
    expect(unitTitles()).toEqual(['Adding fractions', 'Meaning of fractions']);
    expect(objectTitles()).toEqual([
      'Same denominators',
      'Cake recipe',
      'Idea of a fraction',
      'Pizza slices',
    ]);
    // The lower unit is optional review, the learner's own level is not.
    expect(within(unitSection('Meaning of fractions')).getByText('Optional review')).toBeInTheDocument();
    expect(within(unitSection('Adding fractions')).queryByText('Optional review')).not.toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('shows a locked unit with its reason and only the titles of its learning objects, no quiz to start', async () => {
    const scrolled = await openViewer('/dashboard/student/courses/5#lo-22', sequentialPath);
    expect(objectTitles()).toEqual([
      'Pizza slices',
      'Idea of a fraction',
      'Cake recipe',
      'Same denominators',
    ]);
    const open = unitSection('Meaning of fractions');
    expect(open).toHaveAttribute('data-locked', 'false');
    expect(within(open).getAllByRole('button', { name: 'Take the quiz' })).toHaveLength(2);

    const locked = unitSection('Adding fractions');
    expect(locked).toHaveAttribute('data-locked', 'true');
    expect(locked).toHaveTextContent(`Locked — ${lockText}`);
    expect(locked).toHaveTextContent('Its learning objects and their quizzes open with the unit.');
    expect(within(locked).queryByRole('button', { name: /quiz/i })).not.toBeInTheDocument();
    expect(within(locked).getAllByTestId('learning-object')).toHaveLength(2);
    // The path's links still land on a learning object of the locked unit.
    const target = within(locked).getByRole('heading', { name: 'Cake recipe' }).closest('#lo-22');
    expect(scrolled).toEqual([target]);
    expect(document.activeElement).toBe(target);
  });

  it('says why a unit is locked in French', async () => {
    await openViewer('/dashboard/student/courses/5', sequentialPath, 'fr');
    const locked = screen.getByRole('region', { name: 'Adding fractions' });
    expect(locked).toHaveTextContent('Verrouillée —');
    // A learning object is masculine: its own note keeps "Verrouillé".
    expect(within(locked).getAllByTestId('learning-object')[0]).toHaveTextContent(/Verrouillé(?!e)/);
    expect(locked).toHaveTextContent('Ses objets d’apprentissage et leurs quiz s’ouvrent avec l’unité.');
    expect(within(locked).queryByRole('button', { name: 'Passer le quiz' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Passer le quiz' })).toHaveLength(2);
  });

  it('shows the path’s one progress figure with the mastery estimate beside it, in French too', async () => {
    await openViewer('/dashboard/student/courses/5', sequentialPath);
    expect(screen.getByTestId('viewer-progress')).toHaveTextContent(
      'Progress: 25% (1 of 4 required learning objects done)',
    );
    expect(screen.getByTestId('viewer-progress')).toHaveTextContent(
      'Mastery estimate: 0 of 4 learning objects likely mastered',
    );
    await openViewer('/dashboard/student/courses/5', sequentialPath, 'fr');
    expect(screen.getAllByTestId('viewer-progress').at(-1)).toHaveTextContent(
      'Progression : 25 % (1 sur 4 objets d’apprentissage requis faits)',
    );
  });

  it('offers the course quiz as the pretest before it is taken, as the post-test after completing, never between', async () => {
    await openViewer('/dashboard/student/courses/5', pathOf([], [], 'pretest'));
    expect(screen.getByRole('link', { name: 'Take the pretest' })).toHaveAttribute(
      'href',
      '/dashboard/courses/prestest/5',
    );
    cleanup();
    await openViewer('/dashboard/student/courses/5', pathOf([], [], 'none'));
    expect(screen.queryByRole('link', { name: /pretest|post-test|Course quiz/ })).not.toBeInTheDocument();
    cleanup();
    await openViewer('/dashboard/student/courses/5', pathOf([], [], 'posttest'));
    expect(screen.getByRole('link', { name: 'Take the post-test' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5/quiz',
    );
  });

  it('offers the pretest when the course content waits for it', async () => {
    fakeApi({
      'GET /courses/5/content': () => ({
        status: 200,
        data: { data: { ...content, units: [], waits_for_pretest: true } },
      }),
      'GET /user/courses/5/path': () => ({ status: 200, data: { data: pathOf([], [], 'pretest') } }),
    });
    await renderWithApp(
      <Routes>
        <Route path="dashboard/student/courses/:courseId" element={<CourseViewerPage />} />
      </Routes>,
      { path: '/dashboard/student/courses/5', state: { auth: signedIn(learner({ result: {} as never })) } },
    );
    expect(
      await screen.findByText('Take the pretest first: the course content opens once it is done.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the pretest' })).toHaveAttribute(
      'href',
      '/dashboard/courses/prestest/5',
    );
  });

  it('names a learning object’s quiz after it, and lands the learner on the result once submitted', async () => {
    const quiz = {
      quiz: {
        id: 112,
        kind: 'learning_object',
        course_id: 5,
        learning_object_id: 12,
        title: 'Pizza slices',
        pass_mark: 50,
        time_limit_seconds: null,
        cooldown_seconds: null,
        questions: [{ id: 1, question: 'A half is 1/2', type: 3, answers: [] }],
      },
      attempt: { id: 40, started_at: '2026-03-01T10:00:00Z', deadline: null },
      next_attempt_at: null,
      last_result: null,
      server_time: '2026-03-01T10:00:00Z',
    };
    const result = {
      id: 40,
      kind: 'learning_object',
      score: 1,
      total_score_possible: 1,
      percentage: 100,
      status: 'passed',
      passed: true,
      late: false,
      time_spent: 5,
      submitted_at: '2026-03-01T10:00:05Z',
      next_attempt_at: null,
      answers: [{ question_id: 1, is_correct: true }],
    };
    const scrolled = await openViewer('/dashboard/student/courses/5', null, 'en', {
      'GET /user/quiz/112': () => ({ status: 200, data: { data: quiz } }),
      'POST /user/lo-quiz/submit/112': () => ({ status: 200, data: { data: result } }),
    });
    const user = userEvent.setup();
    const lo = within(screen.getByRole('heading', { name: 'Pizza slices' }).closest('#lo-12') as HTMLElement);
    await user.click(lo.getByRole('button', { name: 'Take the quiz' }));
    expect(await lo.findByRole('heading', { name: 'Quiz: Pizza slices' })).toBeInTheDocument();
    await user.click(lo.getByLabelText('True'));
    await user.click(lo.getByRole('button', { name: 'Submit my answers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));

    const heading = await lo.findByRole('heading', { name: 'Your result' });
    expect(heading).toHaveFocus();
    expect(scrolled).toContain(heading);
  });

  it('counts a learning object without a quiz once the learner says they have read it', async () => {
    const withoutQuiz = {
      ...content,
      units: [
        { ...content.units[0], learning_objects: [{ ...learningObject(12, 'Pizza slices'), quiz: null }] },
      ],
    };
    const opened: string[] = [];
    await openViewer('/dashboard/student/courses/5', null, 'en', {
      'GET /courses/5/content': () => ({ status: 200, data: { data: withoutQuiz } }),
      'POST /user/learning-objects/12/opened': (call) => {
        opened.push(call.url);
        return { status: 200, data: { data: { done: 1, total: 1, percent: 100, mastered: 0 } } };
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'I have read this' }));
    expect(await screen.findByText('Read: counted in your progress')).toBeInTheDocument();
    expect(opened).toEqual(['/user/learning-objects/12/opened']);
  });

  it('stays at the top without a learning object in the address, and leads back to the path', async () => {
    const scrolled = await openViewer('/dashboard/student/courses/5');
    expect(scrolled).toEqual([]);
    expect(screen.getByRole('link', { name: 'My path' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5/path',
    );
  });
});
