import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { type ListColumn, ResponsiveTable } from './ResponsiveTable';

interface Row {
  id: number;
  name: string;
  score: number;
}
const rows: Row[] = [
  { id: 1, name: 'Amal Ben Salah', score: 85 },
  { id: 2, name: 'Bruno Costa', score: 40 },
];
const columns: ListColumn<Row, 'name' | 'score'>[] = [
  { key: 'name', label: 'Learner', sort: 'name', phone: 'title', render: (r) => r.name },
  { key: 'score', label: 'Score', sort: 'score', numeric: true, render: (r) => `${r.score}%` },
];

/** A phone: every (max-width) query of the theme's breakpoints matches. */
function onPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...real(query),
    matches: query.includes('max-width'),
  }));
}
afterEach(() => vi.restoreAllMocks());

describe('ResponsiveTable', () => {
  it('is a table with sortable headers on a wide screen', async () => {
    const onSort = vi.fn();
    await renderWithApp(
      <ResponsiveTable
        caption="Scores"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sorting={{ sort: 'name', order: 'asc', onSort }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(onSort).toHaveBeenCalledWith('score');
  });

  it('is one card per row on a phone, each value beside its column name, and sorts from a select', async () => {
    onPhone();
    const onSortOrder = vi.fn();
    await renderWithApp(
      <ResponsiveTable
        caption="Scores"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sorting={{ sort: 'name', order: 'asc', onSort: vi.fn(), onSortOrder }}
      />,
      { language: 'fr' },
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Amal Ben Salah');
    expect(within(cards[0] as HTMLElement).getByRole('term')).toHaveTextContent('Score');
    expect(within(cards[0] as HTMLElement).getByRole('definition')).toHaveTextContent('85%');

    await userEvent.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await userEvent.click(screen.getByRole('option', { name: 'Score, décroissant' }));
    expect(onSortOrder).toHaveBeenCalledWith('score', 'desc');
  });

  it('says there is nothing to show', async () => {
    onPhone();
    await renderWithApp(
      <ResponsiveTable caption="Scores" columns={columns} rows={[]} rowKey={(r) => r.id} />,
    );
    expect(screen.getByText('No row matches.')).toBeInTheDocument();
  });
});
