import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlarmClock, FileDown, FileSpreadsheet, Hourglass, Timer, Wallet } from 'lucide-react';
import { expect } from 'storybook/test';
import styled, { useTheme } from 'styled-components';

import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { DataTable } from '@/components/DataTable';
import { Select } from '@/components/Select';
import { StatCard } from '@/components/StatCard';
import { AppFrame } from './parts/AppFrame';
import { BarChart, Legend } from './parts/charts';
import { type Currency, compactMoney, earningsByYear, money, months, percentChange, sum } from './parts/data';
import { Amount, Muted, Panel, QuietLabel, ShareBar, StatRow, Strong, TableFrame } from './parts/ui';

const revenue = months.slice(0, 6).map((label, index) => ({
  label,
  value: earningsByYear[2026]?.[index] ?? 0,
  previous: earningsByYear[2025]?.[index] ?? 0,
}));
const revenueSoFar = sum(revenue.map((month) => month.value));
const revenueLastYear = sum(revenue.map((month) => month.previous));

/** Unpaid amounts by how late they are, in US dollars. */
const ageing = [
  { label: 'Not yet due', amount: 12425, invoices: 24 },
  { label: '1–30 days late', amount: 4423, invoices: 4 },
  { label: '31–60 days late', amount: 1792, invoices: 1 },
  { label: 'Over 60 days late', amount: 0, invoices: 0 },
];
const outstandingTotal = sum(ageing.map((bucket) => bucket.amount));

type Outstanding = {
  client: string;
  invoice: string;
  amount: number;
  currency: Currency;
  due: string;
  /** Days past due; 0 when not yet due. */
  late: number;
};

const outstanding: Outstanding[] = [
  { client: 'Acme Robotics Inc.', invoice: 'INV-2026-0141', amount: 12400, currency: 'USD', due: 'Jul 22', late: 0 },
  { client: 'Summit Outdoor Supply', invoice: 'INV-2026-0135', amount: 5390, currency: 'USD', due: 'Jun 11', late: 15 },
  { client: 'Northwind Traders Ltd', invoice: 'INV-2026-0142', amount: 4850, currency: 'GBP', due: 'Jul 24', late: 0 },
];

const Middle = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 21rem;
  gap: ${({ theme }) => theme.space[400]};
`;

const Buckets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  }

  li > :last-child {
    grid-column: span 2;
  }
`;

const Late = styled.span`
  color: ${({ theme }) => theme.color.status.error.fg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

function Reports() {
  const theme = useTheme();
  return (
    <AppFrame
      active="reports"
      title="Reports"
      description="Jan 1 – Jun 26, 2026, in US dollars"
      actions={
        <>
          <QuietLabel $width="10rem">
            <Select label="Period" defaultValue="ytd" fullWidth>
              <option value="ytd">Year to date</option>
              <option value="q2">This quarter</option>
              <option value="12m">Last 12 months</option>
            </Select>
          </QuietLabel>
          <Button size="sm" variant="secondary" startIcon={<FileSpreadsheet size={16} />}>
            Export to Excel
          </Button>
          <Button size="sm" variant="secondary" startIcon={<FileDown size={16} />}>
            Download PDF
          </Button>
        </>
      }
    >
      <StatRow>
        <StatCard
          label="Revenue"
          value={money(revenueSoFar, 'USD', true)}
          icon={<Wallet size={20} />}
          trend={{ direction: 'up', label: `${percentChange(revenueSoFar, revenueLastYear)} on 2025` }}
        />
        <StatCard
          label="Outstanding"
          value={money(outstandingTotal, 'USD', true)}
          icon={<Hourglass size={20} />}
          trend={{ direction: 'flat', label: '29 invoices' }}
        />
        <StatCard
          label="Overdue"
          value={money(6215, 'USD', true)}
          icon={<AlarmClock size={20} />}
          trend={{ direction: 'down', label: '−12% on May' }}
        />
        <StatCard
          label="Average time to pay"
          value="14 days"
          icon={<Timer size={20} />}
          trend={{ direction: 'up', label: '3 days faster' }}
        />
      </StatRow>
      <Middle>
        <Panel
          title="Revenue by month"
          subtitle="Paid invoices, 2026 against 2025"
          actions={
            <Legend
              items={[
                { label: '2026', color: theme.color.brand.primary },
                { label: '2025', color: theme.color.border.strong },
              ]}
            />
          }
        >
          <BarChart
            width={600}
            height={168}
            data={revenue}
            highlight={4}
            formatTick={compactMoney}
            formatValue={(value) => money(value, 'USD', true)}
            label={`Revenue by month, January to June 2026 against 2025: every month is higher, best in May at ${money(
              51700,
              'USD',
              true,
            )}.`}
          />
        </Panel>
        <Panel title="Outstanding by age" subtitle={`${money(outstandingTotal, 'USD', true)} unpaid, in US dollars`}>
          <Buckets>
            {ageing.map((bucket) => (
              <li key={bucket.label}>
                <span>
                  {bucket.label} <Muted>· {bucket.invoices}</Muted>
                </span>
                <Strong>{money(bucket.amount, 'USD', true)}</Strong>
                <ShareBar share={bucket.amount / outstandingTotal} />
              </li>
            ))}
          </Buckets>
        </Panel>
      </Middle>
      <Panel flush title="Largest outstanding amounts" subtitle="Amounts in the invoice’s currency">
        <TableFrame>
          <DataTable<Outstanding>
            // A picture of the desktop app: its tables stay tables, however narrow the panel.
            cardsBelowWidth={null}
            caption="Unpaid invoices, largest first"
            hideCaption
            rows={outstanding}
            getRowId={(row) => row.invoice}
            columns={[
              { key: 'client', header: 'Client', render: (row) => <Strong>{row.client}</Strong> },
              { key: 'invoice', header: 'Invoice', render: (row) => <Muted>{row.invoice}</Muted> },
              { key: 'due', header: 'Due', render: (row) => `${row.due}, 2026` },
              {
                key: 'late',
                header: 'Status',
                render: (row) =>
                  row.late > 0 ? (
                    <Late>{row.late} days overdue</Late>
                  ) : (
                    <Chip size="sm" tone="info">
                      Not yet due
                    </Chip>
                  ),
              },
              {
                key: 'amount',
                header: 'Amount',
                align: 'end',
                render: (row) => <Amount>{money(row.amount, row.currency)}</Amount>,
              },
            ]}
          />
        </TableFrame>
      </Panel>
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Reports',
  component: Reports,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Reports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Revenue by month, outstanding amounts, and the Excel and PDF exports. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await expect(canvas.getByRole('img', { name: /Revenue by month/ })).toBeVisible();
  },
};
