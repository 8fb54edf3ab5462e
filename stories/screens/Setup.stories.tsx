import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Circle, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { AppFrame } from './parts/AppFrame';
import { workspace } from './parts/data';
import { Checkbox, FieldRow, Panel, VisuallyHidden } from './parts/ui';

const TrialBanner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[500]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.brand.primaryActive},
    ${({ theme }) => theme.color.brand.primary}
  );
  color: ${({ theme }) => theme.color.text.onBrand};

  > svg {
    flex: none;
  }

  p {
    flex: 1;
  }

  strong {
    margin-right: ${({ theme }) => theme.space[200]};
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 19rem;
  gap: ${({ theme }) => theme.space[400]};
  align-items: start;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[400]};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const CurrencyChips = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};

  > span {
    font-size: ${({ theme }) => theme.typography.fontSize[200]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[200]};
  }
`;

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

const NumberPreview = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.brandSubtle};
  color: ${({ theme }) => theme.color.text.secondary};

  strong {
    color: ${({ theme }) => theme.color.text.link};
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
  }
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Meter = styled.span`
  display: block;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.neutral.bg};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.status.success.fg};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean; $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $current }) => ($current ? theme.color.surface.brandSubtle : 'transparent')};
  color: ${({ theme, $done }) => ($done ? theme.color.text.secondary : theme.color.text.primary)};
  font-weight: ${({ theme, $current }) =>
    $current ? theme.typography.fontWeight.semibold : theme.typography.fontWeight.regular};

  > span:first-child {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $done }) => ($done ? theme.color.status.success.bg : theme.color.surface.raised)};
    color: ${({ theme, $done }) => ($done ? theme.color.status.success.fg : theme.color.text.secondary)};
    border: 1px solid ${({ theme, $done }) => ($done ? theme.color.status.success.border : theme.color.border.strong)};
  }

  > span:last-child {
    margin-left: auto;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;

const steps = [
  { label: 'Company details', time: '20 s', done: true },
  { label: 'Default currency', time: '10 s', done: true },
  { label: 'Invoice numbering', time: '10 s', done: false, current: true },
  { label: 'Logo and colours', time: '20 s', done: false },
  { label: 'Invite a teammate', time: 'Optional', done: false },
];

const TrialNote = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

function Setup() {
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <AppFrame
      active="settings"
      before={
        <TrialBanner role="status" aria-label="Trial status">
          <Sparkles size={22} aria-hidden="true" />
          <p>
            <strong>Trial: {workspace.trialDaysLeft} days left</strong>
            Every feature is on until Jul 8, 2026. Pick a plan to keep invoicing without a break.
          </p>
          <Button size="sm" variant="inverse">
            Choose a plan
          </Button>
        </TrialBanner>
      }
      title="System setup"
      description="Your company, currency and invoice numbers. It takes under a minute."
      actions={<Button size="sm">Save and continue</Button>}
    >
      <Layout>
        <Column>
          <Panel title="Company details" subtitle="Printed on every invoice">
            <FieldRow $columns="minmax(0, 1fr) minmax(0, 1.15fr) minmax(0, 0.85fr)">
              <TextField label="Company name" defaultValue={workspace.company} required fullWidth />
              <TextField label="Billing email" type="email" defaultValue="billing@brightlane.studio" fullWidth />
              <TextField label="VAT number" defaultValue="GB 284 1937 55" fullWidth />
            </FieldRow>
            <FieldRow $columns="minmax(0, 1fr) minmax(0, 1.15fr) minmax(0, 0.85fr)">
              <TextField label="Address" defaultValue="21 Granary Lane" fullWidth />
              <TextField label="City and postcode" defaultValue="Bristol BS1 4RQ" fullWidth />
              <Select label="Country" defaultValue="GB" fullWidth>
                <option value="GB">United Kingdom</option>
                <option value="IE">Ireland</option>
                <option value="US">United States</option>
              </Select>
            </FieldRow>
          </Panel>
          <Pair>
            <Panel title="Currency and tax">
              <Stack>
                <Select label="Default currency" defaultValue="USD" fullWidth>
                  <option value="USD">USD · US dollar</option>
                  <option value="EUR">EUR · Euro</option>
                  <option value="GBP">GBP · British pound</option>
                </Select>
                <CurrencyChips>
                  <span>Also invoice in</span>
                  <div>
                    <Chip size="sm" tone="info">
                      EUR · Euro
                    </Chip>
                    <Chip size="sm" tone="info">
                      GBP · British pound
                    </Chip>
                    <Chip size="sm">+ Add</Chip>
                  </div>
                </CurrencyChips>
                <Select label="Default tax rate" defaultValue="20" fullWidth>
                  <option value="20">Standard VAT, 20%</option>
                  <option value="5">Reduced VAT, 5%</option>
                  <option value="0">Zero-rated, 0%</option>
                </Select>
              </Stack>
            </Panel>
            <Panel title="Invoice numbering">
              <Stack>
                <FieldRow>
                  <TextField label="Prefix" defaultValue="INV-" fullWidth />
                  <TextField label="Next number" defaultValue="0143" inputMode="numeric" fullWidth />
                </FieldRow>
                <CheckRow>
                  <Checkbox defaultChecked />
                  Include the year
                </CheckRow>
                <CheckRow>
                  <Checkbox defaultChecked />
                  Restart numbering every January
                </CheckRow>
                <NumberPreview>
                  Next invoice <strong>{workspace.nextInvoiceNumber}</strong>
                </NumberPreview>
              </Stack>
            </Panel>
          </Pair>
        </Column>
        <Panel title="Setup checklist" subtitle="About a minute in all">
          <Progress>
            <span>
              {doneCount} of {steps.length} done
            </span>
            <Meter aria-hidden="true">
              <span style={{ width: `${(doneCount / steps.length) * 100}%` }} />
            </Meter>
          </Progress>
          <Steps>
            {steps.map((step) => (
              <Step
                key={step.label}
                $done={step.done}
                $current={!!step.current}
                aria-current={step.current ? 'step' : undefined}
              >
                <span aria-hidden="true">{step.done ? <Check size={14} /> : <Circle size={8} />}</span>
                {step.label}
                {step.done && <VisuallyHidden> (done)</VisuallyHidden>}
                <span>{step.time}</span>
              </Step>
            ))}
          </Steps>
          <TrialNote>
            Your data stays yours: export everything to Excel or PDF at any time, during the trial and after.
          </TrialNote>
        </Panel>
      </Layout>
    </AppFrame>
  );
}

const meta = {
  title: 'Product screens/Setup',
  component: Setup,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Setup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First-run setup: company details, default currency, invoice numbering, and the trial's days left. */
export const Screen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Trial status' })).toHaveTextContent('Trial: 12 days left');
    await expect(canvas.getByRole('combobox', { name: 'Default currency' })).toHaveValue('USD');
    await expect(canvas.getByText(workspace.nextInvoiceNumber)).toBeVisible();
  },
};
