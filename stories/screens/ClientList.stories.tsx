import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Search, Upload, UserCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Chip } from '@/components/Chip';
import { DataTable } from '@/components/DataTable';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { AppFrame } from './parts/AppFrame';
import { type Client, clientById, clients, date, money } from './parts/data';
import { Amount, FigureList, Muted, Panel, QuietLabel, TableFrame, TwoLines } from './parts/ui';

const lookupEmail = 'compta@ateliermoreau.fr';
const found = clientById('moreau');

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18.5rem;
  gap: ${({ theme }) => theme.space[400]};
  align-items: start;
`;

const ListCard = styled(Card)`
  overflow: hidden;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[500]}`};

  > :first-child {
    flex: 1;
  }
`;

const ClientCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

const Initials = styled.span<{ $found?: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $found }) => ($found ? theme.color.brand.primary : theme.color.status.neutral.bg)};
  color: ${({ theme, $found }) => ($found ? theme.color.text.onBrand : theme.color.status.neutral.fg)};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const LookupForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.status.success.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const ResultHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

const ResultActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[200]};
`;

const initialsOf = (company: string) =>
  company
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

const outstanding = (client: Client) =>
  client.balance === 0 ? (
    <Chip size="sm" tone="success">
      Paid up
    </Chip>
  ) : (
    <Amount>{money(client.balance, client.currency)}</Amount>
  );

function ClientList() {
  return (
    <AppFrame
      active="clients"
      title="Clients"
      description="10 clients in 5 countries, billed in US dollars, euros and pounds"
      actions={
        <>
          <Button size="sm" variant="secondary" startIcon={<Upload size={16} />}>
            Import CSV
          </Button>
          <Button size="sm" startIcon={<Plus size={16} />}>
            Add client
          </Button>
        </>
      }
    >
      <Layout>
        <ListCard padding="none">
          <Toolbar>
            <QuietLabel>
              <TextField
                type="search"
                label="Search clients"
                placeholder="Search by name, company or country"
                fullWidth
              />
            </QuietLabel>
            <QuietLabel $width="10rem">
              <Select label="Currency" defaultValue="all" fullWidth>
                <option value="all">All currencies</option>
              </Select>
            </QuietLabel>
            <QuietLabel $width="10rem">
              <Select label="Sort by" defaultValue="recent" fullWidth>
                <option value="recent">Recent activity</option>
              </Select>
            </QuietLabel>
          </Toolbar>
          <TableFrame>
            <DataTable<Client>
              // A picture of the desktop app: its tables stay tables, however narrow the panel.
              cardsBelowWidth={null}
              caption="Clients"
              hideCaption
              rows={clients}
              getRowId={(client) => client.id}
              rowEmphasis={(client) => client.id === found.id}
              columns={[
                {
                  key: 'client',
                  header: 'Client',
                  render: (client) => (
                    <ClientCell>
                      <Initials aria-hidden="true" $found={client.id === found.id}>
                        {initialsOf(client.company)}
                      </Initials>
                      <TwoLines primary={client.company} secondary={client.email} />
                    </ClientCell>
                  ),
                },
                { key: 'country', header: 'Country', render: (client) => <Muted>{client.country}</Muted> },
                { key: 'invoiceCount', header: 'Invoices', align: 'end' },
                { key: 'balance', header: 'Outstanding', align: 'end', render: outstanding },
              ]}
            />
          </TableFrame>
        </ListCard>
        <Panel
          title="Look up by email"
          subtitle="Any address on file"
          actions={
            <Chip size="sm" tone="success" icon={<UserCheck />}>
              1 match
            </Chip>
          }
        >
          <LookupForm role="search" aria-label="Look up a client by email" onSubmit={(event) => event.preventDefault()}>
            <TextField type="email" label="Email address" defaultValue={lookupEmail} fullWidth />
            <Button type="submit" size="sm" variant="secondary" fullWidth startIcon={<Search size={16} />}>
              Look up
            </Button>
          </LookupForm>
          <Result role="status" aria-label="Lookup result">
            <ResultHeader>
              <Initials aria-hidden="true" $found>
                {initialsOf(found.company)}
              </Initials>
              <TwoLines primary={found.company} secondary={found.contact} />
            </ResultHeader>
            <FigureList>
              <div>
                <dt>Email</dt>
                <dd>{found.email}</dd>
              </div>
              <div>
                <dt>Country</dt>
                <dd>{found.country}</dd>
              </div>
              <div>
                <dt>Currency</dt>
                <dd>Euro (EUR)</dd>
              </div>
              <div>
                <dt>Invoices</dt>
                <dd>{found.invoiceCount}</dd>
              </div>
              <div>
                <dt>Outstanding</dt>
                <dd>{money(found.balance, found.currency)}</dd>
              </div>
              <div>
                <dt>Last invoice</dt>
                <dd>{date(found.lastInvoice)}</dd>
              </div>
            </FigureList>
            <ResultActions>
              <Button size="sm" variant="secondary">
                Open client
              </Button>
              <Button size="sm">New invoice</Button>
            </ResultActions>
          </Result>
        </Panel>
      </Layout>
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Client List',
  component: ClientList,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ClientList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every client with their balance, and a client found by their email address. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(lookupEmail);
    await expect(canvas.getByRole('status', { name: 'Lookup result' })).toHaveTextContent(found.company);
    await expect(canvas.getByRole('table', { name: 'Clients' })).toBeVisible();
  },
};
