import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { wireUser } from '../../../test/wire';
import { LtiLaunchPage } from './LtiLaunchPage';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const user = wireUser({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@school.example',
  status: 'accepted',
  is_valid: 1,
  courses_count: 1,
  latest_course_id: 12,
});

describe('LtiLaunchPage', () => {
  it('exchanges the code once, starts the session and opens the course viewer', async () => {
    api = fakeApi(({ method, url }) =>
      method === 'POST' && url === '/lti/session'
        ? {
            data: {
              data: {
                access_token: 'a',
                refresh_token: 'r',
                user,
                media: [],
                target: { kind: 'course', course_id: 12 },
              },
            },
          }
        : undefined,
    );
    const { router, store } = await renderAt('/lti/launch#code=one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/student/courses/12'));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, accessToken: 'a' });
    expect(api.seen.filter((r) => r.url === '/lti/session').map((r) => r.body)).toEqual([
      { code: 'one-time' },
    ]);
    // The code leaves the address bar at once.
    expect(window.location.hash).toBe('');
  });

  it('tells a learner, in their language, that the LMS course has no Parcours course, and offers their home', async () => {
    api = fakeApi(({ method, url }) =>
      method === 'POST' && url === '/lti/session'
        ? {
            data: {
              data: {
                access_token: 'a',
                refresh_token: 'r',
                user: { ...user, language: 'fr' },
                media: [],
                target: { kind: 'home', notice: 'no_course' },
              },
            },
          }
        : undefined,
    );
    const { router } = await renderAt('/lti/launch#code=nav', 'fr');
    expect(
      await screen.findByText(/^Votre enseignant n’a pas encore choisi de cours Parcours pour ce cours/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lti/launch');
    expect(screen.getByRole('link', { name: 'Aller à ma page d’accueil' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says what to do when the code is refused or missing', async () => {
    api = fakeApi(() => ({ status: 401, data: { message: 'Token is invalid or expired' } }));
    await renderAt('/lti/launch#code=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token is invalid or expired');
    api.restore();
    api = fakeApi(() => undefined);
    await renderAt('/lti/launch');
    expect((await screen.findAllByRole('alert')).at(-1)).toHaveTextContent(
      'This page opens from an LMS. Open the activity again from the LMS.',
    );
  });
});

async function renderAt(path: string, language: 'en' | 'fr' = 'en') {
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const { render } = await import('@testing-library/react');
  const { AppProviders, createQueryClient } = await import('../../../app/providers');
  const { initI18n } = await import('../../../i18n');
  const { createAppStore } = await import('../../../shared/store');
  await initI18n(language);
  // The page reads the fragment from the window's address, as the browser gives it.
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(
    [
      { path: '/lti/launch', element: <LtiLaunchPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path.split('#')[0]!] },
  );
  const store = createAppStore();
  render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store };
}
