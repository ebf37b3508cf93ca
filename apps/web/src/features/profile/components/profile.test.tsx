import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../../shared/http';
import { initialAuthState, type SessionUser } from '../../../shared/store';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireMedia, wireUser } from '../../../test/wire';
import { PasswordForm } from './PasswordForm';
import { PreferencesForm } from './PreferencesForm';
import { ProfileForm } from './ProfileForm';
import { SessionsSection } from './SessionsSection';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const result = { dimensions: [], created_at: '2024-03-05T10:00:00.000Z' };
const sessionUser = camelizeKeys<SessionUser>(
  wireUser({ status: 'accepted', courses_count: 3, latest_course_id: 12, result }),
);
const signedIn = {
  auth: {
    ...initialAuthState,
    accessToken: 'a',
    refreshToken: 'r',
    user: sessionUser,
    isAuthenticated: true,
  },
};

describe('the profile form', () => {
  it('sends the changes with the picture and merges the answer, keeping the learner flow fields', async () => {
    const user = userEvent.setup();
    const media = [
      wireMedia({
        id: 3,
        model_id: 7,
        model_type: 'user',
        file_name: 'users/7/me.webp',
        mime_type: 'image/webp',
      }),
    ];
    // The answer's learner-flow fields differ from the session's: the session's must stay.
    api = fakeApi(() => ({
      status: 200,
      data: {
        data: wireUser({ first_name: 'Amani', media, status: 'accepted' }),
        message: 'Your profile is updated.',
      },
    }));
    const { store } = await renderWithApp(<ProfileForm user={sessionUser} />, { state: signedIn });
    expect(screen.getByLabelText('Date of birth')).toHaveValue('02/01/2000');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Amani');
    await user.clear(screen.getByLabelText('Major (field of study)'));
    await user.upload(screen.getByTestId('picture-input'), new File(['x'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(store.getState().snackbar.message).toBe('success.profileUpdated'));

    const request = api.seen[0];
    expect(request.url).toBe('/update-profile');
    expect(request.body).toEqual({ first_name: 'Amani', last_name: 'Ben Salah', birth_date: '946771200' });
    expect(request.files.profile_picture?.name).toBe('me.png');

    const state = store.getState().auth;
    expect(state.user?.firstName).toBe('Amani');
    expect(state.user?.coursesCount).toBe(3);
    expect(state.user?.latestCourseId).toBe(12);
    expect(state.user?.result).toEqual(camelizeKeys(result));
    expect(state.media[0]?.fileName).toBe('users/7/me.webp');
  });
});

describe('the password form', () => {
  it('needs the current password and shows the server message on it', async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { current_password: ['The current password is not correct.'] },
      },
    }));
    await renderWithApp(<PasswordForm />, { state: signedIn });
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findAllByText('Password is required')).toHaveLength(3);
    await user.type(screen.getByLabelText('Current password'), 'Old-Passw0rd');
    await user.type(screen.getByLabelText('New password'), 'New-Passw0rd');
    await user.type(screen.getByLabelText('Confirm the new password'), 'New-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm the new password'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(api.seen[0].body).toEqual({
      current_password: 'Old-Passw0rd',
      password: 'New-Passw0rd',
      password_confirmation: 'New-Passw0rd',
    });
  });
});

describe('the preferences', () => {
  it('apply the theme at once and save it on the account', async () => {
    const user = userEvent.setup();
    api = fakeApi((request) => ({
      status: 200,
      data: { data: wireUser({ theme: request.body.theme ?? null }), message: 'ok' },
    }));
    const { store } = await renderWithApp(<PreferencesForm />, {
      state: { ...signedIn, theme: { mode: 'light' } },
    });
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(store.getState().theme.mode).toBe('dark');
    await waitFor(() => expect(store.getState().auth.user?.theme).toBe('dark'));
    expect(api.seen[0]).toMatchObject({ method: 'POST', url: '/update-profile', body: { theme: 'dark' } });
    expect(store.getState().snackbar.message).toBe('profile.preferences.saved');
  });
});

describe('log out everywhere', () => {
  it('asks the server to end every session, then ends this one and goes to the login page', async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({ status: 200, data: { message: 'You are logged out on every device.' } }));
    const { store, router } = await renderWithApp(<SessionsSection />, {
      state: signedIn,
      path: '/dashboard/settings',
    });
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]).toMatchObject({ method: 'POST', url: '/logout-everywhere' });
    expect(store.getState().snackbar.message).toBe('success.loggedOutEverywhere');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('keeps the session and shows why when the server refuses', async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({ status: 503, data: { message: 'Unavailable' } }));
    const { store } = await renderWithApp(<SessionsSection />, { state: signedIn, language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Se déconnecter partout' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});
