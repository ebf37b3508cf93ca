import type { StudyDashboard } from '@parcours/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { tableCells } from '../../../test/tables';
import { Instruments } from './Instruments';

const none = { alpha: null, sem: null };
// A pretest of two questions (KR-20 0.8 with SEM 0.71 on 5 learners), a post-test (form A) with none, one scale.
const data: StudyDashboard['instruments'] = {
  tests: [
    {
      course_id: 7,
      quiz_id: 3,
      version: 2,
      use: 'pretest',
      form: null,
      n: 5,
      k: 2,
      mean: 1.2,
      sd: 0.84,
      alpha: 0.8,
      sem: 0.71,
      items: [
        {
          question_id: 11,
          position: 1,
          question: 'Which lens converges light?',
          difficulty: 0.8,
          discrimination: 0.51,
          unanswered: 0,
          options: [
            { answer_id: 21, answer: 'Convex', correct: true, chosen: 4 },
            { answer_id: 22, answer: 'Concave', correct: false, chosen: 1 },
          ],
        },
        {
          question_id: 12,
          position: 2,
          question: 'Light travels in straight lines.',
          difficulty: 0.4,
          discrimination: 0.12,
          unanswered: 1,
          options: [
            { answer_id: null, answer: 'true', correct: true, chosen: 2 },
            { answer_id: null, answer: 'false', correct: false, chosen: 2 },
          ],
        },
      ],
    },
    {
      course_id: 7,
      quiz_id: 3,
      version: 2,
      use: 'posttest',
      // Drawn as parallel forms: the label names the form.
      form: 'A',
      n: 3,
      k: 2,
      mean: 2,
      sd: 0,
      ...none,
      items: [
        {
          question_id: 11,
          position: 1,
          question: 'Which lens converges light?',
          difficulty: 1,
          discrimination: null,
          unanswered: 0,
          options: [
            { answer_id: 21, answer: 'Convex', correct: true, chosen: 3 },
            { answer_id: 22, answer: 'Concave', correct: false, chosen: 0 },
          ],
        },
      ],
    },
  ],
  scales: [{ scale: 'sus', n: 84, k: 10, mean: 25.25, sd: 7.5, alpha: 0.934, sem: 2.71 }],
};
const courses = [{ id: 7, title: 'Optics' }];

describe('the instruments of a study', () => {
  it('gives each test’s and scale’s reliability, and the chosen test’s questions with the answers chosen', async () => {
    await renderWithApp(<Instruments data={data} courses={courses} />);
    const [reliability, items] = screen.getAllByRole('table');
    expect(tableCells(reliability!)).toEqual([
      ['Instrument', 'Learners', 'Items', 'Mean total (SD)', 'Alpha (KR-20)', 'SEM'],
      ['Optics: pretest, version 2', '5', '2', '1.2 (0.8)', '0.80', '0.7'],
      ['Optics: post-test, version 2, form A', '3', '2', '2 (0)', '—', '—'],
      ['Usability (SUS)', '84', '10', '25.3 (7.5)', '0.93', '2.7'],
    ]);
    expect(tableCells(items!)).toEqual([
      ['Question', 'Right', 'Discrimination (r)', 'No answer', 'Answers chosen'],
      ['1. Which lens converges light?', '80%', '0.51', '0', '4Correct answerConvex1Concave'],
      ['2. Light travels in straight lines.', '40%', '0.12Revise', '1', '2Correct answerTrue2False'],
    ]);
    expect(within(items!).getAllByTitle('Correct answer')).toHaveLength(2);
  });

  it('shows the other test when chosen, in French', async () => {
    await renderWithApp(<Instruments data={data} courses={courses} />, { language: 'fr' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Test' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Optics : post-test, version 2, forme A' }),
    );
    const items = screen.getByRole('table', {
      name: 'Analyse d’items : Optics : post-test, version 2, forme A',
    });
    expect(tableCells(items)).toEqual([
      ['Question', 'Réussite', 'Discrimination (r)', 'Sans réponse', 'Réponses choisies'],
      ['1. Which lens converges light?', '100\u00a0%', '—', '0', '3Bonne réponseConvex0Concave'],
    ]);
  });

  it('says when no test was counted yet', async () => {
    await renderWithApp(<Instruments data={{ tests: [], scales: data.scales }} courses={courses} />);
    expect(screen.getByText('No counted pretest or post-test yet.')).toBeInTheDocument();
  });
});
