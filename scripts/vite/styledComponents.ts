import type { Plugin } from 'vite';

/**
 * The options of the styled-components transform built into Oxc, the compiler Vite 8 already runs on
 * every TypeScript module (a port of babel-plugin-styled-components, same options): ADR 0013.
 *
 * - `ssr`: every `styled.x`, `styled(Component)`, `.attrs()` and `styled.x(fn)` definition gets a
 *   `componentId` from its file's path and its place in that file (the same in every build from the same
 *   folder; a checkout elsewhere gets other ids, consistently). Without one, styled-components numbers
 *   components in the order their modules run, and that number goes into every class name: the
 *   prerender runs all pages' modules in one order, a browser the entry and then one page's chunk, so
 *   class names would differ and hydration would fail (ADR 0006). `css`, `keyframes` and
 *   `createGlobalStyle` need none: styled-components names them after their content.
 * - `minify`: the CSS inside the template literals loses its whitespace and comments: 0.55-1.04 kB
 *   (Brotli) less on each public page (docs/performance.md).
 * - `displayName` when serving (`npm run dev`, `npm run storybook`, the tests) and in Storybook's own
 *   build (`.storybook/main.ts`, which sets it; its pages are not public): a class like
 *   `Layout__Page-sc-…` names the component in the DOM, but in a build the names cost 0.5-0.7 kB per page.
 * - No `transpileTemplateLiterals`: Oxc leaves template literals as they are, so the array form is only
 *   longer (0.3 kB more on /contact). No `pure`: it changed no byte of the site's build (every definition
 *   is used), and it would mark `createGlobalStyle`, which is used for its effect, as free to drop.
 */
function styledComponentsOptions(command: 'build' | 'serve', displayName = command === 'serve') {
  return {
    ssr: true,
    minify: true,
    displayName,
    fileName: true,
    transpileTemplateLiterals: false,
    pure: false,
  };
}

/** Turns the transform on, for every build and server this configuration makes (site, prerender, Storybook, vitest). */
export function styledComponents(): Plugin {
  return {
    name: 'styled-components',
    config: (config, { command }) => {
      const configured = config.oxc ? config.oxc.plugins?.styledComponents?.displayName : undefined;
      return { oxc: { plugins: { styledComponents: styledComponentsOptions(command, configured) } } };
    },
  };
}
