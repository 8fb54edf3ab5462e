import { AlarmClock, CalendarDays, FileText, Plus, Wallet } from 'lucide-react';
import styled, { useTheme } from 'styled-components';

import { Button } from '@/components/Button';
import { DataTable } from '@/components/DataTable';
import { Select } from '@/components/Select';
import { StatCard } from '@/components/StatCard';
import { AppFrame } from './AppFrame';
import { BarChart, DonutChart, Legend } from './charts';
import {
  clientById,
  compactMoney,
  date,
  type Invoice,
  invoiceCounts,
  type InvoiceStatus,
  invoices,
  lastTwelveMonths,
  money,
  percentChange,
} from './data';
import { Amount, Muted, Panel, QuietLabel, StatRow, StatusChip, TableFrame } from './ui';

const Middle = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 21rem;
  gap: ${({ theme }) => theme.space[400]};
`;

const StatusLayout = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[500]};
`;

const StatusList = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const StatusFooter = styled.p`
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const ViewAll = styled.a`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
`;

const statusOrder: InvoiceStatus[] = ['Paid', 'Sent', 'Overdue', 'Draft'];

function StatusPanel() {
  const theme = useTheme();
  const colour: Record<InvoiceStatus, string> = {
    Paid: theme.color.status.success.fg,
    Sent: theme.color.status.info.fg,
    Overdue: theme.color.status.error.fg,
    Draft: theme.color.border.strong,
  };
  const total = statusOrder.reduce((sum, status) => sum + invoiceCounts[status], 0);
  return (
    <Panel title="Invoices by status" subtitle="Issued in 2026">
      <StatusLayout>
        <DonutChart
          size={116}
          label={`${total} invoices in 2026: ${statusOrder.map((status) => `${invoiceCounts[status]} ${status}`).join(', ')}`}
          segments={statusOrder.map((status) => ({
            label: status,
            value: invoiceCounts[status],
            color: colour[status],
          }))}
          centreValue={String(total)}
          centreLabel="invoices"
        />
        <StatusList>
          {statusOrder.map((status) => (
            <li key={status}>
              <StatusChip status={status} />
              <strong>{invoiceCounts[status]}</strong>
            </li>
          ))}
        </StatusList>
      </StatusLayout>
      <StatusFooter>Paid in 14 days on average, 3 days faster.</StatusFooter>
    </Panel>
  );
}

/** The analytics dashboard: this month's figures, monthly earnings, invoice counts by status, recent invoices. */
export function DashboardOverview() {
  const theme = useTheme();
  const june = lastTwelveMonths[lastTwelveMonths.length - 1];
  const recent = invoices.slice(0, 3);
  return (
    <AppFrame
      active="dashboard"
      title="Dashboard"
      description="Good afternoon, Maya. Here is how June is going."
      actions={
        <>
          <QuietLabel $width="11rem">
            <Select label="Period" defaultValue="12m" fullWidth>
              <option value="12m">Last 12 months</option>
              <option value="ytd">Year to date</option>
              <option value="q2">This quarter</option>
            </Select>
          </QuietLabel>
          <Button size="sm" startIcon={<Plus size={16} />}>
            New invoice
          </Button>
        </>
      }
    >
      <StatRow>
        <StatCard
          label="Earned in June"
          value={money(june?.value ?? 0, 'USD', true)}
          icon={<Wallet size={20} />}
          trend={{ direction: 'up', label: `${percentChange(june?.value ?? 0, june?.previous ?? 1)} on 2025` }}
        />
        <StatCard
          label="Sent in June"
          value={31}
          icon={<FileText size={20} />}
          trend={{ direction: 'up', label: '+6 vs May' }}
        />
        <StatCard
          label="Outstanding"
          value={money(18640, 'USD', true)}
          icon={<CalendarDays size={20} />}
          trend={{ direction: 'flat', label: '29 invoices' }}
        />
        <StatCard
          label="Overdue"
          value={money(6215, 'USD', true)}
          icon={<AlarmClock size={20} />}
          trend={{ direction: 'down', label: '5 invoices' }}
        />
      </StatRow>
      <Middle>
        <Panel
          title="Monthly earnings"
          subtitle="Paid invoices, in US dollars"
          actions={
            <Legend
              items={[
                { label: 'Jul 2025 – Jun 2026', color: theme.color.brand.primary },
                { label: 'Year before', color: theme.color.border.strong },
              ]}
            />
          }
        >
          <BarChart
            width={600}
            height={168}
            data={lastTwelveMonths}
            highlight={lastTwelveMonths.length - 1}
            formatTick={compactMoney}
            formatValue={(value) => money(value, 'USD', true)}
            label={`Monthly earnings from July 2025 to June 2026, rising from ${compactMoney(
              lastTwelveMonths[0]?.value ?? 0,
            )} to ${compactMoney(june?.value ?? 0)}, each month above the year before.`}
          />
        </Panel>
        <StatusPanel />
      </Middle>
      <Panel flush title="Recent invoices" actions={<ViewAll href="/app/invoices">View all invoices</ViewAll>}>
        <TableFrame>
          <DataTable<Invoice>
            // A picture of the desktop app: its tables stay tables, however narrow the panel.
            cardsBelowWidth={null}
            caption="The three latest invoices"
            hideCaption
            rows={recent}
            getRowId={(invoice) => invoice.number}
            columns={[
              { key: 'number', header: 'Invoice', render: (invoice) => <strong>{invoice.number}</strong> },
              {
                key: 'client',
                header: 'Client',
                render: (invoice) => clientById(invoice.clientId).company,
              },
              { key: 'issued', header: 'Issued', render: (invoice) => <Muted>{date(invoice.issued)}</Muted> },
              { key: 'due', header: 'Due', render: (invoice) => <Muted>{date(invoice.due)}</Muted> },
              { key: 'status', header: 'Status', render: (invoice) => <StatusChip status={invoice.status} /> },
              {
                key: 'amount',
                header: 'Amount',
                align: 'end',
                render: (invoice) => <Amount>{money(invoice.amount, invoice.currency)}</Amount>,
              },
            ]}
          />
        </TableFrame>
      </Panel>
    </AppFrame>
  );
}
