import type { Meta, StoryObj } from '@storybook/react-vite';
import { Award, CalendarCheck, Download, TrendingUp, Wallet } from 'lucide-react';
import { expect } from 'storybook/test';
import styled, { useTheme } from 'styled-components';

import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { StatCard } from '@/components/StatCard';
import { AppFrame } from './parts/AppFrame';
import { LineChart, Legend } from './parts/charts';
import {
  clients,
  compactMoney,
  earningsByYear,
  lastTwelveMonths,
  money,
  months,
  percentChange,
  sum,
  yearTotal,
} from './parts/data';
import { Muted, Panel, QuietLabel, ShareBar, StatRow, Strong } from './parts/ui';

const Body = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: minmax(0, 1fr) 22rem;
  gap: ${({ theme }) => theme.space[400]};
  min-height: 0;
`;

const YearTotals = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[50]};
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[200]};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize[500]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Dot = styled.span`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const ClientList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 2.25rem minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space[300]};
    row-gap: ${({ theme }) => theme.space[100]};
  }

  li > :last-child {
    grid-column: 2 / span 2;
  }
`;

const Initials = styled.span`
  display: inline-flex;
  grid-row: span 2;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.brandSubtle};
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const ClientName = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span:last-child {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
  }
`;

const ShareLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};

  > span:last-child {
    min-width: 2.25rem;
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
    text-align: end;
  }
`;

const initialsOf = (company: string) =>
  company
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

function TopClients() {
  const ranked = [...clients].sort((a, b) => b.paidThisYear - a.paidThisYear).slice(0, 6);
  // Each client's share of everything earned over the same twelve months.
  const total = sum(lastTwelveMonths.map((month) => month.value));
  return (
    <Panel title="Top clients" subtitle="Paid in the last 12 months, in US dollars">
      <ClientList>
        {ranked.map((client) => {
          const share = client.paidThisYear / total;
          return (
            <li key={client.id}>
              <Initials aria-hidden="true">{initialsOf(client.company)}</Initials>
              <ClientName>
                <Strong>{client.company}</Strong>
                <span>
                  {client.invoiceCount} invoices · {client.country}
                </span>
              </ClientName>
              <Strong>{money(client.paidThisYear, 'USD', true)}</Strong>
              <ShareLine>
                <ShareBar share={client.paidThisYear / (ranked[0]?.paidThisYear ?? 1)} />
                <Muted>{Math.round(share * 100)}%</Muted>
              </ShareLine>
            </li>
          );
        })}
      </ClientList>
    </Panel>
  );
}

function DashboardYearly() {
  const theme = useTheme();
  const soFar2026 = sum(earningsByYear[2026] ?? []);
  const sameMonths2025 = sum((earningsByYear[2025] ?? []).slice(0, 6));
  const years = [
    { year: 2026, color: theme.color.brand.primary, note: 'so far' },
    { year: 2025, color: theme.color.dataViz.series2, note: '' },
    { year: 2024, color: theme.color.border.strong, note: '' },
  ];
  return (
    <AppFrame
      active="dashboard"
      title="Dashboard"
      description="Yearly earnings compared, 2024 to 2026."
      actions={
        <>
          <QuietLabel $width="12rem">
            <Select label="Period" defaultValue="yearly" fullWidth>
              <option value="12m">Last 12 months</option>
              <option value="yearly">Year on year</option>
            </Select>
          </QuietLabel>
          <Button size="sm" variant="secondary" startIcon={<Download size={16} />}>
            Export
          </Button>
        </>
      }
    >
      <StatRow>
        <StatCard
          label="Earned in 2025"
          value={money(yearTotal(2025), 'USD', true)}
          icon={<Wallet size={20} />}
          trend={{ direction: 'up', label: `${percentChange(yearTotal(2025), yearTotal(2024))} on 2024` }}
        />
        <StatCard
          label="2026 so far"
          value={money(soFar2026, 'USD', true)}
          icon={<TrendingUp size={20} />}
          trend={{ direction: 'up', label: `${percentChange(soFar2026, sameMonths2025)} on 2025` }}
        />
        <StatCard
          label="Best month"
          value={money(51700, 'USD', true)}
          icon={<Award size={20} />}
          trend={{ direction: 'flat', label: 'May 2026' }}
        />
        <StatCard
          label="Invoices in 2025"
          value={214}
          icon={<CalendarCheck size={20} />}
          trend={{ direction: 'up', label: '+58 on 2024' }}
        />
      </StatRow>
      <Body>
        <Panel
          title="Earnings by month, year on year"
          subtitle="Paid invoices, in US dollars"
          actions={<Legend items={years.map(({ year, color }) => ({ label: String(year), color }))} />}
        >
          <LineChart
            width={600}
            height={336}
            labels={months}
            formatTick={compactMoney}
            formatValue={compactMoney}
            series={[
              { name: '2024', values: earningsByYear[2024] ?? [], color: theme.color.border.strong },
              { name: '2025', values: earningsByYear[2025] ?? [], color: theme.color.dataViz.series2 },
              { name: '2026', values: earningsByYear[2026] ?? [], color: theme.color.brand.primary, emphasis: true },
            ]}
            label={`Monthly earnings for 2024, 2025 and 2026. Every month of 2026 so far is above the same month of 2025, which was above 2024. Totals: 2024 ${money(
              yearTotal(2024),
              'USD',
              true,
            )}, 2025 ${money(yearTotal(2025), 'USD', true)}, 2026 so far ${money(soFar2026, 'USD', true)}.`}
          />
          <YearTotals>
            {years.map(({ year, color, note }) => (
              <div key={year}>
                <dt>
                  <Dot aria-hidden="true" style={{ background: color }} />
                  {year}
                  {note && ` ${note}`}
                </dt>
                <dd>{money(year === 2026 ? soFar2026 : yearTotal(year), 'USD', true)}</dd>
              </div>
            ))}
          </YearTotals>
        </Panel>
        <TopClients />
      </Body>
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Dashboard Yearly',
  component: DashboardYearly,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardYearly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's yearly view: earnings compared across years, and the clients who paid the most. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Monthly earnings for 2024, 2025 and 2026/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Top clients' })).toBeVisible();
  },
};
