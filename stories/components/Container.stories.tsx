import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Container } from '@/components/Container';
import { theme } from '@/theme';
import { remToPx } from '@testing/stories/css';

/** Tints the container so its width and gutters can be seen. */
const Content = ({ children }: { children: string }) => (
  <div
    style={{
      padding: theme.space[600],
      background: theme.color.surface.brandSubtle,
      border: `1px dashed ${theme.color.brand.primary}`,
      borderRadius: theme.radius.md,
    }}
  >
    <p>{children}</p>
  </div>
);

const meta = {
  title: 'Components/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Page container',
    role: 'group',
    children: <Content>Content is centred and never grows wider than the layout maximum of 1440 px.</Content>,
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'main', 'header', 'footer', 'nav', 'section', 'article'] },
    size: { control: 'inline-radio', options: ['default', 'narrow'] },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a screen wider than the layout, the content stops at 1440 px and sits in the middle. */
export const MaxWidth: Story = {
  decorators: [
    (Story) => (
      // Wider than the layout, so the cap and the centring show.
      <div style={{ width: '1600px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const container = canvas.getByRole('group', { name: 'Page container' });
    const style = getComputedStyle(container);
    await expect(style.maxWidth).toBe('1440px');
    await expect(style.maxWidth).toBe(theme.layout.maxWidth);
    await expect(container.getBoundingClientRect().width).toBe(1440);
    // Centred: equal space on both sides.
    await expect(style.marginLeft).toBe(style.marginRight);
    await expect(parseFloat(style.marginLeft)).toBeGreaterThan(0);
    await expect(style.paddingLeft).toBe(remToPx(theme.layout.gutter.desktop));
  },
};

/** Text-led content keeps a readable line length. */
export const Narrow: Story = {
  args: {
    size: 'narrow',
    children: <Content>A narrow container for articles, forms and centred introductions.</Content>,
  },
  play: async ({ canvas }) => {
    const container = canvas.getByRole('group', { name: 'Page container' });
    await expect(getComputedStyle(container).maxWidth).toBe(remToPx(theme.layout.narrowWidth));
  },
};

/** Below the `md` breakpoint the gutters shrink so phones keep their width for content. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('group', { name: 'Page container' }));
    await expect(style.paddingLeft).toBe(remToPx(theme.layout.gutter.mobile));
    await expect(style.paddingRight).toBe(remToPx(theme.layout.gutter.mobile));
  },
};

export const AsMain: Story = {
  args: { as: 'main', role: undefined, 'aria-label': undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
