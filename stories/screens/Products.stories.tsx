import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis, Package, Plus, Upload, Wrench } from 'lucide-react';
import { expect } from 'storybook/test';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Chip } from '@/components/Chip';
import { DataTable } from '@/components/DataTable';
import { IconButton } from '@/components/IconButton';
import { type TabItem, Tabs } from '@/components/Tabs';
import { TextField } from '@/components/TextField';
import { AppFrame } from './parts/AppFrame';
import { type CatalogueItem, catalogue, money } from './parts/data';
import { Amount, Muted, QuietLabel, TableFrame, TwoLines, VisuallyHidden } from './parts/ui';

const CatalogueTabs = styled(Tabs)`
  gap: ${({ theme }) => theme.space[400]};
`;

const ListCard = styled(Card)`
  overflow: hidden;

  [role='region'] {
    border-top: 0;
  }
`;

const Sku = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const Footer = styled.p`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[500]}`};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const taxLabel = (rate: number) => (rate === 0 ? 'Zero-rated' : rate === 5 ? 'Reduced 5%' : `Standard ${rate}%`);

function CatalogueTable({ items }: { items: CatalogueItem[] }) {
  return (
    <ListCard padding="none">
      <TableFrame>
        <DataTable<CatalogueItem>
          // A picture of the desktop app: its tables stay tables, however narrow the panel.
          cardsBelowWidth={null}
          caption="Products and services"
          hideCaption
          rows={items}
          getRowId={(item) => item.sku}
          columns={[
            {
              key: 'name',
              header: 'Item',
              render: (item) => <TwoLines primary={item.name} secondary={item.description} />,
            },
            { key: 'sku', header: 'SKU', render: (item) => <Sku>{item.sku}</Sku> },
            {
              key: 'kind',
              header: 'Type',
              render: (item) => (
                <Chip
                  size="sm"
                  tone={item.kind === 'Service' ? 'info' : 'default'}
                  icon={item.kind === 'Service' ? <Wrench /> : <Package />}
                >
                  {item.kind}
                </Chip>
              ),
            },
            { key: 'unit', header: 'Unit', render: (item) => <Muted>per {item.unit}</Muted> },
            { key: 'tax', header: 'Tax rate', render: (item) => taxLabel(item.taxRate) },
            {
              key: 'price',
              header: 'Price',
              align: 'end',
              render: (item) => <Amount>{money(item.price, item.currency)}</Amount>,
            },
          ]}
          actionsHeader={<VisuallyHidden>Actions</VisuallyHidden>}
          rowActions={(item) => (
            <IconButton size="sm" label={`More actions for ${item.name}`} icon={<Ellipsis size={18} />} />
          )}
        />
      </TableFrame>
      <Footer>{items.length} items · prices exclude tax · used on 142 invoices this year</Footer>
    </ListCard>
  );
}

const services = catalogue.filter((item) => item.kind === 'Service');
const products = catalogue.filter((item) => item.kind === 'Product');

const tab = (id: string, label: string, items: CatalogueItem[]): TabItem => ({
  id,
  label: (
    <>
      {label} <Muted>{items.length}</Muted>
    </>
  ),
  content: <CatalogueTable items={items} />,
});

function Products() {
  return (
    <AppFrame
      active="products"
      title="Products and services"
      description="Your catalogue, ready to add to any invoice in its own currency"
      actions={
        <>
          <QuietLabel $width="16rem">
            <TextField type="search" label="Search the catalogue" placeholder="Search by name or SKU" fullWidth />
          </QuietLabel>
          <Button size="sm" variant="secondary" startIcon={<Upload size={16} />}>
            Import
          </Button>
          <Button size="sm" startIcon={<Plus size={16} />}>
            Add item
          </Button>
        </>
      }
    >
      <CatalogueTabs
        label="Catalogue"
        defaultValue="all"
        items={[
          tab('all', 'All items', catalogue),
          tab('services', 'Services', services),
          tab('products', 'Products', products),
        ]}
      />
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Products',
  component: Products,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Products>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product and service catalogue with prices, units and tax rates. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Products and services' });
    await expect(table).toBeVisible();
    await expect(canvas.getByText('Web design and development')).toBeVisible();
  },
};
