import type { Language } from '@parcours/shared';
import { cleanup, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
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
  waits_for_pretest: false,
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
  vi.restoreAllMocks();
});

type ApiRoutes = Parameters<typeof fakeApi>[0];
const noPlayerState = { course_id: 5, resume: null, opened_learning_object_ids: [] };

/** A wide screen (the outline beside the content) or a phone (the outline in a drawer, jsdom's default). */
function wideScreen() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query.includes('min-width:1200px'),
  }));
}

async function openPlayer(
  address: string,
  path: unknown = null,
  language: Language = 'en',
  routes: ApiRoutes = {},
  firstTitle = 'Pizza slices',
) {
  // jsdom does not lay out pages: record which element is brought into view.
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: vi.fn(function (this: Element) {
      scrolled.push(this);
    }),
  });
  const { seen: calls } = fakeApi({
    'GET /courses/5/content': () => ({ status: 200, data: { data: content } }),
    // Without a path (the server refuses it) the player keeps the author's order.
    'GET /user/courses/5/path': () =>
      path ? { status: 200, data: { data: path } } : { status: 403, data: { message: 'Refused' } },
    'GET /user/courses/5/player': () => ({ status: 200, data: { data: noPlayerState } }),
    'PUT /user/courses/5/resume': (call) => ({
      status: 200,
      data: {
        data: {
          learning_object_id: (call.body as { learning_object_id: number }).learning_object_id,
          updated_at: '2026-03-01T10:00:00Z',
        },
      },
    }),
    ...routes,
  });
  const rendered = await renderWithApp(
    <Routes>
      <Route path="dashboard/student/courses/:courseId" element={<CourseViewerPage />} />
    </Routes>,
    { path: address, language, state: { auth: signedIn(learner({ result: {} as never })) } },
  );
  await screen.findByRole('heading', { name: firstTitle, level: 4 });
  return { scrolled, calls, router: rendered.router };
}

const shownObject = () => screen.getByTestId('learning-object');
const shownTitle = () => within(shownObject()).getByRole('heading', { level: 4 }).textContent;
const resumeWrites = (calls: { method: string; url: string; body: unknown }[]) =>
  calls
    .filter((c) => c.method === 'PUT')
    .map((c) => (c.body as { learning_object_id: number }).learning_object_id);
/** The outline's learning objects as "title: state", the current one starred. */
const outlineRows = () =>
  screen
    .getAllByTestId('outline-object')
    .map(
      (a) =>
        `${a.getAttribute('data-current') === 'true' ? '*' : ''}${a.textContent}: ${a.getAttribute('data-state')}`,
    );

describe('The course player', () => {
  it('opens at the learning object named in the address, moves focus there and keeps it as the resume point', async () => {
    const { scrolled, calls } = await openPlayer('/dashboard/student/courses/5#lo-12');
    const target = document.getElementById('lo-12');
    expect(target).not.toBeNull();
    expect(scrolled).toEqual([target]);
    expect(document.activeElement).toBe(target);
    // One learning object at a time.
    expect(screen.getAllByTestId('learning-object')).toHaveLength(1);
    expect(screen.getByTestId('player-position')).toHaveTextContent('Learning object 2 of 4');
    await vi.waitFor(() => expect(resumeWrites(calls)).toEqual([12]));
  });

  it('keeps the author’s order, nothing locked, when the path cannot be read; the outline sits beside on a wide screen', async () => {
    wideScreen();
    await openPlayer('/dashboard/student/courses/5', null, 'en', {}, 'Idea of a fraction');
    const outline = screen.getByRole('navigation', { name: 'Course outline' });
    expect(
      within(outline)
        .getAllByTestId('outline-unit')
        .map((u) => u.firstChild?.textContent),
    ).toEqual(['Meaning of fractions', 'Adding fractions']);
    expect(outlineRows()).toEqual([
      '*Idea of a fraction: open',
      'Pizza slices: open',
      'Same denominators: open',
      'Cake recipe: open',
    ]);
    expect(screen.queryByTestId('player-outline-toggle')).not.toBeInTheDocument();
    // The states are said in words too.
    expect(within(outline).getByRole('link', { name: 'Idea of a fraction (to do)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: 'Take the quiz' })).toBeInTheDocument();
  });

  it('goes through the learner’s path with next and previous, and on to the path at the end', async () => {
    const { calls } = await openPlayer(
      '/dashboard/student/courses/5',
      intermediatePath,
      'en',
      {},
      'Same denominators',
    );
    const user = userEvent.setup();
    expect(screen.queryByTestId('player-previous')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next: Cake recipe' }));
    expect(shownTitle()).toBe('Cake recipe');
    await user.click(screen.getByRole('link', { name: 'Next: Idea of a fraction' }));
    expect(shownTitle()).toBe('Idea of a fraction');
    // The lower unit is optional review, the learner's own level is not.
    expect(within(screen.getByTestId('unit')).getByText('Optional review')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous: Cake recipe' }));
    expect(within(screen.getByTestId('unit')).queryByText('Optional review')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next: Idea of a fraction' }));
    await user.click(screen.getByRole('link', { name: 'Next: Pizza slices' }));
    expect(screen.queryByTestId('player-next')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my path' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5/path',
    );
    await vi.waitFor(() => expect(resumeWrites(calls)).toEqual([21, 22, 11, 22, 11, 12]));
  });

  it('shows in the outline which objects are locked, open, passed or mastered, in the drawer on a phone', async () => {
    const passed = { id: 111, is_passed: true, questions_count: 3 };
    const withStates = {
      ...content,
      units: [
        {
          ...content.units[0],
          learning_objects: [
            { ...learningObject(11, 'Idea of a fraction', 'abstract'), quiz: passed },
            { ...learningObject(12, 'Pizza slices'), quiz: null },
          ],
        },
        content.units[1],
      ],
    };
    const mastered = {
      ...sequentialPath,
      steps: (sequentialPath.steps as { id: string }[]).map((s) =>
        s.id === 'lo-11' ? { ...s, mastered: true } : s,
      ),
    };
    await openPlayer('/dashboard/student/courses/5', mastered, 'en', {
      'GET /courses/5/content': () => ({ status: 200, data: { data: withStates } }),
      'GET /user/courses/5/player': () => ({
        status: 200,
        data: { data: { ...noPlayerState, opened_learning_object_ids: [12] } },
      }),
    });
    expect(screen.queryByRole('navigation', { name: 'Course outline' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('player-outline-toggle'));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('navigation', { name: 'Course outline' })).toBeInTheDocument();
    expect(outlineRows()).toEqual([
      '*Pizza slices: passed',
      'Idea of a fraction: mastered',
      'Cake recipe: locked',
      'Same denominators: locked',
    ]);
    expect(within(drawer).getByRole('link', { name: 'Cake recipe (locked)' })).toBeInTheDocument();
    // Choosing an object closes the drawer and shows it.
    await user.click(within(drawer).getByRole('link', { name: 'Idea of a fraction (mastered)' }));
    await vi.waitFor(() => expect(shownTitle()).toBe('Idea of a fraction'));
    expect(screen.queryByRole('navigation', { name: 'Course outline' })).not.toBeInTheDocument();
  });

  it('shows a locked unit’s object with the reason and no quiz to start, and never makes it the resume point', async () => {
    const { scrolled, calls } = await openPlayer(
      '/dashboard/student/courses/5#lo-22',
      sequentialPath,
      'en',
      {},
      'Cake recipe',
    );
    const unit = screen.getByRole('region', { name: 'Adding fractions' });
    expect(unit).toHaveAttribute('data-locked', 'true');
    expect(unit).toHaveTextContent(`Locked — ${lockText}`);
    expect(unit).toHaveTextContent('Its learning objects and their quizzes open with the unit.');
    expect(within(unit).queryByRole('button', { name: /quiz/i })).not.toBeInTheDocument();
    const target = document.getElementById('lo-22');
    expect(scrolled).toEqual([target]);
    expect(document.activeElement).toBe(target);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Previous: Idea of a fraction' }));
    await vi.waitFor(() => expect(resumeWrites(calls)).toEqual([11]));
  });

  it('says why a unit is locked in French', async () => {
    await openPlayer('/dashboard/student/courses/5#lo-22', sequentialPath, 'fr', {}, 'Cake recipe');
    const locked = screen.getByRole('region', { name: 'Adding fractions' });
    expect(locked).toHaveTextContent('Verrouillée —');
    // A learning object is masculine: its own note keeps "Verrouillé".
    expect(within(locked).getByTestId('learning-object')).toHaveTextContent(/Verrouillé(?!e)/);
    expect(locked).toHaveTextContent('Ses objets d’apprentissage et leurs quiz s’ouvrent avec l’unité.');
    expect(screen.getByRole('link', { name: 'Précédent : Idea of a fraction' })).toBeInTheDocument();
    expect(screen.getByTestId('player-position')).toHaveTextContent('Objet d’apprentissage 3 sur 4');
  });

  it('continues where the learner left off, read from the server', async () => {
    const { calls } = await openPlayer(
      '/dashboard/student/courses/5',
      intermediatePath,
      'en',
      {
        'GET /user/courses/5/player': () => ({
          status: 200,
          data: {
            data: {
              ...noPlayerState,
              resume: { learning_object_id: 11, updated_at: '2026-03-01T09:00:00Z' },
            },
          },
        }),
      },
      'Idea of a fraction',
    );
    expect(screen.getByTestId('player-resumed')).toHaveTextContent(
      'Continuing where you left off: Idea of a fraction.',
    );
    // Opening at the stored point does not write it again.
    expect(resumeWrites(calls)).toEqual([]);
  });

  it('opens at the path’s next best step when there is no resume point', async () => {
    const withNext = {
      ...intermediatePath,
      next_step: {
        step_id: 'lo-22',
        kind: 'learning_object',
        learning_object_id: 22,
        quiz_id: 122,
        title: 'Cake recipe',
        reason: { key: 'path.next.notPassed', params: {}, text: 'Not passed yet' },
      },
    };
    await openPlayer('/dashboard/student/courses/5', withNext, 'en', {}, 'Cake recipe');
    expect(screen.queryByTestId('player-resumed')).not.toBeInTheDocument();
  });

  it('moves with n, j, p and k, lists the shortcuts with ?, and ignores keys typed in a field', async () => {
    await openPlayer('/dashboard/student/courses/5', intermediatePath, 'en', {}, 'Same denominators');
    const user = userEvent.setup();
    await user.keyboard('n');
    expect(shownTitle()).toBe('Cake recipe');
    await user.keyboard('j');
    expect(shownTitle()).toBe('Idea of a fraction');
    await user.keyboard('k');
    expect(shownTitle()).toBe('Cake recipe');
    await user.keyboard('p');
    expect(shownTitle()).toBe('Same denominators');
    await user.keyboard('p');
    expect(shownTitle()).toBe('Same denominators');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'KeyAction',
      'n or jNext learning object',
      'p or kPrevious learning object',
      'oGo to the outline (opens it on a small screen)',
      '?Show this list',
    ]);
    // Inside the dialog, n is not a shortcut.
    await user.keyboard('n');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(shownTitle()).toBe('Same denominators');
    await user.keyboard('o');
    expect(await screen.findByRole('navigation', { name: 'Course outline' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('navigation', { name: 'Course outline' }));

    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('n');
    expect(shownTitle()).toBe('Same denominators');
    field.remove();
  });

  it('shows the path’s one progress figure with the mastery estimate beside it, in French too', async () => {
    await openPlayer('/dashboard/student/courses/5', sequentialPath);
    expect(screen.getByTestId('viewer-progress')).toHaveTextContent(
      'Progress: 25% (1 of 4 required learning objects done)',
    );
    expect(screen.getByTestId('viewer-progress')).toHaveTextContent(
      'Mastery estimate: 0 of 4 learning objects likely mastered',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    cleanup();
    await openPlayer('/dashboard/student/courses/5', sequentialPath, 'fr');
    expect(screen.getByTestId('viewer-progress')).toHaveTextContent(
      'Progression : 25 % (1 sur 4 objets d’apprentissage requis faits)',
    );
  });

  it('offers the course quiz as the pretest before it is taken, as the post-test after completing, never between', async () => {
    await openPlayer(
      '/dashboard/student/courses/5',
      pathOf([], [], 'pretest'),
      'en',
      {},
      'Idea of a fraction',
    );
    expect(screen.getByRole('link', { name: 'Take the pretest' })).toHaveAttribute(
      'href',
      '/dashboard/courses/prestest/5',
    );
    cleanup();
    await openPlayer('/dashboard/student/courses/5', pathOf([], [], 'none'), 'en', {}, 'Idea of a fraction');
    expect(screen.queryByRole('link', { name: /pretest|post-test|Course quiz/ })).not.toBeInTheDocument();
    cleanup();
    await openPlayer(
      '/dashboard/student/courses/5',
      pathOf([], [], 'posttest'),
      'en',
      {},
      'Idea of a fraction',
    );
    expect(screen.getByRole('link', { name: 'Take the post-test' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5/quiz',
    );
  });

  it('offers the pretest when the course content waits for it, and reads no player state', async () => {
    const { seen: calls } = fakeApi({
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
    expect(calls.map((c) => c.url)).not.toContain('/user/courses/5/player');
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
        questions: [{ id: 1, question: 'A half is 1/2', type: 3, answers: [], choices: [], items: [] }],
      },
      attempt: { id: 40, started_at: '2026-03-01T10:00:00Z', deadline: null, form: null },
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
      answers: [{ question_id: 1, is_correct: true, credit: 1 }],
    };
    const { scrolled } = await openPlayer('/dashboard/student/courses/5#lo-12', null, 'en', {
      'GET /user/quiz/112': () => ({ status: 200, data: { data: quiz } }),
      'POST /user/lo-quiz/submit/112': () => ({ status: 200, data: { data: result } }),
    });
    const user = userEvent.setup();
    const lo = within(document.getElementById('lo-12') as HTMLElement);
    await user.click(lo.getByRole('button', { name: 'Take the quiz' }));
    expect(await lo.findByRole('heading', { name: 'Quiz: Pizza slices' })).toBeInTheDocument();
    await user.click(lo.getByLabelText('True'));
    await user.click(lo.getByRole('button', { name: 'Submit my answers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));

    const heading = await lo.findByRole('heading', { name: 'Your result' });
    expect(heading).toHaveFocus();
    expect(scrolled).toContain(heading);
  });

  it('after a reload during a cooldown, counts down to the next attempt instead of offering the quiz', async () => {
    // The content read after the reload says the quiz of "Pizza slices" opens again in ten minutes.
    const next = new Date(Date.now() + 600_000).toISOString();
    const cooling = {
      ...content,
      units: [
        {
          ...content.units[0],
          learning_objects: [
            content.units[0]!.learning_objects[0],
            {
              ...learningObject(12, 'Pizza slices'),
              quiz: { ...learningObject(12, '').quiz, next_attempt_at: next },
            },
          ],
        },
        content.units[1],
      ],
    };
    const { calls } = await openPlayer('/dashboard/student/courses/5#lo-12', null, 'en', {
      'GET /courses/5/content': () => ({ status: 200, data: { data: cooling } }),
    });
    const lo = within(document.getElementById('lo-12') as HTMLElement);
    expect(lo.getByText('You failed your last attempt at this quiz.')).toBeInTheDocument();
    expect(lo.getByTestId('quiz-cooldown')).toHaveTextContent('Time until the next attempt');
    expect(lo.getByRole('timer')).toHaveTextContent(/^(10:00|9:59)$/);
    expect(lo.queryByRole('button', { name: 'Take the quiz' })).not.toBeInTheDocument();
    // Nothing asked the server for an attempt it would refuse.
    expect(calls.some((c) => c.url.startsWith('/user/quiz/'))).toBe(false);
  });

  it('counts a learning object without a quiz once the learner says they have read it', async () => {
    const withoutQuiz = {
      ...content,
      units: [
        { ...content.units[0], learning_objects: [{ ...learningObject(12, 'Pizza slices'), quiz: null }] },
      ],
    };
    const opened: string[] = [];
    await openPlayer('/dashboard/student/courses/5', null, 'en', {
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

  it('does not move focus without a learning object in the address, and leads back to the path', async () => {
    const { scrolled } = await openPlayer(
      '/dashboard/student/courses/5',
      null,
      'en',
      {},
      'Idea of a fraction',
    );
    expect(scrolled).toEqual([]);
    expect(screen.getByRole('link', { name: 'My path' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5/path',
    );
  });
});
