import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock, ShieldCheck } from 'lucide-react';
import { expect } from 'storybook/test';

import { Chip, type ChipTone } from '@/components/Chip';
import { theme } from '@/theme';

/** How the admin portal colours a contact message's status (product.md §4). */
const messageStatuses: { label: string; tone: ChipTone }[] = [
  { label: 'New', tone: 'error' },
  { label: 'In Progress', tone: 'warning' },
  { label: 'Resolved', tone: 'success' },
  { label: 'Closed', tone: 'default' },
];

const toneNames: Record<ChipTone, string> = {
  default: 'Neutral',
  error: 'Error',
  warning: 'Warning',
  success: 'Success',
  info: 'Info',
};
const tones = Object.keys(toneNames) as ChipTone[];

const row = { display: 'flex', gap: theme.space[200], alignItems: 'center', flexWrap: 'wrap' } as const;

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { children: 'Closed' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ErrorTone: Story = { args: { tone: 'error', children: 'New' } };

export const WarningTone: Story = { args: { tone: 'warning', children: 'In Progress' } };

export const SuccessTone: Story = { args: { tone: 'success', children: 'Resolved' } };

export const InfoTone: Story = { args: { tone: 'info', children: 'Website' } };

export const Small: Story = { args: { size: 'sm', tone: 'success', children: 'Resolved' } };

/** The admin header's chips; the icon is decorative, the text carries the meaning. */
export const WithIcon: Story = {
  render: (args) => (
    <div style={row}>
      <Chip {...args} tone="info" icon={<ShieldCheck />}>
        Admin
      </Chip>
      <Chip {...args} tone="success" icon={<Lock />}>
        Secure Session
      </Chip>
    </div>
  ),
  play: async ({ canvas }) => {
    const admin = canvas.getByText('Admin');
    await expect(admin).toHaveTextContent(/^Admin$/);
    await expect(admin.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

export const MessageStatuses: Story = {
  render: (args) => (
    <div style={row}>
      {messageStatuses.map(({ label, tone }) => (
        <Chip key={label} {...args} tone={tone}>
          {label}
        </Chip>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { label } of messageStatuses) await expect(canvas.getByText(label)).toBeVisible();
  },
};

/** Every tone in both sizes; each has its own colours. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: theme.space[300] }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={row}>
          {tones.map((tone) => (
            <Chip key={tone} {...args} tone={tone} size={size} data-tone={tone}>
              {`${toneNames[tone]} ${size}`}
            </Chip>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const backgrounds = tones.map(
      (tone) => getComputedStyle(canvasElement.querySelector(`[data-tone="${tone}"]`)!).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(tones.length);
  },
};
