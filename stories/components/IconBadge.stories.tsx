import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, FileText, Mail, Receipt, Rocket, Users } from 'lucide-react';
import { expect } from 'storybook/test';

import { IconBadge, type IconBadgeSize, type IconBadgeTone } from '@/components/IconBadge';
import { StatCard } from '@/components/StatCard';
import { theme } from '@/theme';

/** Each size with the icon size its uses give it, smallest first. */
const sizes: { size: IconBadgeSize; icon: number; usedBy: string }[] = [
  { size: 'xs', icon: 20, usedBy: 'the logo' },
  { size: 'sm', icon: 20, usedBy: 'stat and topic cards' },
  { size: 'md', icon: 22, usedBy: 'the quick-response note' },
  { size: 'lg', icon: 24, usedBy: 'feature cards' },
  { size: 'xl', icon: 26, usedBy: 'teaser tiles, contact methods' },
];

const tones: IconBadgeTone[] = ['subtle', 'subtleStrong', 'solid'];

const row = { display: 'flex', gap: theme.space[400], alignItems: 'center', flexWrap: 'wrap' } as const;
const column = { display: 'grid', gap: theme.space[100], justifyItems: 'center' } as const;

const meta = {
  title: 'Components/IconBadge',
  component: IconBadge,
  args: { 'aria-hidden': 'true', children: <FileText size={20} /> },
  argTypes: {
    $size: { control: 'inline-radio', options: sizes.map(({ size }) => size) },
    $tone: { control: 'inline-radio', options: tones },
    $shape: { control: 'inline-radio', options: ['square', 'round'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small square on the brand tint; decorative, so it is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('span');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(badge?.querySelector('svg')).not.toBeNull();
    await expect(badge?.getBoundingClientRect().width).toBe(40);
  },
};

export const SubtleStrong: Story = { args: { $tone: 'subtleStrong' } };

export const Solid: Story = { args: { $tone: 'solid' } };

export const Round: Story = { args: { $shape: 'round', $size: 'xl', children: <Mail size={26} /> } };

export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      {tones.map((tone) => (
        <div key={tone} style={column}>
          <IconBadge {...args} $tone={tone} />
          <IconBadge {...args} $tone={tone} $shape="round" />
          <small>{tone}</small>
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {sizes.map(({ size, icon, usedBy }) => (
        <div key={size} style={column}>
          <IconBadge {...args} $size={size}>
            <FileText size={icon} />
          </IconBadge>
          <small>
            {size}: {usedBy}
          </small>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('span[aria-hidden="true"]')].map(
      (badge) => badge.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([36, 40, 44, 48, 56]);
  },
};

/** Where the badges sit: the logo, a stat card, a teaser tile and the quick-response note. */
export const InContext: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: theme.space[600], maxWidth: '20rem' }}>
      <span style={{ ...row, gap: theme.space[300], fontWeight: theme.typography.fontWeight.bold }}>
        <IconBadge aria-hidden="true" $size="xs" $tone="solid">
          <Receipt size={20} />
        </IconBadge>
        InvoiceFlow
      </span>
      <StatCard label="Total Signups" value={12480} icon={<Users size={20} />} />
      <span style={{ ...column, gap: theme.space[300] }}>
        <IconBadge aria-hidden="true" $size="xl" $tone="solid" $shape="round">
          <Rocket size={26} />
        </IconBadge>
        Launch Ready
      </span>
      <span style={{ ...row, gap: theme.space[400], alignItems: 'flex-start' }}>
        <IconBadge aria-hidden="true" $size="md" $tone="solid" $shape="round">
          <Clock size={22} />
        </IconBadge>
        Most inquiries are answered within 4-6 hours.
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    // The badge adds nothing to what is read: the card is named by its label and figure only.
    await expect(canvas.getByText('Total Signups')).toBeVisible();
    await expect(canvas.getByText('Launch Ready')).toHaveTextContent(/^Launch Ready$/);
  },
};
