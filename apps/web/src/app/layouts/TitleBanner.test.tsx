import type { Language } from '@parcours/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { createAppStore } from '../../shared/store';
import { AppProviders, createQueryClient } from '../providers';
import { routes } from '../router';
import { TitleBanner } from './TitleBanner';

/** The route of the app table at these nested paths (the handle it declares is what the banner reads). */
function appRoute(...segments: string[]): RouteObject {
  let level: RouteObject[] = routes;
  let found: RouteObject | undefined;
  for (const segment of segments) {
    const search = (list: RouteObject[]): RouteObject | undefined => {
      for (const r of list) {
        if (r.path === segment) return r;
        // Layout and guard routes have no path: look through them.
        const inner = !r.path && r.children ? search(r.children) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    found = search(level);
    if (!found) throw new Error(`no route ${segments.join(' > ')}`);
    level = found.children ?? [];
  }
  return found!;
}

async function bannerAt(path: string, handle: unknown, language: Language = 'en') {
  await initI18n(language);
  const router = createMemoryRouter(
    [{ path: 'dashboard', children: [{ path: '*', handle, element: <TitleBanner /> }] }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.getByTestId('banner-title');
}

describe('title banner', () => {
  it('names the learner’s path page rather than the dashboard, in both languages', async () => {
    const { handle } = appRoute('dashboard', 'student', 'courses/:courseId/path');
    expect(await bannerAt('/dashboard/student/courses/5/path', handle)).toHaveTextContent('My path');
    cleanup();
    expect(await bannerAt('/dashboard/student/courses/5/path', handle, 'fr')).toHaveTextContent(
      'Mon parcours',
    );
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Mon parcours');
  });

  it('names the dashboard pages after what they show', async () => {
    const viewer = appRoute('dashboard', 'student', 'courses/:courseId').handle;
    expect(await bannerAt('/dashboard/student/courses/5', viewer)).toHaveTextContent('My course');
    cleanup();
    const quizzes = appRoute('dashboard', 'student', 'my-quizzes').handle;
    expect(await bannerAt('/dashboard/student/my-quizzes', quizzes, 'fr')).toHaveTextContent('Mes quiz');
    cleanup();
    const users = appRoute('dashboard', 'admin', 'users/pending').handle;
    expect(await bannerAt('/dashboard/admin/users/pending', users)).toHaveTextContent('Users');
  });

  it('names a course gradebook, in both languages', async () => {
    const { handle } = appRoute('dashboard', 'admin', 'courses/:courseId/gradebook');
    expect(await bannerAt('/dashboard/admin/courses/3/gradebook', handle)).toHaveTextContent('Gradebook');
    cleanup();
    expect(await bannerAt('/dashboard/admin/courses/3/gradebook', handle, 'fr')).toHaveTextContent(
      'Carnet de notes',
    );
  });

  it('falls back to the first path segment for pages that do not name themselves', async () => {
    const { handle } = appRoute('dashboard', 'student', 'categories/:categoryId');
    expect(await bannerAt('/dashboard/student/categories/3', handle)).toHaveTextContent('Dashboard');
  });
});
