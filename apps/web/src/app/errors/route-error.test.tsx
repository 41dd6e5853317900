import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Exploding(): never {
  throw new Error('boom');
}

function renderFailingRoute(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        children: [{ path: 'broken', element: <Exploding /> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

// React and the router report the failures we provoke on purpose; keep the test output clean.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('RouteError', () => {
  it('shows the translated error screen with a retry when a page throws', async () => {
    renderFailingRoute('/broken');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the 404 page when nothing matches (a 404 route error)', async () => {
    renderFailingRoute('/missing');

    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
  });
});
