import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './api';

/**
 * One tour of each tour group (packages/core/src/domain/tours.ts): leaving one tour of a group
 * stops every tour of that group from starting by itself (spec 1 section 4).
 */
const ONE_TOUR_PER_GROUP = [
  '/dashboard',
  '/peer-comparison/balance/snapshot',
  '/peer-comparison/creditquality/pdna',
  '/peer-comparison/trends',
  '/peer-comparison/quarterly/group',
  '/peer-comparison/correlations',
  '/peer-comparison/performance/snapshot',
  '/peer-comparison/groups/manage',
  '/non-maturity-deposits/decay_basic',
  '/non-maturity-deposits/beta_reg/beta_basic',
];

/** Leaves every guided tour of the signed-in user, so no tour overlay covers a page. */
export async function leaveTours(request: APIRequestContext, token: string) {
  for (const path of ONE_TOUR_PER_GROUP) {
    const response = await request.put('/api/tour', {
      data: { path, completed: false, cancelled: true },
      headers: { 'x-csrf-token': token },
    });
    if (!response.ok()) throw new Error(`tour ${path}: ${response.status()}`);
  }
}

/**
 * Clears every tour record the signed-in user has saved, so tours start by themselves again
 * whatever test signed this user in before.
 */
export async function resetTours(request: APIRequestContext, token: string) {
  const saved = await getJson<{ path: string }[]>(request, '/api/tour');
  for (const { path } of saved) {
    const response = await request.put('/api/tour', {
      data: { path, completed: false, cancelled: false },
      headers: { 'x-csrf-token': token },
    });
    if (!response.ok()) throw new Error(`tour ${path}: ${response.status()}`);
  }
}

/**
 * Signs the page's browser context in through the API and leaves every tour, so that no tour
 * overlay covers the page. Answers the anti-forgery token for further calls.
 */
export async function signInWithoutTours(page: Page, email: string): Promise<string> {
  const token = await apiLogin(page.request, email);
  await leaveTours(page.request, token);
  return token;
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Opens a path of the app the way its own links do, without loading the page again: the
 * router follows the history entry, as it does for the browser's Back button. A test that
 * visits many pages spends its time on the pages, not on starting the app each time. The history
 * entry is set at once; the caller waits for what the new page shows (a route may redirect).
 */
export async function openInApp(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
