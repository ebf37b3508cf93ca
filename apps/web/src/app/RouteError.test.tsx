import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new Error('boom');
}

describe('router error screen', () => {
  it('shows our 500 page instead of the default error screen', async () => {
    await initI18n('en');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows the 404 page for a route the router cannot match', async () => {
    await initI18n('fr');
    const router = createMemoryRouter([{ path: '/', element: <p>home</p>, errorElement: <RouteError /> }], {
      initialEntries: ['/missing'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
