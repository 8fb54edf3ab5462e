import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';

import type { DataTableColumn } from '@/components/DataTable';
import { CardView } from '@/components/DataTable/CardView';
import { Frame } from '@/components/DataTable/DataTable.styles';
import { TableView } from '@/components/DataTable/TableView';
import { type DataTableViewProps, rowParts } from '@/components/DataTable/viewParts';

/**
 * The DataTable's two views, each on its own with the parts the DataTable hands them: the same rows as a
 * table and as stacked cards. Which view shows at which width, sorting, selection and row clicks are the
 * DataTable's stories' (DataTable.stories.tsx).
 */
type Invoice = { id: number; client: string; number: string; amount: string };

const invoices: Invoice[] = [
  { id: 1, client: 'Northwind Traders', number: 'INV-0041', amount: '$1,250.00' },
  { id: 2, client: 'Bright Ledger Ltd', number: 'INV-0042', amount: '$980.50' },
  { id: 3, client: 'Atelier Marín', number: 'INV-0043', amount: '$3,400.00' },
];

const columns: DataTableColumn<Invoice>[] = [
  { key: 'client', header: 'Client' },
  { key: 'number', header: 'Invoice' },
  { key: 'amount', header: 'Amount', align: 'end' },
];

/** One view of the invoices, in the DataTable's frame. */
function DataTableView({ view }: { view: 'table' | 'cards' }) {
  const captionId = useId();
  const getRowId = (invoice: Invoice) => invoice.id;
  const props: DataTableViewProps<Invoice> = {
    columns,
    rows: invoices,
    getRowId,
    caption: 'Recent invoices',
    captionId,
    emptyText: 'No invoices',
    loading: false,
    loadingLabel: 'Loading invoices',
    parts: rowParts({ rows: invoices, getRowId }),
  };
  return (
    <Frame role="region" aria-labelledby={captionId}>
      {view === 'table' ? (
        <TableView {...props} hideCaption={false} actionsHeader="Actions" actionsWidth="3.25rem" />
      ) : (
        <CardView {...props} />
      )}
    </Frame>
  );
}

const meta = {
  title: 'Components/DataTable/Views',
  component: DataTableView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table view: a captioned table with a heading per column and a row per invoice. */
export const Table: Story = {
  args: { view: 'table' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent invoices' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Client', 'Invoice', 'Amount']);
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + invoices.length);
    await expect(within(table).getByRole('cell', { name: '$3,400.00' })).toBeVisible();
  },
};

/** The card view: a card per invoice, titled by the first column, with the other columns as its fields. */
export const Cards: Story = {
  args: { view: 'cards' },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Recent invoices' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(invoices.length);
    await expect(cards[0]).toHaveTextContent('Northwind Traders');
    await expect(within(cards[2] as HTMLElement).getByText('INV-0043')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
