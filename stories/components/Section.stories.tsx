import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Section } from '@/components/Section';
import { theme } from '@/theme';
import { remToPx } from '@testing/stories/css';

const features = [
  { title: 'Smart Invoicing', text: 'Create professional invoices in seconds and send them by email.' },
  { title: 'Client Management', text: 'Keep every client, contact and billing detail in one place.' },
  { title: 'Payment Tracking', text: 'See what is paid, what is due and what is overdue at a glance.' },
];

const FeatureGrid = () => (
  <ul
    style={{
      display: 'grid',
      gap: theme.space[400],
      gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
      padding: 0,
      margin: 0,
    }}
  >
    {features.map(({ title, text }) => (
      <Card key={title} as="li">
        <h3 style={{ fontSize: theme.typography.fontSize[400], marginBottom: theme.space[200] }}>{title}</h3>
        <p style={{ color: theme.color.text.secondary }}>{text}</p>
      </Card>
    ))}
  </ul>
);

const meta = {
  title: 'Components/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Everything you need to get paid',
    description: 'Invoices, clients and payments in one place, built for freelancers and small teams.',
    children: <FeatureGrid />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'subtle', 'brand', 'inverse'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    containerSize: { control: 'inline-radio', options: ['default', 'narrow'] },
    children: { control: false },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title names the section, so it is a region landmark found by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Everything you need to get paid' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Everything you need to get paid',
    );
    await expect(within(region).getAllByRole('listitem')).toHaveLength(features.length);
  },
};

export const Subtle: Story = { args: { tone: 'subtle' } };

const CallToAction = () => (
  <div style={{ display: 'flex', gap: theme.space[300], flexWrap: 'wrap' }}>
    <Button variant="inverse" size="lg">
      Join Waitlist
    </Button>
  </div>
);

export const Brand: Story = {
  args: {
    tone: 'brand',
    align: 'center',
    title: 'Be first in line',
    description: 'Join the waitlist today and get 50% off your first year.',
    children: (
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <CallToAction />
      </div>
    ),
  },
};

/** Dark tone: text, and plain links within it, turn light. */
export const Inverse: Story = {
  args: {
    tone: 'inverse',
    eyebrow: 'Questions?',
    title: 'Talk to a person, not a bot',
    description: 'Most inquiries are answered in 4-6 hours, all within 24 hours.',
    children: (
      <p>
        Write to <a href="mailto:support@example.com">support@example.com</a> or use the contact form.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'support@example.com' });
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(link.parentElement!).color);
  },
};

export const WithEyebrow: Story = { args: { eyebrow: 'Features' } };

export const Centred: Story = { args: { eyebrow: 'Features', align: 'center' } };

/** A hero uses level 1; the heading keeps its look whatever its level. */
export const HeadingLevelOne: Story = {
  args: {
    headingLevel: 1,
    tone: 'inverse',
    padding: 'lg',
    title: 'Professional Invoicing Made Simple',
    description: 'From signup to first invoice in under 10 minutes.',
    children: <CallToAction />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Professional Invoicing Made Simple');
  },
};

/** `aria-label` names the section instead of its heading. */
export const WithoutTitle: Story = {
  args: { title: undefined, description: undefined, 'aria-label': 'Feature highlights' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Feature highlights' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

const paragraph =
  'Every invoice keeps a full history of when it was sent, viewed and paid. Reminders go out on the schedule ' +
  'you choose, and overdue invoices are flagged on the dashboard so nothing slips through the cracks. ';

export const LongContent: Story = {
  args: {
    eyebrow: 'How it works',
    title: 'From the first draft to the final payment, every step of the invoicing process in one place',
    description: paragraph.repeat(2),
    containerSize: 'narrow',
    children: (
      <div style={{ display: 'grid', gap: theme.space[400] }}>
        {Array.from({ length: 5 }, (_, index) => (
          <p key={index}>{paragraph.repeat(3)}</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: /From the first draft/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** On a phone the gutters, padding and title shrink. */
/** 1440 px: the section step at its largest (48 px), with the band's generous padding (96 px). */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Everything you need to get paid' });
    await expect(getComputedStyle(region).paddingTop).toBe(remToPx(theme.space[2400]));
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).fontSize).toBe('48px');
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { eyebrow: 'Features' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Everything you need to get paid' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const container = region.firstElementChild as HTMLElement;
    await expect(getComputedStyle(container).paddingLeft).toBe(remToPx(theme.layout.gutter.mobile));
    await expect(getComputedStyle(region).paddingTop).toBe(remToPx(theme.space[1600]));
    // The section step of the type scale at its smallest (30 px), the lead at 17 px.
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).fontSize).toBe('30px');
    await expect(getComputedStyle(canvas.getByText(/^Invoices, clients and payments in one place/)).fontSize).toBe(
      '17px',
    );
  },
};
