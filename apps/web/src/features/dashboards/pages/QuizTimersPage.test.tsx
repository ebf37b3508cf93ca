import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireCourse, wireList } from '../../../test/wire';
import { QuizTimersPage } from './QuizTimersPage';

const row = {
  id: 7,
  user_id: 12,
  learner_name: 'Amal Ben Salah',
  email: 'amal@parcours.test',
  course_id: 3,
  course_title: 'Algebra',
  pre_test_percentage: 40,
  post_test_percentage: 85,
  gain: 45,
  nlg: 0.75,
  min_time: 125,
  versions_differ: false,
  post_test_rule: 'latest' as const,
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

function serve(rows: unknown[] = [row]) {
  api = fakeApi(({ url, params }) => {
    if (url === '/admin/courses') return { data: wireList([wireCourse({ id: 3, title: 'Algebra' })]) };
    if (url === '/admin/quiz-timer') {
      const meta: Record<string, unknown> = { current_page: 1, per_page: 9, total: 1 };
      if (params.course_id === 3)
        // Two learners with both tests, one of them without a normalized change (0 then 0).
        Object.assign(meta, { course_id: 3, course_nlg: 0.5, nlg_learners: 1, hake_gain: 0.42, learners: 2 });
      return { data: { data: rows, meta } };
    }
    return undefined;
  });
}

const timerCalls = () => api.seen.filter((r) => r.url === '/admin/quiz-timer');

describe('QuizTimersPage', () => {
  it('shows each row with coloured scores, signed gain, NLG and minutes:seconds', async () => {
    serve();
    await renderWithApp(<QuizTimersPage />);
    const cell = await screen.findByText('Amal Ben Salah');
    const tr = cell.closest('tr') as HTMLElement;
    expect(within(tr).getByText('Algebra')).toBeInTheDocument();
    // The course's rule is named under its title: the row's post-test is the one it counts.
    expect(within(tr).getByText('Latest post-test counts')).toBeInTheDocument();
    expect(within(tr).getByText('+45')).toBeInTheDocument();
    expect(within(tr).getByText('0.75')).toBeInTheDocument();
    expect(within(tr).getByText('2:05')).toBeInTheDocument();
    expect(tr.querySelector('[data-band="medium"]')).toHaveTextContent('40%');
    expect(tr.querySelector('[data-band="high"]')).toHaveTextContent('85%');
  });

  it('writes out which gains compare a pretest and a post-test taken on different quiz versions', async () => {
    serve([row, { ...row, id: 8, user_id: 13, learner_name: 'Bruno Costa', versions_differ: true }]);
    await renderWithApp(<QuizTimersPage />);
    const same = (await screen.findByText('Amal Ben Salah')).closest('tr') as HTMLElement;
    const across = screen.getByText('Bruno Costa').closest('tr') as HTMLElement;
    expect(within(same).queryByTestId('versions-differ')).not.toBeInTheDocument();
    expect(within(across).getByTestId('versions-differ')).toHaveTextContent(
      'Pretest and post-test on different quiz versions',
    );
  });

  it('sorts by a column header, flipping the order on a second click', async () => {
    serve();
    await renderWithApp(<QuizTimersPage />);
    await screen.findByText('Amal Ben Salah');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gain' }));
    await waitFor(() =>
      expect(timerCalls().at(-1)?.params).toMatchObject({ sort: 'gain', order: 'asc', page: 1 }),
    );
    await user.click(screen.getByRole('button', { name: /Gain/ }));
    await waitFor(() => expect(timerCalls().at(-1)?.params).toMatchObject({ sort: 'gain', order: 'desc' }));
  });

  it('searches once typing stops, and shows the course’s mean normalized change and Hake gain, each with its n', async () => {
    serve();
    await renderWithApp(<QuizTimersPage />);
    await screen.findByText('Amal Ben Salah');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search a learner or a course'), 'amal');
    await waitFor(() => expect(timerCalls().at(-1)?.params).toMatchObject({ search: 'amal' }));
    expect(timerCalls().some((r) => r.params.search === 'a')).toBe(false);

    await user.click(screen.getByLabelText('Course'));
    await user.click(await screen.findByRole('option', { name: 'Algebra' }));
    await waitFor(() => expect(timerCalls().at(-1)?.params).toMatchObject({ course_id: 3 }));
    const summary = await screen.findByTestId('course-gains');
    // Each figure with the number of learners it is over: 1 for the mean normalized change, 2 for Hake's.
    expect(summary).toHaveTextContent('Course mean normalized change (NLG): 0.50, over 1 learner');
    expect(summary).toHaveTextContent(
      "Hake's class gain: 0.42, from the mean pretest and post-test of 2 learners",
    );
    expect(summary).toHaveTextContent("Hake's class gain is at most 1 and has no lower bound");
    expect(summary).not.toHaveTextContent('-1 to 1');
  });
});
