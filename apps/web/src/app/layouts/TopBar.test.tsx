import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { initialAuthState, type SessionUser } from '../../shared/store';
import { fakeApi } from '../../test/fakeApi';
import { renderWithApp } from '../../test/render';
import { wireUser } from '../../test/wire';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

function signedIn(user: Partial<SessionUser>) {
  return {
    auth: {
      ...initialAuthState,
      accessToken: 'a',
      refreshToken: 'r',
      isAuthenticated: true,
      user: {
        id: 1,
        firstName: 'Amal',
        lastName: 'Ben Salah',
        email: 'amal@example.test',
        role: 0,
        coursesCount: 0,
        latestCourseId: null,
        result: null,
        media: [],
        ...user,
      } as SessionUser,
    },
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

/** The server answers an account update with the user as saved. */
const savingServer = () =>
  fakeApi((request) => ({ status: 200, data: { data: wireUser(request.body), message: 'ok' } }));

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

describe('top bar', () => {
  it('offers sign-up and log-in to visitors, and no courses link', async () => {
    await renderWithApp(<TopBar />);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(mainNav().queryByText('Courses')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcours, go to the start page' })).toHaveAttribute('href', '/');
  });

  it('disables the courses link and the dashboard entry for a student without course', async () => {
    const user = userEvent.setup();
    await renderWithApp(<TopBar />, { state: signedIn({ coursesCount: 0 }) });
    const courses = mainNav().getByRole('link', { name: 'Courses' });
    expect(courses).toHaveAttribute('aria-disabled', 'true');
    expect(courses).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Parcours, go to the start page' })).toHaveAttribute(
      'href',
      '/second-step/categories',
    );
    await user.click(screen.getByRole('button', { name: 'Account menu of Amal Ben Salah' }));
    expect(await screen.findByTestId('role-label')).toHaveTextContent('Student');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('links the courses page for a student with courses; admins get no courses link', async () => {
    await renderWithApp(<TopBar />, { state: signedIn({ coursesCount: 2, latestCourseId: 5 }) });
    expect(mainNav().getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    await renderWithApp(<TopBar />, { state: signedIn({ role: 1 }) });
    const navs = screen.getAllByRole('navigation', { name: 'Main navigation' });
    expect(within(navs[navs.length - 1]).queryByText('Courses')).not.toBeInTheDocument();
  });

  it('saves the language chosen in its menu on the account of the signed-in person', async () => {
    const user = userEvent.setup();
    api = savingServer();
    const { store } = await renderWithApp(<TopBar />, { state: signedIn({ language: 'en' }) });
    await user.click(screen.getByRole('button', { name: /Choose the language/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    await waitFor(() => expect(store.getState().auth.user?.language).toBe('fr'));
    expect(api.seen).toEqual([expect.objectContaining({ method: 'POST', url: '/update-profile' })]);
    expect(api.seen[0].body).toEqual({ language: 'fr' });
    // Saved quietly: no message when it works.
    expect(store.getState().snackbar.open).toBe(false);
  });

  it("changes a visitor's language from its menu, on this device only", async () => {
    const user = userEvent.setup();
    api = savingServer();
    await renderWithApp(<TopBar />);
    await user.click(screen.getByRole('button', { name: /Choose the language/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await screen.findByRole('link', { name: 'Inscription' })).toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(api.seen).toEqual([]);
  });

  it('keeps the new language and says so when the account cannot be updated', async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({ status: 500, data: { message: 'Erreur du serveur.' } }));
    const { store } = await renderWithApp(<TopBar />, { state: signedIn({ language: 'en' }) });
    await user.click(screen.getByRole('button', { name: /Choose the language/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(store.getState().snackbar).toMatchObject({ open: true, type: 'error' }));
    expect(store.getState().snackbar.message).toBe('Erreur du serveur.');
    expect(i18n.language).toBe('fr');
    expect(store.getState().auth.user?.language).toBe('en');
  });

  it('saves the theme on the account of the signed-in person', async () => {
    const user = userEvent.setup();
    api = savingServer();
    const { store } = await renderWithApp(<TopBar />, {
      state: { ...signedIn({ theme: null }), theme: { mode: 'light' } },
    });
    await user.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(store.getState().theme.mode).toBe('dark');
    await waitFor(() => expect(store.getState().auth.user?.theme).toBe('dark'));
    expect(api.seen.map((r) => r.body)).toEqual([{ theme: 'dark' }]);
  });

  it('toggles the theme of a visitor on this device only', async () => {
    const user = userEvent.setup();
    api = savingServer();
    const { store } = await renderWithApp(<TopBar />, { state: { theme: { mode: 'light' } } });
    await user.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(store.getState().theme.mode).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to the light theme' })).toBeInTheDocument();
    expect(api.seen).toEqual([]);
  });
});

describe('footer newsletter', () => {
  it('checks the address, sends it with the language, and shows the server answer', async () => {
    const server = fakeApi(({ url }) =>
      url === '/newsletter/subscribe'
        ? {
            status: 200,
            data: {
              message: 'Thank you. Unless this address is already subscribed, it will receive a link.',
            },
          }
        : { status: 404 },
    );
    try {
      const user = userEvent.setup();
      await renderWithApp(<Footer />);
      const input = screen.getByLabelText('Your e-mail address');
      await user.type(input, 'nope');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByText('Invalid email')).toBeInTheDocument();
      expect(server.seen).toEqual([]);
      await user.clear(input);
      await user.type(input, 'amal@example.test');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByRole('status')).toHaveTextContent('it will receive a link');
      expect(server.seen).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/newsletter/subscribe',
          body: { email: 'amal@example.test', language: 'en' },
        }),
      ]);
      expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
      expect(screen.queryByText(/not connected/)).not.toBeInTheDocument();
    } finally {
      server.restore();
    }
  });
});
