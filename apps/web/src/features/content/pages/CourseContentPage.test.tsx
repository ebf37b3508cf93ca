import { roles } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { CourseContentPage } from './CourseContentPage';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const page = (
  <Routes>
    <Route path="/dashboard/admin/courses/:courseId/content" element={<CourseContentPage />} />
  </Routes>
);

async function renderAs(role: number, language: 'en' | 'fr' = 'en') {
  // The units answer empty; the course and its quiz are not needed here (404).
  api = fakeApi(({ url }) => (url === '/admin/courses/3/units' ? { data: { data: [] } } : undefined));
  await renderWithApp(page, {
    language,
    path: '/dashboard/admin/courses/3/content',
    state: { auth: signedIn(learner({ role })) },
  });
}

describe('CourseContentPage header', () => {
  it('links to the course gradebook for admins', async () => {
    await renderAs(roles.admin);
    expect(await screen.findByRole('link', { name: 'Gradebook' })).toHaveAttribute(
      'href',
      '/dashboard/admin/courses/3/gradebook',
    );
  });

  it('names it in French for an instructor', async () => {
    await renderAs(roles.instructor, 'fr');
    expect(await screen.findByRole('link', { name: 'Carnet de notes' })).toHaveAttribute(
      'href',
      '/dashboard/admin/courses/3/gradebook',
    );
  });

  it('links designers, who author the course, to its gradebook too', async () => {
    await renderAs(roles.designer);
    expect(await screen.findByRole('link', { name: 'Back to the course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gradebook' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/gradebook$/),
    );
  });
});
