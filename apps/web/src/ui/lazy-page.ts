import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A page whose code loads when it is first shown, as a chunk of its own: the sign-in page does
 * not download the product rooms, the charts or the admin console (docs/performance.md, "First
 * load"). The route's Suspense boundary (RootLayout, PrintLayout) shows a loader meanwhile.
 * `preload()` starts loading it before it is shown.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(loadOnce), {
    // A failure shows when the page renders (the route's error page); nothing to report here.
    preload: () => void loadOnce().catch(() => undefined),
  });
}

const canPreload = (type: unknown): type is { preload: () => void } =>
  typeof type === 'object' && type !== null && 'preload' in type;

/**
 * Starts loading the lazy pages among the given route elements (those of the address the app
 * opens on), so that a page's code arrives beside the sign-in check rather than after it.
 */
export function preloadPages(elements: readonly ReactNode[]) {
  for (const element of elements) {
    if (isValidElement(element) && canPreload(element.type)) element.type.preload();
  }
}
