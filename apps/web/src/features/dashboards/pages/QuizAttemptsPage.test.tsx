import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireCourse, wireList } from '../../../test/wire';
import { QuizAttemptsPage } from './QuizAttemptsPage';

// A learner who abandoned a timed pretest (expired), then took it (40 %) and a learning-object quiz (80 %):
// 3 attempts, 2 of the course quiz, 1 expired, mean of the two with a score (40 + 80) / 2 = 60.
const row = {
  id: 7,
  user_id: 12,
  learner_name: 'Amal Ben Salah',
  email: 'amal@parcours.test',
  course_id: 3,
  course_title: 'Algebra',
  attempts: 3,
  course_quiz_attempts: 2,
  learning_object_attempts: 1,
  expired_attempts: 1,
  average_score: 60,
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

function serve() {
  api = fakeApi(({ url }) => {
    if (url === '/admin/courses') return { data: wireList([wireCourse({ id: 3, title: 'Algebra' })]) };
    if (url === '/admin/quiz-attempt')
      return { data: { data: [row], meta: { current_page: 1, per_page: 10, total: 1 } } };
    return undefined;
  });
}

/** The text of each cell of the learner's row, under its column header. */
async function cellsByHeader() {
  const tr = (await screen.findByText('Amal Ben Salah')).closest('tr') as HTMLElement;
  const table = tr.closest('table') as HTMLElement;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '');
  const cells = within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent?.trim() ?? '');
  return Object.fromEntries(headers.map((h, i) => [h, cells[i]]));
}

describe('QuizAttemptsPage', () => {
  it('shows the expired attempts beside the attempts count', async () => {
    serve();
    await renderWithApp(<QuizAttemptsPage />);
    const cells = await cellsByHeader();
    expect(cells).toMatchObject({
      Attempts: '3',
      'Course quiz / objects': '2 / 1',
      Expired: '1',
    });
    expect(cells['Average score']).toMatch(/^60%/);
    expect(screen.getByText(/never count as a pretest or a post-test/)).toBeInTheDocument();
  });

  it('says it in French', async () => {
    serve();
    await renderWithApp(<QuizAttemptsPage />, { language: 'fr' });
    const cells = await cellsByHeader();
    expect(cells).toMatchObject({ Tentatives: '3', Expirées: '1' });
    expect(screen.getByText(/ne comptent jamais comme pré-test ni comme post-test/)).toBeInTheDocument();
  });
});
