import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createTestQueryClient } from './query-wrapper';

/**
 * Renders inside the app's real query client (with its central error handling, retries off)
 * and a memory router. `routes` defaults to one catch-all route showing `ui`; `wrapper` goes
 * between the two (e.g. the app's realtime provider).
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    routes,
    wrapper: Wrapper,
  }: {
    path?: string;
    routes?: RouteObject[];
    wrapper?: ComponentType<{ children: ReactNode }>;
  } = {},
) {
  const queryClient: QueryClient = createTestQueryClient();
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
  });
  const app = <RouterProvider router={router} />;
  const result = render(
    <QueryClientProvider client={queryClient}>
      {Wrapper ? <Wrapper>{app}</Wrapper> : app}
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
