import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/routes';

/** Renders the whole app, routes and providers included, at the given address. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  // The app's own client (its reaction to an ended session included), without retries or
  // caching time, so that each test sees every call it makes.
  const queryClient = createQueryClient({
    queries: { retry: false, staleTime: 0 },
    mutations: { retry: false },
  });
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
