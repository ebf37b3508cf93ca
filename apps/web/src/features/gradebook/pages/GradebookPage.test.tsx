import { gradebookPage } from '@parcours/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { fakeApi, reply } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireList } from '../../../test/wire';
import { GradebookPage } from './GradebookPage';

type Wire = z.input<typeof gradebookPage>;

const route = '/dashboard/admin/courses/3/gradebook';
const page = (
  <Routes>
    <Route path="/dashboard/admin/courses/:courseId/gradebook" element={<GradebookPage />} />
  </Routes>
);

const columns: Wire['data']['columns'] = [
  { key: 'pretest', kind: 'pretest', title: null, quiz_id: 30, learning_object_id: null },
  { key: 'lo-12', kind: 'learning_object', title: 'Gravity', quiz_id: 31, learning_object_id: 12 },
  { key: 'posttest', kind: 'posttest', title: null, quiz_id: 30, learning_object_id: null },
];

const amal: Wire['data']['rows'][number] = {
  user: { id: 7, first_name: 'Amal', last_name: 'Ben Salah', email: 'amal@parcours.test' },
  status: 'enrolled',
  progress: 50,
  mastered: 1,
  enrolled_at: '2026-09-01T08:00:00.000Z',
  cells: {
    pretest: {
      attempt_id: 101,
      score: 2,
      total: 3,
      percentage: 66.6667,
      status: 'passed',
      late: false,
      attempts: 1,
      submitted_at: '2026-09-01T09:00:00.000Z',
    },
    'lo-12': {
      attempt_id: 102,
      score: 1,
      total: 4,
      percentage: 25,
      status: 'failed',
      late: true,
      attempts: 3,
      submitted_at: '2026-09-02T09:00:00.000Z',
    },
    posttest: null,
  },
};

function book(rows = [amal], meta: Partial<Wire['meta']> = {}): Wire {
  return {
    data: { course: { id: 3, title: 'Physics' }, columns, rows },
    meta: { current_page: 1, per_page: 9, total: rows.length, ...meta },
  };
}

const classOf = (id: number, name: string, courseIds: number[]) => ({
  id,
  name,
  code: `C${id}`,
  link: `https://parcours.test/signup?class=C${id}`,
  auto_approve: false,
  owner_id: null,
  courses: courseIds.map((courseId) => ({ id: courseId, title: `Course ${courseId}` })),
  members_count: 2,
  created_at: '2026-09-01T08:00:00.000Z',
});

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
});

function serve(answer: Wire = book()) {
  api = fakeApi(({ url }) => {
    if (url === '/admin/courses/3/gradebook') return reply(gradebookPage, answer);
    if (url === '/admin/courses/3/gradebook.csv') return { data: 'Last name,First name\r\n' };
    if (url === '/admin/classes')
      return { data: wireList([classOf(4, 'Group A', [3]), classOf(5, 'Group B', [8])]) };
    return undefined;
  });
}

const bookCalls = () => api.seen.filter((r) => r.url === '/admin/courses/3/gradebook');

describe('GradebookPage', () => {
  it('shows a column per test and a row per learner, with percentages and statuses in French', async () => {
    serve();
    await renderWithApp(page, { path: route, language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Carnet de notes : Physics' })).toBeInTheDocument();
    const grid = screen.getByRole('table');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Prétest', 'Gravity', 'Post-test']));
    expect(headers.indexOf('Prétest')).toBeLessThan(headers.indexOf('Gravity'));
    expect(headers.indexOf('Gravity')).toBeLessThan(headers.indexOf('Post-test'));

    const row = screen.getByRole('row', { name: /Ben Salah, Amal/ });
    const pretest = row.querySelector('[data-column="pretest"] [data-status]') as HTMLElement;
    expect(pretest).toHaveAttribute('data-status', 'passed');
    expect(within(pretest).getByText('66,67 %')).toBeInTheDocument();
    expect(pretest).toHaveAttribute('title', 'Réussi · Score 2 / 3 · 1 tentative');
    const lo = row.querySelector('[data-column="lo-12"] [data-status]') as HTMLElement;
    expect(lo).toHaveAttribute('data-status', 'failed');
    expect(lo).toHaveTextContent('25 %');
    expect(lo).toHaveAttribute('title', 'Échoué · Score 1 / 4 · 3 tentatives · remis en retard');
    const post = row.querySelector('[data-column="posttest"] [data-status]') as HTMLElement;
    expect(post).toHaveAttribute('data-status', 'none');
    expect(post).toHaveTextContent('Aucune tentative');
    expect(within(row).getByText('50 %')).toBeInTheDocument();
    expect(within(row).getByText('En cours')).toBeInTheDocument();
    expect(bookCalls()[0].params).toMatchObject({ page: 1, attempt: 'best', sort: 'name', order: 'asc' });
  });

  it('asks for the last attempts, a search, a class and a sort', async () => {
    serve();
    await renderWithApp(page, { path: route });
    await screen.findByText('Ben Salah, Amal');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Last attempt' }));
    await waitFor(() => expect(bookCalls().at(-1)?.params).toMatchObject({ attempt: 'last', page: 1 }));

    await user.type(screen.getByLabelText('Search a learner (name or e-mail)'), 'amal');
    await waitFor(() => expect(bookCalls().at(-1)?.params).toMatchObject({ search: 'amal' }));
    expect(bookCalls().some((r) => r.params.search === 'a')).toBe(false);

    // Only the classes that take this course are offered.
    await user.click(screen.getByLabelText('Class'));
    expect(screen.queryByRole('option', { name: 'Group B' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Group A' }));
    await waitFor(() =>
      expect(bookCalls().at(-1)?.params).toMatchObject({ class_id: 4, attempt: 'last', search: 'amal' }),
    );

    await user.click(screen.getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(bookCalls().at(-1)?.params).toMatchObject({ sort: 'progress', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: /Progress/ }));
    await waitFor(() =>
      expect(bookCalls().at(-1)?.params).toMatchObject({ sort: 'progress', order: 'desc' }),
    );
  });

  it('pages through the server', async () => {
    serve(book([amal], { total: 20 }));
    await renderWithApp(page, { path: route });
    await screen.findByText('Ben Salah, Amal');
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–9 of 20');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bookCalls().at(-1)?.params).toMatchObject({ page: 2, per_page: 9 }));
  });

  it('downloads the CSV of the same filter, without paging', async () => {
    serve();
    const created = vi.fn(() => 'blob:gradebook');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { store } = await renderWithApp(page, { path: route });
    await screen.findByText('Ben Salah, Amal');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last attempt' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = api.seen.filter((r) => r.url === '/admin/courses/3/gradebook.csv');
    expect(csv).toHaveLength(1);
    expect(csv[0].params).toMatchObject({ attempt: 'last', sort: 'name', order: 'asc' });
    expect(csv[0].params).not.toHaveProperty('page');
    expect(created).toHaveBeenCalled();
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({ message: 'gradebook.csv.done', type: 'success' }),
    );
  });

  it('says when the course has no learner yet, and when none matches', async () => {
    serve(book([]));
    await renderWithApp(page, { path: route });
    expect(await screen.findByRole('heading', { name: 'No learner yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Search a learner (name or e-mail)'), 'zed');
    expect(await screen.findByRole('heading', { name: 'No learner matches' })).toBeInTheDocument();
  });
});
