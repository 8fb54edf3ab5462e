import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';

import { Card } from '@/components/Card';
import { DashboardOverview } from './parts/DashboardOverview';
import { clientById, date, draftInvoice, draftTotal, money } from './parts/data';

/** The dashboard fills the window; the notice floats above it, as the product shows one. */
const Stage = styled.div`
  position: relative;
`;

/**
 * Where the product shows its notices: top right, under the bar, over the page's own actions, so the
 * figures, the chart and the invoices in three currencies stay in sight.
 */
const Notice = styled(Card)`
  position: absolute;
  top: 4.75rem;
  right: 1.5rem;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  width: 22rem;
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[500]}`};
  border-color: ${({ theme }) => theme.color.border.strong};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  > svg {
    grid-row: span 2;
    margin-top: 0.125rem;
    color: ${({ theme }) => theme.color.status.success.fg};
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.normal};
  }

  p {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[200]};
    line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  }

  strong {
    color: ${({ theme }) => theme.color.text.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const client = clientById(draftInvoice.clientId);

/**
 * The home page's hero shot: the dashboard, with the notice that the invoice being written elsewhere
 * (the editor's, in pounds) has just gone out, over figures in dollars and invoices in pounds and euros.
 */
function HeroScreen() {
  return (
    <Stage>
      <DashboardOverview />
      <Notice role="status" aria-labelledby="hero-notice-title">
        <CircleCheck size={22} aria-hidden="true" />
        <h2 id="hero-notice-title">Invoice {draftInvoice.number} sent</h2>
        <p>
          <strong>{money(draftTotal, draftInvoice.currency)}</strong> to {client.company}, due {date(draftInvoice.due)}
        </p>
      </Notice>
    </Stage>
  );
}

const meta = {
  title: 'Product screens/Hero',
  component: HeroScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard with a sent invoice's notice over it: the home page's product shot (`screenshots.hero`). */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const notice = canvas.getByRole('status', { name: 'Invoice INV-2026-0143 sent' });
    await expect(notice).toBeVisible();
    await expect(within(notice).getByText('£7,399.20')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'The three latest invoices' })).toBeVisible();
  },
};
