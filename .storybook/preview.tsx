import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';

import { AppProviders } from '@/app/AppProviders';
import { preloadDeferredSections } from '@/components/lazyComponent';
import { defaultHandlers } from '@testing/mocks/handlers';
import { runAfterStoryChecks } from '@testing/stories/afterStory';
import { MemoryLocation } from '@testing/web/MemoryLocation';

// A play function's findBy and waitFor wait up to 5 s, not Testing Library's 1 s: the story tests run
// beside other work on a 2-core machine, where a screen's code (loaded on demand, as in the product)
// can take more than a second to arrive. A state that never comes still fails, 4 s later.
configure({ asyncUtilTimeout: 5000 });

// Stories call the real service layer; MSW answers in the browser with the fixtures in testing/mocks.
// A request no handler knows goes to the network as usual. Its worker is registered through
// public/storyServiceWorker.js, which hands it the /api/ requests only (that file says why).
initialize({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/storyServiceWorker.js' } });

/**
 * Every story renders inside the app's theme, global styles and location, as the app does; and inside a
 * router, as the admin portal's screens do.
 */
const withAppProviders: Decorator = (Story, context) => (
  <AppProviders>
    <MemoryLocation path={context.parameters.route ?? '/'}>
      <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
        <Story />
      </MemoryRouter>
    </MemoryLocation>
  </AppProviders>
);

const preview: Preview = {
  decorators: [withAppProviders],
  // Sections a page hydrates when the browser is idle are loaded first, as the prerender does, so a
  // page story shows them at once and its play function can use them.
  loaders: [mswLoader, preloadDeferredSections],
  // After a story's play function: in the story tests, its screenshot against the baseline
  // (.storybook/vitest.setup.ts); in Storybook itself, nothing.
  afterEach: runAfterStoryChecks,
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test, not just a panel warning. In `npm run
    // test:stories` (a standalone Vitest run, as the addon itself tells it) axe details violations only:
    // it still runs every rule on every element, but skips describing each passing element (a selector
    // and its HTML for every one), which nothing reads there; that was a fifth of axe's time. Storybook's
    // panel keeps what passed and what needs a person's review.
    a11y: {
      test: 'error',
      options: import.meta.env.VITEST_STORYBOOK === 'false' ? { resultTypes: ['violations'] } : {},
    },
    msw: { handlers: defaultHandlers },
    viewport: {
      options: {
        narrow: { name: 'Narrow 320', styles: { width: '320px', height: '640px' } },
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        laptop: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
