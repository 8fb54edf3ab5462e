import { type ComponentType, lazy, useState } from 'react';

/** A page whose code is a chunk of its own, and the way to fetch that chunk ahead of rendering. */
export type LazyPage = {
  /** Renders the page, suspending (once) while its chunk loads if nobody preloaded it. */
  Page: ComponentType;
  /** Fetches the page's chunk; resolves when the page can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * Splits a page into its own chunk. `React.lazy` alone would suspend on its first render even when the
 * chunk is already here, which would make a prerendered page hydrate as a fallback; so once `preload`
 * has resolved, the page renders directly — the server preloads before rendering and the browser
 * preloads the current page before hydrating, and both render the same tree.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(async () => ({ default: await preload() }));

  function Page() {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component later would
    // remount the page and lose its state (a half-filled form, an open tab).
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Component />;
  }
  return { Page, preload };
}
