import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { LtiDeepLinkPage } from './LtiDeepLinkPage';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

async function renderPage(language: 'en' | 'fr' = 'en') {
  const { Routes, Route } = await import('react-router');
  return renderWithApp(
    <Routes>
      <Route path="/lti/deep-link/:request" element={<LtiDeepLinkPage />} />
    </Routes>,
    { path: '/lti/deep-link/req-1', language },
  );
}

describe('LtiDeepLinkPage', () => {
  it("offers the teacher's linkable courses (not the public catalogue) and searches them", async () => {
    api = fakeApi(({ method, url, params }) =>
      method === 'GET' && url === '/lti/courses'
        ? {
            data: {
              data: params.search
                ? [{ id: 9, title: 'My genetics draft', facilitator: 'Grace Hopper', status: 'draft' }]
                : [
                    { id: 4, title: 'Cell biology', facilitator: 'Rosalind Franklin', status: 'published' },
                    { id: 9, title: 'My genetics draft', facilitator: 'Grace Hopper', status: 'draft' },
                  ],
            },
          }
        : undefined,
    );
    await renderPage();
    expect(await screen.findByRole('button', { name: /Cell biology/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /My genetics draft/ })).toHaveTextContent('Draft');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'genetics');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cell biology/ })).toBeNull());
    expect(screen.getByRole('button', { name: /My genetics draft/ })).toBeInTheDocument();
    expect(api.seen.some((r) => r.url === '/lti/courses' && r.params.search === 'genetics')).toBe(true);
    expect(api.seen.some((r) => r.url === '/courses')).toBe(false);
  });

  it('shows, in French, why the LMS cannot take a course here', async () => {
    api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url === '/lti/courses') {
        return { data: { data: [{ id: 4, title: 'Biologie', facilitator: 'R. F.', status: 'published' }] } };
      }
      if (method === 'POST' && url === '/lti/deep-links/req-1') {
        return {
          status: 409,
          data: {
            message:
              'La plateforme n’accepte ici que des fichiers ou du HTML ; Parcours ajoute un cours comme lien LTI ou lien web. Ajoutez le contenu autrement dans la plateforme.',
          },
        };
      }
      return undefined;
    });
    await renderPage('fr');
    await userEvent.click(await screen.findByRole('button', { name: /Biologie/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à la plateforme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La plateforme n’accepte ici que des fichiers ou du HTML',
    );
  });
});
