import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { LtiPickCoursePage } from './LtiPickCoursePage';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const courses = [
  { id: 4, title: 'Cell biology', facilitator: 'Rosalind Franklin', status: 'published' },
  { id: 9, title: 'My genetics draft', facilitator: 'Grace Hopper', status: 'draft' },
];

async function renderPage(language: 'en' | 'fr' = 'en') {
  const { Routes, Route } = await import('react-router');
  return renderWithApp(
    <Routes>
      <Route path="/lti/pick-course/:link" element={<LtiPickCoursePage />} />
    </Routes>,
    { path: '/lti/pick-course/31', language },
  );
}

describe('LtiPickCoursePage', () => {
  it('lists the courses the teacher may link, their drafts marked, and links the LMS link to the one picked', async () => {
    api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url === '/lti/courses') return { data: { data: courses } };
      if (method === 'POST' && url === '/lti/links/31/course') return { data: { data: { course_id: 9 } } };
      return undefined;
    });
    await renderPage();
    const draft = await screen.findByRole('button', { name: /My genetics draft/ });
    expect(draft).toHaveTextContent('Draft');
    expect(screen.getByRole('button', { name: /Cell biology/ })).not.toHaveTextContent('Draft');
    const confirm = screen.getByRole('button', { name: 'Open this course from the link' });
    expect(confirm).toBeDisabled();
    await userEvent.click(draft);
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'this LMS link now opens the course you chose',
    );
    expect(api.seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ course_id: 9 }]);
  });

  it('works in French and shows the refusal of a link the teacher did not launch', async () => {
    api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url === '/lti/courses') return { data: { data: courses } };
      if (method === 'POST') {
        return {
          status: 404,
          data: {
            message:
              'Ce lien de la plateforme n’est pas un lien que vous avez ouvert comme enseignant. Ouvrez-le de nouveau depuis le cours de la plateforme.',
          },
        };
      }
      return undefined;
    });
    await renderPage('fr');
    expect(
      await screen.findByRole('heading', {
        name: 'Choisissez le cours Parcours de ce lien de la plateforme',
      }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /My genetics draft/ }));
    expect(screen.getByRole('button', { name: /My genetics draft/ })).toHaveTextContent('Brouillon');
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir ce cours depuis le lien' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'pas un lien que vous avez ouvert comme enseignant',
      ),
    );
  });
});
