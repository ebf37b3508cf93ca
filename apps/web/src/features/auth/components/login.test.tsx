import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireUser } from '../../../test/wire';
import { LoginForm } from './LoginForm';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

/** The server accepts any credentials and answers with this account. */
function accountServer(account: Record<string, unknown>) {
  const user = wireUser({ status: 'accepted', ...account });
  return fakeApi(() => ({
    status: 200,
    data: { data: { access_token: 'a', refresh_token: 'r', user, media: [] } },
  }));
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'amal@parcours.test');
  await user.type(screen.getByLabelText('Password'), 'Learner-Passw0rd');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('logging in', () => {
  it('puts the interface in the language and theme saved on the account', async () => {
    api = accountServer({ language: 'fr', theme: 'dark' });
    const { store } = await renderWithApp(<LoginForm />, { state: { theme: { mode: 'light' } } });
    await logIn();
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(store.getState().theme.mode).toBe('dark');
    expect(api.seen.map((r) => r.url)).toEqual(['/login']);
  });

  it('keeps the current theme when the account has not chosen one', async () => {
    api = accountServer({ language: 'en', theme: null });
    const { store } = await renderWithApp(<LoginForm />, { state: { theme: { mode: 'dark' } } });
    await logIn();
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(store.getState().theme.mode).toBe('dark');
    expect(i18n.language).toBe('en');
  });
});
