import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from '@/app/App';
import { publicRouteFor } from '@/app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

if (container.hasChildNodes()) {
  // A prerendered page: fetch its chunk first, so hydration renders exactly the tree the build did.
  // Other pages' code is fetched when the visitor heads for them (BrowserLocation), not before.
  void publicRouteFor(window.location.pathname)
    .page.preload()
    .then(() => {
      // As a transition, hydration works in slices of a few milliseconds and lets the browser handle
      // input in between, instead of one long task that blocks the page (Total Blocking Time).
      startTransition(() => {
        hydrateRoot(container, <App />);
      });
    });
} else {
  // The dev server's index.html (every built page is prerendered): render from scratch.
  createRoot(container).render(<App />);
}
