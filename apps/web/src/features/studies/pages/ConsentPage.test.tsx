import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { initI18n } from '../../../i18n';
import { createAppStore } from '../../../shared/store';
import { fakeApi, type SeenRequest } from '../../../test/fakeApi';
import { ConsentPage } from './ConsentPage';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const texts: Record<string, string> = {
  en: 'We compare two orders of this course.',
  fr: 'Nous comparons deux ordres de ce cours.',
};

function studyApi(status: string) {
  return (request: SeenRequest) => {
    if (request.method === 'GET' && request.url === '/courses/5/study') {
      const language = document.documentElement.lang || 'en';
      return {
        status: 200,
        data: {
          data: {
            study: {
              id: 3,
              title: 'Order of lessons',
              description: 'Adaptive or the author’s order?',
              consent_version: 2,
              consent_text: texts[language],
            },
            status,
          },
        },
      };
    }
    if (request.method === 'POST' && request.url === '/studies/3/consent') {
      return { status: 200, data: { data: { status: 'accepted' } } };
    }
    return { status: 404, data: { message: 'error.notFound' } };
  };
}

async function renderConsent(language: 'en' | 'fr' = 'en') {
  await initI18n(language);
  const router = createMemoryRouter(
    [
      { path: '/courses/:courseId/consent', element: <ConsentPage /> },
      { path: '/dashboard/courses/prestest/:courseId', element: <p>The pretest</p> },
      { path: '/dashboard', element: <p>The dashboard</p> },
    ],
    { initialEntries: ['/courses/5/consent?next=%2Fdashboard%2Fcourses%2Fprestest%2F5'] },
  );
  render(
    <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('ConsentPage', () => {
  it('shows the consent text of its version and accepts that version, then goes on to the pretest', async () => {
    api = fakeApi(studyApi('pending'));
    const router = await renderConsent();
    expect(await screen.findByTestId('consent-text')).toHaveTextContent(texts.en);
    expect(screen.getByText('What taking part means (version 2)')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('consent-accept'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/courses/prestest/5'));
    const sent = api.seen.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ decision: 'accept', consent_version: 2 });
  });

  it('reads later: the decision is sent and the learner goes to their dashboard', async () => {
    api = fakeApi(studyApi('pending'));
    const router = await renderConsent('fr');
    expect(await screen.findByTestId('consent-text')).toHaveTextContent(texts.fr);
    await userEvent.click(screen.getByRole('button', { name: 'Lire plus tard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({
      decision: 'later',
      consent_version: 2,
    });
  });

  it('says so when the learner already decided, and offers the pretest', async () => {
    api = fakeApi(studyApi('declined'));
    await renderConsent();
    expect(await screen.findByTestId('consent-done')).toHaveTextContent(
      'You chose not to take part in this study.',
    );
    expect(screen.getByRole('link', { name: 'Continue to the pretest' })).toHaveAttribute(
      'href',
      '/dashboard/courses/prestest/5',
    );
    expect(screen.queryByTestId('consent-accept')).toBeNull();
  });
});
