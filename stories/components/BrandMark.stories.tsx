import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { BrandMark } from '@/components/BrandMark';
import { theme } from '@/theme';

const meta = {
  title: 'Components/BrandMark',
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark at the header's size, decorative: the brand name beside it says what it is. */
export const Default: Story = {
  args: { size: 36 },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.getBoundingClientRect().width).toBe(36);
  },
};

/** The sizes it is drawn at, on the light header and the dark footer: the same drawing, sharp at each. */
export const SizesAndSurfaces: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: theme.space[400] }}>
      {[theme.color.surface.raised, theme.color.surface.inverse].map((background) => (
        <div
          key={background}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: theme.space[400],
            padding: theme.space[400],
            background,
          }}
        >
          {[16, 24, 36, 64].map((size) => (
            <BrandMark key={size} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
