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
const queryClient = createQueryClient();
const pagesOpened = preloadPages(
  router.state.matches.map((match) => match.route.element),
  queryClient,
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/*
 * The first render waits for the opened page's code (at most PAGE_WAIT_MS). Rendered earlier,
 * the page would suspend, and React reveals a suspended page no sooner than 300 ms after its
 * loader showed: the page's own calls would start that much later (docs/performance.md).
 */
const PAGE_WAIT_MS = 2000;
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
void Promise.race([pagesOpened, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]).then(
  render,
);
