import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { mergeConfig, type Plugin, type UserConfig } from 'vite';

import { baseConfig, siteOutDir } from './vite.base.config.ts';

/**
 * The MSW worker in public/ and the story worker that loads it serve Storybook and the story tests
 * only; the production site must not ship a request-mocking service worker.
 */
const mockServiceWorkers = ['mockServiceWorker.js', 'storyServiceWorker.js'];
const dropMockServiceWorker = (): Plugin => {
  let builtTo = siteOutDir;
  return {
    name: 'drop-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      builtTo = config.build.outDir;
    },
    closeBundle() {
      for (const worker of mockServiceWorkers) rmSync(join(builtTo, worker), { force: true });
    },
  };
};

/**
 * Each file is compressed on its own, and the automatic split left every page fetching small files (an
 * icon, the table of paths: 60-400 bytes) that cost more than their content. These chunks put modules
 * that travel together in one file, so that no page loads more than a few hundred bytes it did not load
 * before. A group takes the modules its test names and what they import, or only those modules where
 * `includeDependenciesRecursively` is false (what they import then stays where it was, so that no module
 * of the entry goes to a chunk that imports the entry).
 */
const publicPageChunks = [
  // What every page loads: the buttons, the page's meta and section, the table of paths, the icon
  // component with the check mark (the alert, the call to action, the sign-up success, /contact), and
  // what they import (the theme's tokens, the container, the site's config). The entry imports it, and
  // it imports nothing of the entry. It was in the entry or in three small files every page fetched
  // beside it (Button, paths, SitePageMeta). VisuallyHidden too: the forms, /, /contact and
  // /how-it-works use it, and alone it was one more file for each of them (/contact 0.2 kB over budget).
  {
    name: 'common',
    test: /[\\/]src[\\/](components[\\/](Button|Spinner|Section|PageMeta|VisuallyHidden)[\\/]|components[\\/]useHydrating\.ts$|pages[\\/]SitePageMeta\.tsx)|[\\/]shared[\\/]content[\\/]paths\.ts|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-check\.mjs$/,
    priority: 2,
  },
  // The hero band with the small icons and anchor names of the pages that have one: lightbulb (/about,
  // /contact), external link (/contact; the demo video on /features, /how-it-works), clock (/contact,
  // /how-it-works), the anchors (/, /contact, the /how-it-works showcase). /coming-soon has a hero and
  // none of them (0.3 kB more for it); /waitlist and the outcome pages have no hero. With them the
  // grid of cards (components/BalancedGrid): every page with a hero has a grid and no other page has
  // one. Alone it was one more file for six pages; beside the card, /waitlist's 0.5 kB over budget.
  {
    name: 'hero',
    test: /[\\/]src[\\/](sections[\\/]Hero[\\/]|sections[\\/](HeroShot[\\/]index|(CallToAction|BenefitChecklist|FeatureGrid)[\\/]deferred)\.ts$|components[\\/](BalancedGrid|IconBadge)[\\/]|content[\\/]anchors\.ts)|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](lightbulb|external-link|clock|arrow-right)\.mjs$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The product's screenshots (src/content/screenshots.ts) and what keeps a press on a deferred section
  // before it hydrated (earlyPress: the showcase's and the Sneak Peek's buttons). /, /how-it-works and
  // /coming-soon load the first; the last two also import the second. On its own it was one more file
  // for both (/how-it-works at the budget, 102.6 kB).
  {
    name: 'screenshots',
    test: /[\\/]src[\\/](content[\\/]screenshots|components[\\/]earlyPress)\.ts$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/**
 * What the browser's build of the public site gets beside the configuration below.
 *
 * The chunks above (publicPageChunks). Not in the prerender's server build: its modules run in the order
 * its chunks import one another, and styled-components writes each page's styles in that order, so the
 * common chunk would put the container's, the sections' and the buttons' styles before the global style
 * in every prerendered page. Without them there, the prerendered pages are byte for byte what they were,
 * and so is the order of the styles a page starts with in the browser (it follows the prerendered
 * page's).
 *
 * No preload helper. Vite wraps every dynamic `import()` in one that also fetches the imported chunk's
 * CSS and, with `modulePreload` (off here), its imports. The site has no CSS files, so every call passes
 * no files and the helper only re-throws a failed import after a `vite:preloadError` event that nothing
 * listens for: dead code, 0.6 kB (Brotli) of every page's entry chunk (vitejs/vite#18551). Here it is a
 * plain call. Should a chunk ever import CSS, which only the helper would load, the build stops instead
 * of shipping pages without it.
 */
const publicSiteClient = (): Plugin => {
  // Known once every plugin's config hook has run (Storybook sets its entry in one): whether this is the
  // browser's build of the site's own entry (index.html), not the prerender's server build or Storybook.
  let active = false;
  return {
    name: 'public-site-client',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      active = !config.build.ssr && config.build.rollupOptions.input === undefined;
    },
    outputOptions(options) {
      if (!active || typeof options.codeSplitting !== 'object') return null;
      const groups = [...(options.codeSplitting.groups ?? []), ...publicPageChunks];
      return { ...options, codeSplitting: { ...options.codeSplitting, groups } };
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => (active ? 'export const __vitePreload = (load) => load();' : null),
    },
    generateBundle(_options, bundle) {
      if (!active) return;
      const withCss = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && (output.viteMetadata?.importedCss.size ?? 0) > 0,
      );
      if (withCss.length > 0) {
        this.error(
          `CSS imported by ${withCss.map((chunk) => chunk.fileName).join(', ')}: Vite's preload helper is what ` +
            'loads the CSS of a chunk imported on demand, so the plain call in publicSiteClient (vite.config.ts) must go.',
        );
      }
    },
  };
};

/**
 * The public site: its browser build, the prerender's server build (scripts/build-site.mjs), `npm run dev`,
 * Storybook and the tests. The admin portal is built with vite.portal.config.ts; what both share is in
 * vite.base.config.ts.
 */
export default mergeConfig(baseConfig(), {
  plugins: [dropMockServiceWorker(), publicSiteClient()],
  // The manifest tells the prerender which chunks each page needs (scripts/build-site.mjs deletes it).
  // No module preloading by Vite on the public site: prerendered pages preload their chunks through the
  // boot script (scripts/build-site.mjs), and a chunk fetched later (a dialog) may fetch its few imports
  // itself; no preload helper either (publicSiteClient). Every kilobyte of the first load counts (bundle
  // budget, e2e).
  build: {
    outDir: siteOutDir,
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The form kit (fields, the e-mail field with its suggestion's words, the alert that reports a
            // send and its icons, the honeypot, the fine print, the API error type, the contract's limits)
            // in one chunk for the pages with a form (/contact, /waitlist, the outcome pages, the waitlist
            // dialog): as the automatic split left it, five to eight small files each compressed on its
            // own. Only these modules, not what they import (the theme, React), which the entry and the
            // common chunk have already. Not the e-mail field's typo rule (EmailField/suggestAddress.ts
            // and its library), a chunk of its own fetched when a visitor reaches an e-mail field. The
            // browser's build adds more groups (publicSiteClient).
            {
              name: 'forms',
              test: /[\\/]src[\\/](components[\\/](TextField|TextArea|Field|Alert|HoneypotField|FinePrint)[\\/]|components[\\/]EmailField[\\/](EmailField\.tsx|index\.ts)$|content[\\/]emailSuggestion\.ts$|components[\\/]valuesTypedBeforeStart|api[\\/]errors)|[\\/]shared[\\/]contract[\\/]constants|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](triangle-exclamation-point|circle-exclamation-point|info)\.mjs$/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser, which fails
  // the story tests that were running at that moment (seen on the first run of a fresh clone).
  // `msw/browser` (imported by msw-storybook-addon) is named too: left out, each story file's page
  // loaded it as some 75 separate modules, a third of what the page requested before its first story.
  optimizeDeps: {
    include: [
      '@tanstack/react-query',
      // Imported on demand (components/EmailField), so found late in a run without this.
      '@zootools/email-spell-checker',
      'lucide-react',
      'react-router-dom',
      'styled-components',
      'msw',
      'msw/browser',
      // Imported on demand (portal/security's QR code), so found late in a run without this.
      'uqr',
      'zod',
    ],
  },
} satisfies UserConfig);
