import { type ComponentType, lazy, memo, type ReactNode, Suspense, useState } from 'react';

import { useHydrating } from './useHydrating';

/** A component whose code is a chunk of its own, and the way to fetch that chunk ahead of rendering. */
export type LazyComponent<Props extends object> = {
  /** Renders the component, suspending (once) while its chunk loads if nobody preloaded it. */
  Component: ComponentType<Props>;
  /** Fetches the chunk; resolves when the component can render without suspending. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * Splits a component into its own chunk. `React.lazy` alone would suspend on its first render even when
 * the chunk is already here, which would make prerendered markup hydrate as a fallback; so once
 * `preload` has resolved, the component renders directly — the prerender preloads before rendering,
 * and the browser preloads what it needs before hydrating, so both render the same tree.
 *
 * `startAfter`, when given, holds a render that finds the chunk missing until it resolves (e.g. until
 * the browser is idle): meanwhile React keeps showing what the server rendered.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: { startAfter?: () => Promise<void> } = {},
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(async () => {
    await options.startAfter?.();
    return { default: await preload() };
  });

  function Component(props: Props) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component later would
    // remount it and lose its state (a half-filled form, an open tab).
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}

let idle: Promise<void> | undefined;

/** Resolves once, the first time the browser is idle after the page has loaded; at once on a server. */
export function browserIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return (idle ??= new Promise<void>((resolve) => {
    const whenIdle = () =>
      window.requestIdleCallback ? window.requestIdleCallback(() => resolve()) : window.setTimeout(resolve, 1);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }));
}

/** Every section made with `deferredSection`. */
const deferredSections: Array<LazyComponent<object>> = [];

/** Never resolves: the prerendered markup of a section that never changes stays as it is. */
const never = () => new Promise<void>(() => {});

/**
 * Resolves once the element matching `selector` comes within half a screen of the viewport (at once if
 * there is no such element, or no IntersectionObserver).
 */
function near(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
  });
}

/**
 * When a prerendered section fetches its code and is hydrated (ADR 0028):
 * - `never`: its markup never changes once drawn (text, pictures, links, Join Waitlist, which work
 *   without React: BrowserLocation, openWaitlist.ts), so the first page never fetches its code;
 * - `idle`: once the browser is first idle (something to press that the app handles);
 * - `{ near: selector }`: once that element comes within half a screen of the viewport (a viewer further
 *   down the page, which a reader who never scrolls there never pays for).
 */
export type Hydration = 'never' | 'idle' | { near: string };

/**
 * A section of a page that is not hydrated with the rest of it: until its moment (`hydrate`) React
 * leaves the prerendered markup as it is (selective hydration, inside the section's own Suspense
 * boundary, which the prerender renders too), and its code is no part of what the page fetches first.
 * A press on one of its buttons before then is pressed again once it has hydrated (earlyPress.ts).
 *
 * Rendered by a navigation instead (nothing prerendered to keep), the section is part of its page's
 * render: it waits for nothing and has no boundary of its own, so the page appears with the section in
 * place, never without it first (Learn More scrolls to the showcase 100 ms after /how-it-works
 * renders); the navigation waits for its code.
 */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { hydrate }: { hydrate: Hydration },
) {
  const startAfter = hydrate === 'never' ? never : hydrate === 'idle' ? browserIdle : () => near(hydrate.near);
  const lazySection = lazyComponent(load, { startAfter });
  const sectionInPage = lazyComponent(lazySection.preload);
  // Preloading the section in page loads both: the prerender and the stories render either without suspending.
  deferredSections.push(sectionInPage as LazyComponent<object>);
  // Its own boundary: a section still loading holds back only itself, never the page around it. Memoised,
  // so the render after hydration (below) passes nothing into the boundary while it still waits: a
  // dehydrated boundary that receives an update is thrown away and rendered afresh on the client, and a
  // click on its prerendered markup would be lost with the markup. (A context that changes above it
  // would do the same: the page is remounted on every navigation, src/app/routes.tsx.)
  const PrerenderedSection = memo(function PrerenderedSection(props: Props) {
    return (
      <Suspense fallback={null}>
        <lazySection.Component {...props} />
      </Suspense>
    );
  });
  function DeferredSection(props: Props): ReactNode {
    // Renders again once hydration is over (useHydrating turns false).
    const hydrating = useHydrating();
    // Chosen once per mount, as the hydration render sees it: switching later would remount it.
    const [prerendered] = useState(hydrating);
    if (!prerendered) return <sectionInPage.Component {...props} />;
    return <PrerenderedSection {...props} />;
  }
  return DeferredSection;
}

/**
 * Fetches every deferred section's code, the sections inside sections too (a section's module, once
 * fetched, can make more): what the prerender and the stories do before rendering, so nothing suspends.
 */
export async function preloadDeferredSections(): Promise<void> {
  for (let done = 0; done < deferredSections.length;) {
    const batch = deferredSections.slice(done);
    done = deferredSections.length;
    await Promise.all(batch.map((section) => section.preload()));
  }
}
