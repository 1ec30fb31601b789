import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app/providers';
import { createAppRoutes } from './app/routes';
import { preloadPages } from './ui/lazy-page';

const router = createBrowserRouter(createAppRoutes());
preloadPages(router.state.matches.map((match) => match.route.element));
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
