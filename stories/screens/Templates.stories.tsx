import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, ImageUp, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { expect } from 'storybook/test';
import styled, { css, useTheme } from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Chip } from '@/components/Chip';
import { Select } from '@/components/Select';
import { Tabs } from '@/components/Tabs';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { focusRing, visuallyHidden } from '@/theme';
import { AppFrame } from './parts/AppFrame';
import { BrandLogo } from './parts/BrandLogo';
import {
  catalogueItem,
  clientById,
  date,
  draftInvoice,
  draftSubtotal,
  draftTax,
  draftTotal,
  lineTotal,
  money,
  workspace,
} from './parts/data';
import { FieldRow, Muted, Panel, VisuallyHidden } from './parts/ui';

type LayoutId = 'classic' | 'modern' | 'compact';

const layouts: { id: LayoutId; label: string }[] = [
  { id: 'classic', label: 'Classic' },
  { id: 'modern', label: 'Modern' },
  { id: 'compact', label: 'Compact' },
];

const Layout = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: 22rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};
  align-items: start;
  min-height: 0;
`;

const SettingsCard = styled(Card)`
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[500]} ${theme.space[500]}`};
`;

const SettingsTabs = styled(Tabs)`
  gap: ${({ theme }) => theme.space[400]};
`;

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[500]};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[200]};
    padding: 0;
    font-size: ${({ theme }) => theme.typography.fontSize[200]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[300]};
`;

const selectedRing = css`
  border-color: ${({ theme }) => theme.color.brand.primary};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.brand.primary};
`;

const LayoutOption = styled.label<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;

  ${({ $selected }) => $selected && selectedRing}

  &:has(:focus-visible) {
    ${focusRing}
  }

  input {
    ${visuallyHidden}
  }
`;

const Tick = styled(Check)`
  position: absolute;
  top: ${({ theme }) => theme.space[100]};
  right: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.brand.primary};
`;

const LogoRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
`;

const LogoBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 9.5rem;
  height: 4rem;
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};
`;

const LogoActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const Swatches = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
`;

const Swatch = styled.label<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text.onBrand};
  cursor: pointer;
  box-shadow: ${({ theme, $selected }) =>
    $selected ? `0 0 0 2px ${theme.color.surface.raised}, 0 0 0 4px ${theme.color.text.primary}` : 'none'};

  &:has(:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 4px;
  }

  input {
    ${visuallyHidden}
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

const Stage = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[600]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};
  overflow: hidden;
`;

/* The invoice as the client will receive it. Sizes follow a printed page, not the app. */
const Paper = styled.article<{ $brand: string }>`
  width: 100%;
  max-width: 34rem;
  padding: ${({ theme }) => `${theme.space[500]} ${theme.space[800]}`};
  border-top: 6px solid ${({ $brand }) => $brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

const PaperHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[400]};
`;

const DocumentTitle = styled.div<{ $brand: string }>`
  text-align: end;

  h3 {
    color: ${({ $brand }) => $brand};
    font-size: ${({ theme }) => theme.typography.fontSize[600]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  }
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[400]};
  margin-bottom: ${({ theme }) => theme.space[400]};

  h4 {
    margin-bottom: ${({ theme }) => theme.space[100]};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
    text-transform: uppercase;
  }
`;

const Items = styled.table<{ $brand: string }>`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space[400]};
  border-collapse: collapse;

  th {
    padding: ${({ theme }) => `${theme.space[200]} ${theme.space[200]}`};
    background: ${({ $brand }) => $brand};
    color: ${({ theme }) => theme.color.text.onBrand};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    text-align: start;
  }

  th:first-child {
    border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`};
  }

  th:last-child {
    border-radius: ${({ theme }) => `0 ${theme.radius.sm} ${theme.radius.sm} 0`};
  }

  td {
    padding: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }

  th:not(:first-child),
  td:not(:first-child) {
    text-align: end;
    white-space: nowrap;
  }
`;

const Totals = styled.dl<{ $brand: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  width: 15rem;
  margin: 0 0 ${({ theme }) => theme.space[400]} auto;

  > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    padding: ${({ theme }) => `0 ${theme.space[200]}`};
  }

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }

  > div:last-child {
    margin-top: ${({ theme }) => theme.space[100]};
    padding: ${({ theme }) => theme.space[200]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ $brand }) => $brand};
    color: ${({ theme }) => theme.color.text.onBrand};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }

  > div:last-child dt {
    color: inherit;
  }

  > div:last-child dd {
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
  }
`;

const PaperFooter = styled.footer`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[400]};
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** A small drawing of each layout, in the chosen colour. */
function LayoutThumbnail({ id, brand }: { id: LayoutId; brand: string }) {
  const theme = useTheme();
  const line = theme.color.border.strong;
  return (
    <svg width="64" height="44" viewBox="0 0 64 44" aria-hidden="true">
      <rect
        x="0.5"
        y="0.5"
        width="63"
        height="43"
        rx="3"
        fill={theme.color.surface.raised}
        stroke={theme.color.border.subtle}
      />
      {id === 'modern' && <rect x="0.5" y="0.5" width="63" height="4" rx="2" fill={brand} />}
      {id === 'classic' ? (
        <rect x="24" y="8" width="16" height="5" rx="1.5" fill={brand} />
      ) : (
        <rect x="6" y="9" width="10" height="7" rx="2" fill={brand} />
      )}
      <rect x={id === 'classic' ? 6 : 42} y="9" width="16" height="3" rx="1.5" fill={line} />
      <rect
        x="6"
        y={id === 'compact' ? 19 : 21}
        width="52"
        height={id === 'compact' ? 3 : 4}
        rx="1.5"
        fill={id === 'classic' ? line : brand}
      />
      {[0, 1, 2].map((row) => (
        <rect
          key={row}
          x="6"
          y={(id === 'compact' ? 25 : 28) + row * (id === 'compact' ? 4 : 5)}
          width="52"
          height="2"
          rx="1"
          fill={line}
        />
      ))}
      <rect x="40" y="38" width="18" height="3" rx="1.5" fill={brand} />
    </svg>
  );
}

function InvoicePreview({ brand }: { brand: string }) {
  const theme = useTheme();
  const client = clientById(draftInvoice.clientId);
  const currency = draftInvoice.currency;
  return (
    <Paper $brand={brand} aria-label={`Preview of invoice ${draftInvoice.number}`}>
      <PaperHeader>
        <BrandLogo color={brand} onColor={theme.color.text.onBrand} size={34} />
        <DocumentTitle $brand={brand}>
          <h3>INVOICE</h3>
          <Muted>{draftInvoice.number}</Muted>
        </DocumentTitle>
      </PaperHeader>
      <Parties>
        <div>
          <h4>Billed to</h4>
          <p>
            <strong>{client.company}</strong>
            <br />
            {client.contact}
            <br />
            14 Wharf Road, London N1 7GR
          </p>
        </div>
        <div>
          <h4>From</h4>
          <p>
            <strong>{workspace.company}</strong>
            <br />
            21 Granary Lane
            <br />
            Bristol BS1 4RQ
          </p>
        </div>
        <div>
          <h4>Details</h4>
          <p>
            Issued {date(draftInvoice.issued)}
            <br />
            Due {date(draftInvoice.due)}
            <br />
            VAT no. GB 284 1937 55
          </p>
        </div>
      </Parties>
      <Items $brand={brand}>
        <caption>
          <VisuallyHidden>Items on invoice {draftInvoice.number}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {draftInvoice.lines.map((line) => (
            <tr key={line.sku}>
              <td>{catalogueItem(line.sku)?.name}</td>
              <td>{line.quantity}</td>
              <td>{money(line.unitPrice, currency)}</td>
              <td>{money(lineTotal(line), currency)}</td>
            </tr>
          ))}
        </tbody>
      </Items>
      <Totals $brand={brand}>
        <div>
          <dt>Subtotal</dt>
          <dd>{money(draftSubtotal, currency)}</dd>
        </div>
        <div>
          <dt>VAT</dt>
          <dd>{money(draftTax, currency)}</dd>
        </div>
        <div>
          <dt>Total due</dt>
          <dd>{money(draftTotal, currency)}</dd>
        </div>
      </Totals>
      <PaperFooter>
        <span>Thank you for your business.</span>
        <span>Sort code 20-45-77 · Account 4821</span>
      </PaperFooter>
    </Paper>
  );
}

function Templates() {
  const theme = useTheme();
  const name = useId();
  // The customer's own brand colours for their invoices, not the site's: teal is the chart palette's second hue.
  const colours = [
    { id: 'teal', label: 'Teal', value: theme.color.dataViz.series2 },
    { id: 'indigo', label: 'Indigo', value: theme.color.brand.primary },
    { id: 'blue', label: 'Blue', value: theme.color.status.info.fg },
    { id: 'green', label: 'Green', value: theme.color.status.success.fg },
    { id: 'amber', label: 'Amber', value: theme.color.status.warning.fg },
    { id: 'ink', label: 'Ink', value: theme.color.text.primary },
  ];
  const [colour, setColour] = useState('teal');
  const [layout, setLayout] = useState<LayoutId>('modern');
  const chosen = colours.find((candidate) => candidate.id === colour) ?? colours[0];
  const brand = chosen?.value ?? theme.color.dataViz.series2;

  const design = (
    <Form>
      <Fieldset>
        <legend>Layout</legend>
        <Options>
          {layouts.map((option) => (
            <LayoutOption key={option.id} $selected={layout === option.id}>
              <input
                type="radio"
                name={`${name}-layout`}
                value={option.id}
                checked={layout === option.id}
                onChange={() => setLayout(option.id)}
              />
              <LayoutThumbnail id={option.id} brand={brand} />
              {option.label}
              {layout === option.id && <Tick size={14} aria-hidden="true" />}
            </LayoutOption>
          ))}
        </Options>
      </Fieldset>
      <Fieldset>
        <legend>Logo</legend>
        <LogoRow>
          <LogoBox>
            <BrandLogo color={brand} onColor={theme.color.text.onBrand} size={30} />
          </LogoBox>
          <LogoActions>
            <Button size="sm" variant="secondary" startIcon={<ImageUp size={16} />}>
              Replace logo
            </Button>
            <Muted>SVG or PNG, up to 2 MB</Muted>
          </LogoActions>
        </LogoRow>
      </Fieldset>
      <Fieldset>
        <legend>Brand colour</legend>
        <Swatches>
          {colours.map((option) => (
            <Swatch key={option.id} $selected={colour === option.id} style={{ background: option.value }}>
              <input
                type="radio"
                name={`${name}-colour`}
                value={option.id}
                checked={colour === option.id}
                onChange={() => setColour(option.id)}
              />
              <VisuallyHidden>{option.label}</VisuallyHidden>
              {colour === option.id && <Check size={16} aria-hidden="true" />}
            </Swatch>
          ))}
        </Swatches>
        <Hint>{chosen?.label} colours the heading, the table header and the total.</Hint>
      </Fieldset>
      <FieldRow>
        <Select label="Font" defaultValue="inter" fullWidth>
          <option value="inter">Inter</option>
          <option value="georgia">Georgia</option>
          <option value="mono">Monospace</option>
        </Select>
        <Select label="Paper size" defaultValue="a4" fullWidth>
          <option value="a4">A4</option>
          <option value="letter">US Letter</option>
        </Select>
      </FieldRow>
    </Form>
  );

  return (
    <AppFrame
      active="templates"
      title="Invoice templates"
      description="Your logo and colours on every invoice, email and PDF"
      actions={
        <>
          <Button size="sm" variant="ghost" startIcon={<Mail size={16} />}>
            Send a test
          </Button>
          <Button size="sm">Save template</Button>
        </>
      }
    >
      <Layout>
        <SettingsCard forwardedAs="section" aria-label="Template settings">
          <SettingsTabs
            label="Template settings"
            items={[
              { id: 'design', label: 'Design', content: design },
              {
                id: 'content',
                label: 'Content',
                content: (
                  <Form>
                    <TextField label="Footer note" defaultValue="Thank you for your business." fullWidth />
                    <TextArea label="Terms" defaultValue="Payment due within 30 days." fullWidth />
                  </Form>
                ),
              },
              {
                id: 'payment',
                label: 'Payment',
                content: (
                  <Form>
                    <TextField label="Bank details" defaultValue="Sort code 20-45-77 · Account 4821" fullWidth />
                  </Form>
                ),
              },
            ]}
          />
        </SettingsCard>
        <Panel
          title="Live preview"
          subtitle={`${draftInvoice.number} for ${clientById(draftInvoice.clientId).company}`}
          actions={
            <Chip size="sm" tone="success" icon={<Check />}>
              Updates as you edit
            </Chip>
          }
        >
          <Stage>
            <InvoicePreview brand={brand} />
          </Stage>
        </Panel>
      </Layout>
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Templates',
  component: Templates,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Templates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The template editor: layout, logo and brand colour, with the invoice previewed as it changes. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Teal' })).toBeChecked();
    await expect(canvas.getByRole('article', { name: /Preview of invoice/ })).toBeVisible();
  },
};
