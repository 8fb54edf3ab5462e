import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCheck, Download, Ellipsis, Mail, Plus, X } from 'lucide-react';
import { expect } from 'storybook/test';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable } from '@/components/DataTable';
import { IconButton } from '@/components/IconButton';
import { Select } from '@/components/Select';
import { type TabItem, Tabs } from '@/components/Tabs';
import { TextField } from '@/components/TextField';
import { AppFrame } from './parts/AppFrame';
import { clientById, date, type Invoice, type InvoiceStatus, invoices, money } from './parts/data';
import { Amount, Checkbox, Muted, QuietLabel, StatusChip, TableFrame, VisuallyHidden } from './parts/ui';

/** The rows ticked for the bulk update. */
const selected = new Set(['INV-2026-0139', 'INV-2026-0137', 'INV-2026-0136']);
const shown = invoices.slice(0, 8);

const ListCard = styled(Card)`
  overflow: hidden;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[500]}`};
`;

const StatusTabs = styled(Tabs)`
  gap: ${({ theme }) => theme.space[400]};
`;

const BulkBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[500]}`};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.brandSubtle};

  > strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[200]};
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const Due = styled.span<{ $late: boolean }>`
  color: ${({ theme, $late }) => ($late ? theme.color.status.error.fg : theme.color.text.secondary)};
  font-weight: ${({ theme, $late }) => ($late ? theme.typography.fontWeight.medium : theme.typography.fontWeight.regular)};
`;

const Code = styled.span`
  margin-left: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

function InvoiceTable({ rows }: { rows: Invoice[] }) {
  const selectedTotal = rows.filter((invoice) => selected.has(invoice.number)).length;
  return (
    <ListCard padding="none">
      <Toolbar>
        <QuietLabel $width="20rem">
          <TextField type="search" label="Search invoices" placeholder="Search by number or client" fullWidth />
        </QuietLabel>
        <QuietLabel $width="12rem">
          <Select label="Client" defaultValue="all" fullWidth>
            <option value="all">All clients</option>
          </Select>
        </QuietLabel>
        <QuietLabel $width="10rem">
          <Select label="Currency" defaultValue="all" fullWidth>
            <option value="all">All currencies</option>
            <option value="USD">USD</option>
            <option value="EUR">EUR</option>
            <option value="GBP">GBP</option>
          </Select>
        </QuietLabel>
        <QuietLabel $width="11rem">
          <Select label="Issued" defaultValue="90" fullWidth>
            <option value="90">Last 90 days</option>
          </Select>
        </QuietLabel>
      </Toolbar>
      {selectedTotal > 0 && (
        <BulkBar role="group" aria-label="Bulk status update">
          <strong>
            <CheckCheck size={18} aria-hidden="true" />
            {selectedTotal} invoices selected
          </strong>
          <Spacer />
          <QuietLabel $width="11rem">
            <Select label="New status for the selected invoices" defaultValue="Paid" fullWidth>
              <option value="Draft">Mark as Draft</option>
              <option value="Sent">Mark as Sent</option>
              <option value="Paid">Mark as Paid</option>
              <option value="Overdue">Mark as Overdue</option>
            </Select>
          </QuietLabel>
          <Button size="sm">Update {selectedTotal} invoices</Button>
          <Button size="sm" variant="ghost" startIcon={<Mail size={16} />}>
            Send reminders
          </Button>
          <IconButton size="sm" label="Clear selection" icon={<X size={18} />} />
        </BulkBar>
      )}
      <TableFrame>
        <DataTable<Invoice>
          // A picture of the desktop app: its tables stay tables, however narrow the panel.
          cardsBelowWidth={null}
          caption="Invoices"
          hideCaption
          rows={rows}
          getRowId={(invoice) => invoice.number}
          rowEmphasis={(invoice) => selected.has(invoice.number)}
          columns={[
            {
              key: 'select',
              header: (
                <Checkbox
                  aria-label="Select all invoices"
                  ref={(box) => {
                    if (box) box.indeterminate = true;
                  }}
                />
              ),
              width: '1rem',
              render: (invoice) => (
                <Checkbox aria-label={`Select ${invoice.number}`} defaultChecked={selected.has(invoice.number)} />
              ),
            },
            { key: 'number', header: 'Invoice', render: (invoice) => <strong>{invoice.number}</strong> },
            { key: 'client', header: 'Client', render: (invoice) => clientById(invoice.clientId).company },
            { key: 'issued', header: 'Issued', render: (invoice) => <Muted>{date(invoice.issued)}</Muted> },
            {
              key: 'due',
              header: 'Due',
              render: (invoice) => <Due $late={invoice.status === 'Overdue'}>{date(invoice.due)}</Due>,
            },
            { key: 'status', header: 'Status', render: (invoice) => <StatusChip status={invoice.status} /> },
            {
              key: 'amount',
              header: 'Amount',
              align: 'end',
              render: (invoice) => (
                <>
                  <Amount>{money(invoice.amount, invoice.currency)}</Amount>
                  <Code>{invoice.currency}</Code>
                </>
              ),
            },
          ]}
          actionsHeader={<VisuallyHidden>Actions</VisuallyHidden>}
          rowActions={(invoice) => (
            <IconButton size="sm" label={`More actions for ${invoice.number}`} icon={<Ellipsis size={18} />} />
          )}
        />
      </TableFrame>
    </ListCard>
  );
}

const tab = (id: string, label: string, count: number, status?: InvoiceStatus): TabItem => ({
  id,
  label: (
    <>
      {label} <Muted>{count}</Muted>
    </>
  ),
  content: <InvoiceTable rows={status ? invoices.filter((invoice) => invoice.status === status) : shown} />,
});

function InvoiceList() {
  return (
    <AppFrame
      active="invoices"
      title="Invoices"
      description="142 invoices this year · $18,640 outstanding across 29 invoices"
      actions={
        <>
          <Button size="sm" variant="secondary" startIcon={<Download size={16} />}>
            Export
          </Button>
          <Button size="sm" startIcon={<Plus size={16} />}>
            New invoice
          </Button>
        </>
      }
    >
      <StatusTabs
        label="Invoice status"
        defaultValue="all"
        items={[
          tab('all', 'All', 142),
          tab('draft', 'Draft', 7, 'Draft'),
          tab('sent', 'Sent', 24, 'Sent'),
          tab('paid', 'Paid', 106, 'Paid'),
          tab('overdue', 'Overdue', 5, 'Overdue'),
        ]}
      />
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Invoice List',
  component: InvoiceList,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every invoice with its status, three of them selected for a bulk status update. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Bulk status update' })).toHaveTextContent('3 invoices selected');
    await expect(canvas.getByRole('checkbox', { name: 'Select INV-2026-0137' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'New status for the selected invoices' })).toHaveValue('Paid');
  },
};
