import {
  createElement,
  isValidElement,
  lazy,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * A page whose code loads when it is first shown, as a chunk of its own: the sign-in page does
 * not download the product rooms, the charts or the admin console (docs/performance.md, "First
 * load"). The route's Suspense boundary (RootLayout, PrintLayout) shows a loader meanwhile.
 * `preload()` starts loading it before it is shown.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
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
    // A failure shows when the page renders (the route's error page); nothing to report here.
    preload: (): Promise<void> =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

const canPreload = (type: unknown): type is { preload: () => Promise<void> } =>
  typeof type === 'function' && 'preload' in type;

/**
 * Starts loading the lazy pages among the given route elements (those of the address the app
 * opens on), so that a page's code arrives beside the sign-in check rather than after it.
 * Settles when they are in (or failed: the route's error page says so when it renders).
 */
export function preloadPages(elements: readonly ReactNode[]): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const element of elements) {
    if (isValidElement(element) && canPreload(element.type)) loads.push(element.type.preload());
  }
  return Promise.all(loads).then(() => undefined);
}
