import type { Decorator } from '@storybook/react-vite';

import { Layout } from '@/app/Layout';

/** Renders a page story inside the site's layout, as visitors see it. */
export const withLayout: Decorator = (Story) => (
  <Layout>
    <Story />
  </Layout>
);
