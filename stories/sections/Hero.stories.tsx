import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '@/components/Button';
import { Hero } from '@/sections/Hero';
import { mockScreenshot } from '@testing/mocks/images';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Launching soon',
    title: 'Professional Invoicing Made Simple',
    description: 'Create, send and track invoices, manage clients and see your earnings at a glance.',
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

const onJoin = fn();

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="inverse" size="lg" onClick={onJoin}>
          Join Waitlist
        </Button>
        <Button variant="secondary" size="lg" endIcon={<ArrowRight size={18} aria-hidden />}>
          Learn More
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Professional Invoicing Made Simple' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Professional Invoicing Made Simple');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(onJoin).toHaveBeenCalledTimes(1);
  },
};

export const TextOnly: Story = {};

export const WithMedia: Story = {
  args: {
    media: <img {...{ src: mockScreenshot('Dashboard Overview'), width: 1200, height: 750 }} alt="Dashboard preview" />,
  },
};

export const LongTitle: Story = {
  args: { title: 'From signup to your first professional invoice in under ten minutes, on any device you own' },
};

export const Mobile: Story = { ...WithActions, globals: { viewport: { value: 'mobile' } } };
