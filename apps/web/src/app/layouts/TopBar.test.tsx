import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialAuthState, type SessionUser } from '../../shared/store';
import { renderWithApp } from '../../test/render';
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

  it('changes the language from its menu and sets the lang attribute', async () => {
    const user = userEvent.setup();
    await renderWithApp(<TopBar />);
    await user.click(screen.getByRole('button', { name: /Choose the language/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(document.documentElement.lang).toBe('fr');
    expect(await screen.findByRole('link', { name: 'Inscription' })).toBeInTheDocument();
  });

  it('toggles the theme', async () => {
    const user = userEvent.setup();
    const { store } = await renderWithApp(<TopBar />, { state: { theme: { mode: 'light' } } });
    await user.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(store.getState().theme.mode).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to the light theme' })).toBeInTheDocument();
  });
});

describe('footer newsletter', () => {
  it('checks the address and says plainly that it is not connected yet', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Footer />);
    const input = screen.getByLabelText('Your e-mail address');
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'amal@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('not connected yet');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
  });
});
