import { roles } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireCourse, wireList } from '../../../test/wire';
import { AdminCoursesPage } from './AdminCoursesPage';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

async function renderAs(role: number, language: 'en' | 'fr' = 'en') {
  api = fakeApi(({ url }) => {
    if (url === '/admin/courses') return { data: wireList([wireCourse({ id: 3, title: 'Physics' })]) };
    if (url === '/categories') return { data: wireList([]) };
    return undefined;
  });
  await renderWithApp(<AdminCoursesPage />, {
    language,
    state: { auth: signedIn(learner({ role })) },
  });
  await screen.findByText('Physics');
}

describe('AdminCoursesPage row actions', () => {
  it('links each course to its gradebook for admins', async () => {
    await renderAs(roles.admin);
    expect(screen.getByRole('link', { name: 'Gradebook of Physics' })).toHaveAttribute(
      'href',
      '/dashboard/admin/courses/3/gradebook',
    );
  });

  it('names the link in French', async () => {
    await renderAs(roles.instructor, 'fr');
    expect(screen.getByRole('link', { name: 'Carnet de notes de Physics' })).toHaveAttribute(
      'href',
      '/dashboard/admin/courses/3/gradebook',
    );
  });

  it('offers the gradebook to designers, whose list holds the courses they author', async () => {
    await renderAs(roles.designer);
    expect(await screen.findByRole('link', { name: 'Gradebook of Physics' })).toHaveAttribute(
      'href',
      '/dashboard/admin/courses/3/gradebook',
    );
  });
});
