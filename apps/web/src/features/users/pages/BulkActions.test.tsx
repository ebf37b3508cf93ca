// The pending list's bulk actions: tick accounts (or the whole page), approve or reject them in one call, and
// read which ones could not be changed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireUser } from '../../../test/wire';
import { UsersPage } from './UsersPage';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const pending = [
  wireUser({ id: 11, first_name: 'Léa', last_name: 'Martin' }),
  wireUser({ id: 12, first_name: 'Hugo', last_name: 'Petit', email: 'hugo@parcours.test' }),
  wireUser({ id: 13, first_name: 'Inès', last_name: 'Roux', email: 'ines@parcours.test' }),
];

function server() {
  return fakeApi((request) => {
    if (request.method === 'POST' && request.url === '/admin/users/bulk-action') {
      return {
        status: 200,
        data: {
          data: {
            done: [11, 12],
            failed: [{ id: 13, message: 'This account cannot go from rejected to accepted.' }],
          },
          message: '2 of 3 accounts updated.',
        },
      };
    }
    return {
      status: 200,
      data: { data: pending, meta: { current_page: 1, per_page: 9, total: 3, pending_total: 3 } },
    };
  });
}

describe('bulk actions on pending accounts', () => {
  it('approves the ticked accounts in one call and names the ones that could not be changed', async () => {
    const user = userEvent.setup();
    api = server();
    await renderWithApp(<UsersPage tab="pending" />);
    await screen.findByTestId('user-row-11');
    expect(screen.queryByRole('button', { name: 'Approve the selection' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Léa Martin' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 account selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select every account of this page' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('3 accounts selected');

    await user.click(screen.getByRole('button', { name: 'Approve the selection' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Inès Roux: This account cannot go from rejected to accepted.'),
    ).toBeInTheDocument();
    const call = api.seen.find((r) => r.url === '/admin/users/bulk-action');
    expect(call?.body).toEqual({ action: 'validate', ids: [11, 12, 13] });
    // the selection is cleared once done
    expect(screen.queryByTestId('bulk-count')).toBeNull();
  });

  it('shows no checkboxes on the list of all accounts', async () => {
    api = server();
    await renderWithApp(<UsersPage tab="all" />);
    await screen.findByTestId('user-row-11');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
