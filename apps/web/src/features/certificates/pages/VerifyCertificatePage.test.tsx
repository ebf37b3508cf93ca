import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { VerifyCertificatePage } from './VerifyCertificatePage';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('VerifyCertificatePage', () => {
  it('confirms a known code with the learner, course and date', async () => {
    api = fakeApi(({ url }) =>
      url.toUpperCase() === '/CERTIFICATES/VERIFY/ABCDEFGH2345'
        ? {
            data: {
              data: {
                valid: true,
                code: 'ABCDEFGH2345',
                learner_name: 'Amal Ben Salah',
                course_title: 'Algebra',
                issued_at: '2025-03-04T10:00:00.000Z',
                counted_posttest_failed: false,
              },
            },
          }
        : undefined,
    );
    const { router } = await renderWithPath('/verify/abcdefgh2345');
    expect(router.state.location.pathname).toBe('/verify/abcdefgh2345');
    const result = await screen.findByTestId('verification');
    expect(result).toHaveAttribute('data-valid', 'true');
    expect(result).toHaveTextContent('Valid certificate');
    expect(result).toHaveTextContent('Amal Ben Salah');
    expect(result).toHaveTextContent('Algebra');
    expect(result).toHaveTextContent('04/03/2025');
  });

  it('says when the certificate was issued on a failed counted post-test', async () => {
    api = fakeApi(() => ({
      data: {
        data: {
          valid: true,
          code: 'ABCDEFGH2345',
          learner_name: 'Amal Ben Salah',
          course_title: 'Algebra',
          issued_at: '2025-03-04T10:00:00.000Z',
          counted_posttest_failed: true,
        },
      },
    }));
    await renderWithPath('/verify/ABCDEFGH2345');
    expect(await screen.findByTestId('verification-note')).toHaveTextContent(
      'Issued before Parcours required the post-test the course counts to be passed: that post-test was not passed.',
    );
  });

  it('says a code is not valid when the API does not know it', async () => {
    api = fakeApi(() => ({ status: 404, data: { message: 'Not found' } }));
    await renderWithPath('/verify/NOPE');
    const result = await screen.findByTestId('verification');
    expect(result).toHaveAttribute('data-valid', 'false');
    expect(result).toHaveTextContent('No Parcours certificate has this code.');
  });
});

// The page reads :code from the route, so it is mounted under the app's own pattern.
async function renderWithPath(path: string) {
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const { render } = await import('@testing-library/react');
  const { AppProviders, createQueryClient } = await import('../../../app/providers');
  const { initI18n } = await import('../../../i18n');
  const { createAppStore } = await import('../../../shared/store');
  await initI18n('en');
  const router = createMemoryRouter([{ path: '/verify/:code', element: <VerifyCertificatePage /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}
