import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  // Telemetry makes every build wait on DNS lookups that cannot succeed offline.
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Components named in their classes (`Layout__Page-sc-…`) in the built Storybook too, as when it is
  // served: its pages are not public, so the names cost visitors nothing (scripts/vite/styledComponents.ts).
  //
  // The site's build drops the MSW worker from its output (vite.config.ts); a built Storybook needs it
  // (`npm run screenshots`, Chromatic): without it every story failed to register its mocks.
  viteFinal: (viteConfig) =>
    mergeConfig(
      {
        ...viteConfig,
        plugins: viteConfig.plugins
          // Any depth Vite's nested plugin arrays reach; `flat(Infinity)` is too deep for TypeScript to type.
          ?.flat(20)
          .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'drop-mock-service-worker')),
      },
      { oxc: { plugins: { styledComponents: { displayName: true } } } },
    ),
};

export default config;
