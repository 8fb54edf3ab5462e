import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { expectVisibleFocusRing } from '@testing/stories/focusRing';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { theme } from '@/theme';

const feature = {
  title: 'Smart Invoicing',
  summary: 'Create professional invoices in seconds, send them by email and track when they are paid.',
};

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: feature.summary, style: { maxWidth: '24rem' } },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'aside', 'li'] },
    variant: { control: 'inline-radio', options: ['outlined', 'elevated'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevated: Story = {
  args: { variant: 'elevated' },
  play: async ({ canvas }) => {
    const card = canvas.getByText(feature.summary);
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: theme.space[400], alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Card {...args} padding="none">
        No padding
      </Card>
      <Card {...args} padding="sm">
        Small padding
      </Card>
      <Card {...args} padding="md">
        Medium padding
      </Card>
      <Card {...args} padding="lg">
        Large padding
      </Card>
    </div>
  ),
};

/** A self-contained item: an `article` named by its heading. */
export const WithHeaderAndContent: Story = {
  args: { as: 'article', variant: 'elevated', 'aria-labelledby': 'card-smart-invoicing' },
  render: (args) => (
    <Card {...args}>
      <header style={{ marginBottom: theme.space[300] }}>
        <h2 id="card-smart-invoicing" style={{ fontSize: theme.typography.fontSize[500] }}>
          {feature.title}
        </h2>
      </header>
      <p style={{ color: theme.color.text.secondary, marginBottom: theme.space[500] }}>{feature.summary}</p>
      <Button variant="secondary" size="sm">
        Learn More
      </Button>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: feature.title })).toBeVisible();
  },
};

const openFeature = fn();

/** Lifts on hover; a keyboard user sees the whole card ringed while its link has focus. */
export const Interactive: Story = {
  args: { as: 'article', interactive: true, 'aria-labelledby': 'card-interactive-title' },
  render: (args) => (
    <Card {...args} data-testid="interactive-card">
      <h2 id="card-interactive-title" style={{ fontSize: theme.typography.fontSize[500] }}>
        <a href="/features" onClick={openFeature}>
          {feature.title}
        </a>
      </h2>
      <p style={{ color: theme.color.text.secondary, marginTop: theme.space[200] }}>{feature.summary}</p>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    openFeature.mockClear();
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('interactive-card');
    const edge = getComputedStyle(card).borderColor;

    await userEvent.tab();
    const link = canvas.getByRole('link', { name: feature.title });
    // The link draws the ring; the card's edge joins in.
    await expectVisibleFocusRing(link);
    await waitFor(() => expect(getComputedStyle(card).borderColor).not.toBe(edge));

    await userEvent.click(link);
    await expect(openFeature).toHaveBeenCalledTimes(1);
  },
};

/** Cards rendered as `li` inside a list keep the list's semantics. */
export const AsListItems: Story = {
  args: { as: 'li', padding: 'sm' },
  render: (args) => (
    <ul
      aria-label="Features"
      style={{ display: 'grid', gap: theme.space[300], padding: 0, margin: 0, maxWidth: '24rem' }}
    >
      {['Smart Invoicing', 'Client Management', 'Payment Tracking'].map((name) => (
        <Card key={name} {...args}>
          {name}
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Features' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

const longText =
  'Send invoices in any currency, set up recurring billing for retainers, and let clients pay online. ' +
  'Every invoice keeps a full history of when it was sent, viewed and paid, so you always know where money stands. ';

export const LongContent: Story = {
  args: {
    children: (
      <>
        <p>{longText.repeat(4)}</p>
        <p style={{ marginTop: theme.space[300] }}>
          https://invoices.example.com/share/a-very-long-link-that-has-no-spaces-and-must-still-wrap-inside-the-card
        </p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByText(/a-very-long-link/).parentElement as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
