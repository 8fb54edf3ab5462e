import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Eye, FileDown, Plus, Send, Trash2 } from 'lucide-react';
import { expect } from 'storybook/test';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Chip } from '@/components/Chip';
import { DataTable } from '@/components/DataTable';
import { IconButton } from '@/components/IconButton';
import { Select } from '@/components/Select';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { AppFrame } from './parts/AppFrame';
import {
  catalogueItem,
  clientById,
  date,
  draftInvoice,
  draftSubtotal,
  draftTax,
  draftTotal,
  type LineItem,
  lineTotal,
  money,
  workspace,
} from './parts/data';
import { Amount, DenseTable, FieldRow, FigureList, Muted, Panel, TwoLines, VisuallyHidden } from './parts/ui';

const { currency, lines } = draftInvoice;
const client = clientById(draftInvoice.clientId);
const itemOf = (line: LineItem) => catalogueItem(line.sku);
const subtotal = draftSubtotal;
const tax = draftTax;
const total = draftTotal;
/** Pounds to dollars on the day. */
const usdRate = 1.2718;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18rem;
  gap: ${({ theme }) => theme.space[400]};
  align-items: start;
`;

const Editor = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[500]};

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.normal};
  }
`;

const SectionHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space[100]};
`;

const LineActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

const TotalRow = styled.div`
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};

  dt {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  dd {
    font-size: ${({ theme }) => theme.typography.fontSize[600]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;

const Converted = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  text-align: end;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

function InvoiceEditor() {
  return (
    <AppFrame
      active="invoices"
      title={
        <Title>
          New invoice <Chip size="sm">Draft</Chip>
        </Title>
      }
      description={`${workspace.nextInvoiceNumber} · saved 2 minutes ago`}
      actions={
        <>
          <Button size="sm" variant="ghost" startIcon={<Eye size={16} />}>
            Preview
          </Button>
          <Button size="sm" variant="secondary">
            Save draft
          </Button>
          <Button size="sm" startIcon={<Send size={16} />}>
            Send invoice
          </Button>
        </>
      }
    >
      <Layout>
        <Editor forwardedAs="section" aria-label="Invoice details">
          <FieldRow $columns="minmax(0, 1fr) 10rem 12rem">
            <Select label="Client" defaultValue={client.id} fullWidth required>
              <option value={client.id}>{client.company}</option>
            </Select>
            <TextField label="Invoice number" defaultValue={workspace.nextInvoiceNumber} fullWidth />
            <Select label="Currency" defaultValue={currency} fullWidth>
              <option value="USD">USD · US dollar</option>
              <option value="EUR">EUR · Euro</option>
              <option value="GBP">GBP · British pound</option>
            </Select>
          </FieldRow>
          <FieldRow $columns="minmax(0, 1fr) 10rem 12rem">
            <TextField label="Send to" type="email" defaultValue={client.email} fullWidth />
            <TextField label="Issue date" defaultValue={date(draftInvoice.issued)} fullWidth />
            <Select label="Due" defaultValue="30" fullWidth>
              <option value="30">Net 30 · Jul 26</option>
            </Select>
          </FieldRow>
          <SectionHeading>
            <h2>Line items</h2>
            <Muted>Prices from your catalogue, in pounds</Muted>
          </SectionHeading>
          <DenseTable>
            <DataTable<LineItem>
              // A picture of the desktop app: its tables stay tables, however narrow the panel.
              cardsBelowWidth={null}
              caption="Line items"
              hideCaption
              rows={lines}
              getRowId={(line) => line.sku}
              columns={[
                {
                  key: 'item',
                  header: 'Item',
                  render: (line) => <TwoLines primary={itemOf(line)?.name} secondary={line.detail} />,
                },
                {
                  key: 'quantity',
                  header: 'Qty',
                  align: 'end',
                  render: (line) => `${line.quantity} ${itemOf(line)?.unit ?? ''}`,
                },
                {
                  key: 'price',
                  header: 'Unit price',
                  align: 'end',
                  render: (line) => money(line.unitPrice, currency),
                },
                { key: 'tax', header: 'VAT', align: 'end', render: (line) => <Muted>{line.taxRate}%</Muted> },
                {
                  key: 'amount',
                  header: 'Amount',
                  align: 'end',
                  render: (line) => <Amount>{money(lineTotal(line), currency)}</Amount>,
                },
              ]}
              actionsHeader={<VisuallyHidden>Remove</VisuallyHidden>}
              rowActions={(line) => (
                <IconButton size="sm" label={`Remove ${itemOf(line)?.name}`} icon={<Trash2 size={16} />} />
              )}
            />
          </DenseTable>
          <LineActions>
            <Button size="sm" variant="secondary" startIcon={<BookOpen size={16} />}>
              Add from catalogue
            </Button>
            <Button size="sm" variant="ghost" startIcon={<Plus size={16} />}>
              Add custom line
            </Button>
          </LineActions>
          <TextArea
            label="Note to client"
            rows={2}
            fullWidth
            defaultValue="Thank you for your business. Please pay by bank transfer within 30 days, quoting the invoice number."
          />
        </Editor>
        <Side>
          <Panel title="Summary">
            <FigureList>
              <div>
                <dt>Subtotal</dt>
                <dd>{money(subtotal, currency)}</dd>
              </div>
              <div>
                <dt>VAT</dt>
                <dd>{money(tax, currency)}</dd>
              </div>
              <div>
                <dt>Discount</dt>
                <dd>{money(0, currency)}</dd>
              </div>
              <TotalRow>
                <dt>Total due</dt>
                <dd>{money(total, currency)}</dd>
              </TotalRow>
            </FigureList>
            <Converted>≈ {money(total * usdRate, 'USD')} at today’s rate</Converted>
            <Stack>
              <Button size="sm" fullWidth startIcon={<Send size={16} />}>
                Send to {client.contact}
              </Button>
              <Button size="sm" variant="secondary" fullWidth startIcon={<FileDown size={16} />}>
                Download PDF
              </Button>
            </Stack>
          </Panel>
          <Panel title="Payment details" subtitle="Printed on the invoice and its PDF">
            <FigureList>
              <div>
                <dt>Method</dt>
                <dd>Bank transfer</dd>
              </div>
              <div>
                <dt>Payee</dt>
                <dd>{workspace.company}</dd>
              </div>
              <div>
                <dt>Sort code</dt>
                <dd>20-45-77</dd>
              </div>
              <div>
                <dt>Account number</dt>
                <dd>•••• 4821</dd>
              </div>
              <div>
                <dt>Card payments</dt>
                <dd>
                  <Chip size="sm" tone="success">
                    On
                  </Chip>
                </dd>
              </div>
            </FigureList>
          </Panel>
        </Side>
      </Layout>
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Invoice Editor',
  component: InvoiceEditor,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new invoice: the client, line items from the catalogue, the currency and the totals. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    await expect(canvas.getByRole('table', { name: 'Line items' })).toBeVisible();
    await expect(canvas.getByText(money(total, currency))).toBeVisible();
  },
};
