import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireList } from '../../../test/wire';
import { MyQuizzesPage } from './MyQuizzesPage';

function score(id: number, kind: 'pretest' | 'learning_object', learningObject: string | null) {
  return {
    id,
    score: 1,
    total_score_possible: 2,
    percentage: 50,
    status: 'passed',
    kind,
    late: false,
    created_at: '2026-03-01T10:00:00Z',
    time_spent: 30,
    quiz: {
      id: 9,
      course: { id: 3, title: 'Fractions' },
      learning_object: learningObject ? { id: 12, title: learningObject } : null,
    },
  };
}

const scores = [score(1, 'learning_object', 'Pizza slices'), score(2, 'pretest', null)];

async function openPage(language: 'en' | 'fr' = 'en') {
  fakeApi({
    'GET /user/quiz-scores': () => ({
      status: 200,
      data: wireList(scores),
    }),
  });
  await renderWithApp(<MyQuizzesPage />, { language });
  return screen.findAllByTestId('score-row');
}

/** A phone-sized screen: media queries for narrow widths match. */
function onPhone() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query.includes('max-width'),
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('My quizzes', () => {
  it('names a learning-object quiz by its learning object, a course quiz by its kind', async () => {
    const [lo, pretest] = await openPage();
    expect(screen.getByRole('table', { name: 'My quiz results' })).toBeInTheDocument();
    expect(within(lo as HTMLElement).getByRole('cell', { name: 'Quiz: Pizza slices' })).toBeInTheDocument();
    expect(within(pretest as HTMLElement).getByRole('cell', { name: 'Pretest' })).toBeInTheDocument();
    expect(within(lo as HTMLElement).getByText('50%')).toBeInTheDocument();
  });

  it('writes the French quiz name and percentage with their spaces', async () => {
    const [lo] = await openPage('fr');
    expect(within(lo as HTMLElement).getByRole('cell', { name: 'Quiz : Pizza slices' })).toBeInTheDocument();
    expect(lo).toHaveTextContent(/50\s%/);
  });

  it('writes a fractional score (partial credit) in the reader’s locale', async () => {
    fakeApi({
      'GET /user/quiz-scores': () => ({
        status: 200,
        data: wireList([
          { ...score(3, 'learning_object', 'Pizza slices'), score: 2.5, total_score_possible: 4 },
        ]),
      }),
    });
    await renderWithApp(<MyQuizzesPage />, { language: 'fr' });
    const [row] = await screen.findAllByTestId('score-row');
    expect(within(row as HTMLElement).getByRole('cell', { name: '2,5 / 4' })).toBeInTheDocument();
  });

  it('shows one card per record on a phone, with the course, quiz, score, status and date', async () => {
    onPhone();
    const rows = await openPage();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'My quiz results' })).toBeInTheDocument();
    expect(rows).toHaveLength(2);
    const card = within(rows[0] as HTMLElement);
    expect(card.getByRole('heading', { name: 'Fractions' })).toBeInTheDocument();
    expect(card.getByText('Quiz: Pizza slices')).toBeInTheDocument();
    expect(card.getByText('Score 1 / 2')).toBeInTheDocument();
    expect(card.getByText('Passed')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);
  });
});
