import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireUser } from '../../../test/wire';
import { UsersPage } from './UsersPage';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const now = Math.floor(Date.now() / 1000);
const pendingLearner = wireUser({ id: 7, birth_date: now - 20 * 365.25 * 86400 - 86400 });
const acceptedAdmin = wireUser({
  id: 8,
  first_name: 'Nour',
  last_name: 'Haddad',
  email: 'nour@parcours.test',
  role: 1,
  status: 'accepted',
});

function listServer(overrides: { validated?: boolean } = {}) {
  return fakeApi((request) => {
    if (request.method === 'POST' && request.url === '/admin/validate-user-account/7') {
      overrides.validated = true;
      return {
        status: 200,
        data: { data: { ...pendingLearner, status: 'accepted' }, message: 'The account is approved.' },
      };
    }
    const rows = overrides.validated ? [acceptedAdmin] : [pendingLearner, acceptedAdmin];
    return {
      status: 200,
      data: {
        data: request.url === '/admin/pending-users' ? rows.filter((r) => r.status === 'pending') : rows,
        meta: { current_page: 1, per_page: 9, total: 20, pending_total: overrides.validated ? 0 : 4 },
      },
    };
  });
}

describe('the users list', () => {
  it('shows each column, the pending badge and only the actions a status allows', async () => {
    api = listServer();
    await renderWithApp(<UsersPage tab="all" />);
    const row = await screen.findByTestId('user-row-7');
    expect(within(row).getByText('Amal Ben Salah')).toBeInTheDocument();
    expect(within(row).getByText('Student')).toBeInTheDocument();
    expect(within(row).getByText('20')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve Amal Ben Salah' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject Amal Ben Salah' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Suspend/ })).toBeNull();

    const other = screen.getByTestId('user-row-8');
    expect(within(other).getByText('Admin')).toBeInTheDocument();
    expect(within(other).getByText('Active')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Suspend Nour Haddad' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(other).getByRole('link', { name: 'Edit Nour Haddad' })).toHaveAttribute(
      'href',
      '/dashboard/admin/users/8',
    );

    expect(screen.getByTestId('pending-badge')).toHaveTextContent('4');
    expect(screen.getByRole('tab', { name: 'Pending, 4 accounts wait for approval' })).toBeInTheDocument();
    // 20 accounts at 9 a page: three pages.
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(api.seen[0].params).toMatchObject({ page: 1, per_page: 9, sort: 'created_at', order: 'desc' });
  });

  it('sorts through the API when a header is clicked, and searches after a pause', async () => {
    const user = userEvent.setup();
    api = listServer();
    await renderWithApp(<UsersPage tab="pending" />);
    await screen.findByTestId('user-row-7');
    expect(api.seen[0].url).toBe('/admin/pending-users');

    await user.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(api?.seen.at(-1)?.params).toMatchObject({ sort: 'email', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(api?.seen.at(-1)?.params).toMatchObject({ sort: 'email', order: 'desc' }));
    // Youngest first means the latest birth dates first.
    await user.click(screen.getByRole('button', { name: 'Age' }));
    await waitFor(() =>
      expect(api?.seen.at(-1)?.params).toMatchObject({ sort: 'birth_date', order: 'desc' }),
    );

    const before = api.seen.length;
    await user.type(screen.getByLabelText('Search by name or e-mail'), 'amal');
    // Typing four letters sends one search, not one per letter.
    await waitFor(() => expect(api?.seen.at(-1)?.params).toMatchObject({ search: 'amal', page: 1 }));
    expect(api.seen.slice(before).filter((r) => r.params.search !== undefined)).toHaveLength(1);
  });

  it('confirms an approval, then shows the server message and reloads the list', async () => {
    const user = userEvent.setup();
    api = listServer();
    const { store } = await renderWithApp(<UsersPage tab="pending" />);
    await user.click(await screen.findByRole('button', { name: 'Approve Amal Ben Salah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this account?' });
    expect(dialog).toHaveTextContent('amal@parcours.test');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(store.getState().snackbar.message).toBe('The account is approved.'));
    expect(store.getState().snackbar.type).toBe('success');
    await waitFor(() => expect(screen.queryByTestId('user-row-7')).toBeNull());
    // No account waits any more: the tab no longer announces a count.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending' })).toBeInTheDocument());
  });

  it('cancelling the dialog sends nothing', async () => {
    const user = userEvent.setup();
    api = listServer();
    await renderWithApp(<UsersPage tab="all" />);
    await user.click(await screen.findByRole('button', { name: 'Delete Amal Ben Salah' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.seen.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
