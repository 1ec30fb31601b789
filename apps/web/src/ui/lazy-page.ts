import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads when it is first shown, as a chunk of its own: the sign-in page does
 * not download the product rooms, the charts or the admin console (docs/performance.md, "First
 * load"). The route's Suspense boundary (RootLayout, PrintLayout) shows a loader meanwhile.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
