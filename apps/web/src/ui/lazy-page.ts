import type { QueryClient } from '@tanstack/react-query';
import {
  createElement,
  isValidElement,
  lazy,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Starts a page's first calls; given the app's query client and the page's props. */
export type PagePrefetch<P> = (client: QueryClient, props: P) => Promise<void>;

/**
 * A page whose code loads when it is first shown, as a chunk of its own: the sign-in page does
 * not download the product rooms, the charts or the admin console (docs/performance.md, "First
 * load"). The route's Suspense boundary (RootLayout, PrintLayout) shows a loader meanwhile.
 * `preload()` starts loading it before it is shown and, given the query client, `prefetch`
 * (loaded with the page's code) starts the page's first calls before its first render.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  prefetch?: () => Promise<PagePrefetch<P>>,
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(loadOnce);
  /*
   * Code already in renders at once. React.lazy suspends on its first render even then, and
   * React reveals a suspended page no sooner than 300 ms after its loader: the page's own calls
   * would start that much later. Each mount keeps the one it began with, so a page that
   * suspended is not mounted a second time when its code arrives.
   */
  function LazyPage(props: P) {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyPage, {
    preload: (client?: QueryClient, props?: P): Promise<void> => {
      // A call that fails is asked for again by the page, which shows the failure.
      if (client && props && prefetch) {
        void prefetch()
          .then((start) => start(client, props))
          .catch(() => undefined);
      }
      // A failure shows when the page renders (the route's error page); nothing to report here.
      return loadOnce().then(
        () => undefined,
        () => undefined,
      );
    },
  });
}

const canPreload = (
  type: unknown,
): type is { preload: (client: QueryClient, props: unknown) => Promise<void> } =>
  typeof type === 'function' && 'preload' in type;

/**
 * Starts loading the lazy pages among the given route elements (those of the address the app
 * opens on), so that a page's code arrives beside the sign-in check rather than after it, and
 * their first calls as their code arrives rather than after the first render. Settles when the
 * code is in (or failed: the route's error page says so when it renders).
 */
export function preloadPages(elements: readonly ReactNode[], client: QueryClient): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const element of elements) {
    if (isValidElement(element) && canPreload(element.type)) {
      loads.push(element.type.preload(client, element.props));
    }
  }
  return Promise.all(loads).then(() => undefined);
}
