import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../shared/http';
import { renderWithApp } from '../../../test/render';
import type { EditableQuiz } from '../api/courseQuiz';
import { QuizBuilderDialog } from './QuizBuilderDialog';

const quiz = {
  id: 7,
  version: 2,
  passMark: 50,
  timeLimitSeconds: null,
  cooldownSeconds: null,
  questions: [{ id: 1, question: 'Zero is even', type: 3, isValid: 1, answers: [] }],
} as unknown as EditableQuiz;

// As the HTTP client hands them over: camelCase.
const v2 = {
  version: 2,
  isCurrent: true,
  createdAt: '2025-03-01T11:00:00Z',
  updatedAt: '2025-03-01T11:00:00Z',
  createdBy: { id: 1, name: 'Ada Lovelace' },
  questionsCount: 5,
  attemptsCount: 1,
  changes: { added: 0, removed: 5, edited: 1 },
};
const v1 = {
  version: 1,
  isCurrent: false,
  createdAt: '2025-02-01T09:00:00Z',
  updatedAt: '2025-02-01T09:00:00Z',
  createdBy: null,
  questionsCount: 10,
  attemptsCount: 8,
  changes: null,
};

const v1Questions = [
  { id: 1, question: 'Zero is even', type: 3, isValid: 1, position: 0, answers: [] },
  {
    id: 2,
    question: 'Which are even?',
    type: 1,
    isValid: null,
    position: 1,
    answers: [
      { id: 21, answer: '2', isValid: 1, position: 0 },
      { id: 22, answer: '3', isValid: 0, position: 1 },
    ],
  },
  {
    id: 3,
    question: 'Gravity on Earth?',
    type: 4,
    isValid: null,
    position: 2,
    caseSensitive: 0,
    answers: [
      { id: 31, answer: '9.81', isValid: 1, position: 0, credit: 1, tolerance: 0.05 },
      { id: 32, answer: '10', isValid: 0, position: 1, credit: 0.5, tolerance: 0 },
    ],
  },
  {
    id: 4,
    question: 'The capital of France?',
    type: 5,
    isValid: null,
    position: 3,
    caseSensitive: 1,
    answers: [{ id: 41, answer: 'Paris*', isValid: 1, position: 0, credit: 1, tolerance: null }],
  },
  {
    id: 5,
    question: 'Match each planet',
    type: 6,
    isValid: null,
    position: 4,
    answers: [
      { id: 51, answer: 'Mercury', isValid: 1, position: 0, credit: 1, tolerance: null, match: 'Closest' },
      { id: 52, answer: '', isValid: 0, position: 1, credit: 0, tolerance: null, match: 'Has rings' },
    ],
  },
  {
    id: 6,
    question: 'From the Sun outwards',
    type: 7,
    isValid: null,
    position: 5,
    answers: ['Mercury', 'Venus'].map((answer, i) => ({
      id: 61 + i,
      answer,
      isValid: 1,
      position: i,
      credit: 1,
      tolerance: null,
      match: null,
    })),
  },
];

/** Answers the history's pages by their `page` parameter, as the server does. */
async function openBuilder(pages: Record<number, unknown[]>, total: number, language?: 'fr') {
  const answer = (data: unknown) => ({ status: 200, headers: new Headers(), data });
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === '/admin/quizzes/7/versions/1') return answer({ data: { ...v1, questions: v1Questions } });
    if (url !== '/admin/quizzes/7/versions') throw new Error(`unexpected GET ${url}`);
    const page = (config?.params as { page?: number } | undefined)?.page ?? 1;
    return answer({ data: pages[page] ?? [], meta: { currentPage: page, perPage: 5, total } });
  });
  await renderWithApp(
    <QuizBuilderDialog open title="Parity" owner={{ courseId: 5 }} quiz={quiz} onClose={() => {}} />,
    language ? { language } : undefined,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the version history in the quiz builder', () => {
  it('lists each version with its date, author, questions, attempts and changes', async () => {
    await openBuilder({ 1: [v2, v1] }, 2);
    const history = await screen.findByRole('region', { name: 'Versions' });
    const items = await within(history).findAllByTestId('quiz-version');
    expect(items).toHaveLength(2);
    const [current, first] = items;
    expect(current.firstChild).toHaveTextContent('Version 2 (current)');
    expect(current).toHaveTextContent(/, by Ada Lovelace/);
    expect(current).toHaveTextContent('5 questions · 1 attempt');
    expect(current).toHaveTextContent('5 removed, 1 edited');
    expect(first.firstChild).toHaveTextContent(/^Version 1$/);
    expect(first).toHaveTextContent(/, by unknown/);
    expect(first).toHaveTextContent('10 questions · 8 attempts');
    expect(first).toHaveTextContent('First version');
    // Before editing, the admin is told that saving makes version 3.
    expect(screen.getByTestId('quiz-version-notice')).toHaveTextContent(
      '1 attempt was taken on version 2. Saving changed questions or answers makes version 3',
    );
  });

  it('shows the questions of an old version as they were, with the correct answers', async () => {
    await openBuilder({ 1: [v2, v1] }, 2);
    const user = userEvent.setup();
    const history = await screen.findByRole('region', { name: 'Versions' });
    const show = await within(history).findByRole('button', { name: 'Show the questions of version 1' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const questions = await within(history).findByTestId('quiz-version-questions');
    expect(within(history).getByRole('button', { name: 'Hide the questions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(questions).toHaveTextContent('Zero is even');
    expect(questions).toHaveTextContent('Correct answer: True');
    expect(
      within(questions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('2 (correct)');
    expect(within(questions).getByText('3')).toBeInTheDocument();
    // Accepted answers of numerical and short-answer questions, with their tolerance and credit.
    expect(
      within(questions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      expect.arrayContaining([
        '9.81 ± 0.05 (accepted, 100%)',
        '10 (accepted, 50%)',
        'Paris* (accepted, 100%)',
      ]),
    );
    expect(questions).toHaveTextContent('Case sensitive');
  });

  it('shows a matching question’s pairs and an ordering question’s items in order', async () => {
    await openBuilder({ 1: [v2, v1] }, 2);
    const user = userEvent.setup();
    const history = await screen.findByRole('region', { name: 'Versions' });
    await user.click(await within(history).findByRole('button', { name: 'Show the questions of version 1' }));
    const questions = await within(history).findByTestId('quiz-version-questions');
    const question = (text: string) => within(questions).getByText(text).closest('li') as HTMLElement;
    expect(
      within(question('Match each planet'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mercury → Closest', 'Extra answer: Has rings']);
    const items = within(question('From the Sun outwards')).getByRole('list');
    expect(items.tagName).toBe('OL');
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mercury', 'Venus']);
  });

  it('pages through older versions', async () => {
    const many = (from: number) =>
      Array.from({ length: 5 }, (_, i) => ({ ...v1, version: from - i, attemptsCount: 0 }));
    await openBuilder(
      { 1: [{ ...v2, version: 7, attemptsCount: 0 }, ...many(6).slice(0, 4)], 2: many(2).slice(0, 2) },
      7,
    );
    const user = userEvent.setup();
    const history = await screen.findByRole('region', { name: 'Versions' });
    expect(await within(history).findByText('Page 1 of 2')).toBeInTheDocument();
    // No attempts on the current version: no notice.
    expect(screen.queryByTestId('quiz-version-notice')).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Older' }));
    expect(await within(history).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(
      within(history)
        .getAllByTestId('quiz-version')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Version 2', 'Version 1']);
  });

  it('speaks French', async () => {
    await openBuilder({ 1: [v2, v1] }, 2, 'fr');
    const history = await screen.findByRole('region', { name: 'Versions' });
    const [current, first] = await within(history).findAllByTestId('quiz-version');
    expect(current).toHaveTextContent('Version 2 (actuelle)');
    expect(current).toHaveTextContent('par Ada Lovelace');
    expect(current).toHaveTextContent('5 questions · 1 tentative');
    expect(current).toHaveTextContent('5 supprimées, 1 modifiée');
    expect(first).toHaveTextContent('par inconnu');
    expect(first).toHaveTextContent('Première version');
    expect(screen.getByTestId('quiz-version-notice')).toHaveTextContent(
      '1 tentative a été faite sur la version 2. Enregistrer des questions ou des réponses modifiées crée la version 3',
    );
  });
});
