import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BarChart3,
  FileText,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  Package,
  Settings,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { type TabItem, Tabs, type TabsProps } from '@/components/Tabs';
import { interLatinFontUrl, theme } from '@/theme';
import { expectChosenTabShownWhole } from '@testing/stories/tabs';

const showcase: { id: string; label: string; icon: LucideIcon; summary: string }[] = [
  {
    id: 'dashboard',
    label: 'Dashboard Overview',
    icon: LayoutDashboard,
    summary: 'Revenue, open invoices and overdue totals at a glance.',
  },
  {
    id: 'invoices',
    label: 'Invoice Management',
    icon: FileText,
    summary: 'Create, send and track invoices from draft to paid.',
  },
  {
    id: 'clients',
    label: 'Client Management',
    icon: Users,
    summary: 'Every client with contacts, history and balances.',
  },
  {
    id: 'reports',
    label: 'Reports and Analytics',
    icon: BarChart3,
    summary: 'Cash flow, ageing and tax reports you can export.',
  },
  {
    id: 'templates',
    label: 'Invoice Templates',
    icon: LayoutTemplate,
    summary: 'Branded templates with your logo and colours.',
  },
  {
    id: 'products',
    label: 'Product Management',
    icon: Package,
    summary: 'Products and services with prices and tax rates.',
  },
  { id: 'setup', label: 'System Setup', icon: Settings, summary: 'Company details, currencies and numbering rules.' },
];

const items: TabItem[] = showcase.map(({ id, label, icon: Icon, summary }) => ({
  id,
  label,
  icon: <Icon size={18} />,
  content: (
    <div style={{ display: 'grid', gap: theme.space[200] }}>
      <h3 style={{ fontSize: theme.typography.fontSize[500] }}>{label}</h3>
      <p style={{ color: theme.color.text.secondary }}>{summary}</p>
    </div>
  ),
}));

const labels = showcase.map((tab) => tab.label);

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'System showcase', onChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seven-tab system showcase: the first tab is selected and its panel is the only one shown. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(labels);
    await expect(canvas.getByRole('tablist', { name: 'System showcase' })).toBeInTheDocument();

    const first = canvas.getByRole('tab', { name: 'Dashboard Overview' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'System Setup' })).toHaveAttribute('tabindex', '-1');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Dashboard Overview');
    await expect(first).toHaveAttribute('aria-controls', panel.id);

    await userEvent.click(canvas.getByRole('tab', { name: 'Client Management' }));
    await expect(args.onChange).toHaveBeenCalledWith('clients');
    await expect(canvas.getByRole('tab', { name: 'Client Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Client Management');
    await expect(canvas.getByRole('heading', { name: 'Client Management' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Dashboard Overview' })).not.toBeInTheDocument();

    // Clicking the selected tab again is not a change.
    await userEvent.click(canvas.getByRole('tab', { name: 'Client Management' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** One tab stop; arrows move and select (wrapping at both ends), Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const expectSelected = async (name: string) => {
      await expect(tab(name)).toHaveFocus();
      await expect(tab(name)).toHaveAttribute('tabindex', '0');
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(name);
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
      await expectChosenTabShownWhole(canvasElement, name);
    };

    await userEvent.tab();
    await expect(tab('Dashboard Overview')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expectSelected('Invoice Management');
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected('Client Management');
    await userEvent.keyboard('{ArrowLeft}');
    await expectSelected('Invoice Management');

    await userEvent.keyboard('{End}');
    await expectSelected('System Setup');
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected('Dashboard Overview');
    await userEvent.keyboard('{ArrowLeft}');
    await expectSelected('System Setup');
    await userEvent.keyboard('{Home}');
    await expectSelected('Dashboard Overview');

    await expect(args.onChange).toHaveBeenLastCalledWith('dashboard');

    // Tab leaves the list for the panel: the list is a single tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

function ControlledTabs(args: TabsProps) {
  const [value, setValue] = useState('reports');
  return (
    <div style={{ display: 'grid', gap: theme.space[400] }}>
      <div style={{ display: 'flex', gap: theme.space[200], flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm" variant="secondary" onClick={() => setValue('setup')}>
          Show System Setup
        </Button>
        <output aria-label="Selected tab">{value}</output>
      </div>
      <Tabs
        {...args}
        value={value}
        onChange={(id) => {
          args.onChange?.(id);
          setValue(id);
        }}
      />
    </div>
  );
}

/** The parent owns the selection: it starts on Reports and can change it from outside the tabs. */
export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Reports and Analytics' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Reports and Analytics');

    await userEvent.click(canvas.getByRole('tab', { name: 'Invoice Templates' }));
    await expect(args.onChange).toHaveBeenCalledWith('templates');
    await expect(canvas.getByRole('status', { name: 'Selected tab' })).toHaveTextContent('templates');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Invoice Templates');

    // Chosen by the parent, with no click or focus on the tab: the list still shows it whole.
    await userEvent.click(canvas.getByRole('button', { name: 'Show System Setup' }));
    await expectChosenTabShownWhole(canvasElement, 'System Setup');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('System Setup');
  },
};

/** A value the parent never updates: clicks are reported but the selection stays where the parent put it. */
export const ControlledFixed: Story = {
  args: { value: 'products' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Dashboard Overview' }));
    await expect(args.onChange).toHaveBeenCalledWith('dashboard');
    await expect(canvas.getByRole('tab', { name: 'Product Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Product Management');
  },
};

/** Uncontrolled, starting on a tab other than the first. */
export const DefaultValue: Story = {
  args: { defaultValue: 'invoices' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Invoice Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Invoice Management');
  },
};

/**
 * On a phone the tabs keep their size and the list scrolls sideways; a tab chosen by key or by a click
 * on its visible part is brought wholly into view.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth));
    await expect(getComputedStyle(list).overflowX).toBe('auto');

    await userEvent.click(canvas.getByRole('tab', { name: 'Dashboard Overview' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'System Setup' })).toHaveFocus();
    await expectChosenTabShownWhole(canvasElement, 'System Setup');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('System Setup');

    // Back at the start, a click on the tab cut at the right edge shows it whole.
    await userEvent.keyboard('{Home}');
    await expect(list.scrollLeft).toBe(0);
    const listRight = list.getBoundingClientRect().right;
    const cut = canvas.getAllByRole('tab').find((tab) => tab.getBoundingClientRect().right > listRight);
    await expect(cut).toHaveAccessibleName('Invoice Management');
    await userEvent.click(cut as HTMLElement);
    await expectChosenTabShownWhole(canvasElement, 'Invoice Management');
  },
};

/** A family of its own, loaded by the story below: Inter drawn 30 % larger, so the tabs widen when it arrives. */
const lateFontFamily = 'Tabs Story Late Font';

/** The chosen tab stays whole when a web font arriving after the choice widens the tabs. */
export const FontArrivingLate: Story = {
  args: { defaultValue: 'setup' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ fontFamily: `'${lateFontFamily}', sans-serif` }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectChosenTabShownWhole(canvasElement, 'System Setup');
    // size-adjust is a descriptor Chromium knows and TypeScript's DOM types do not yet.
    const font = new FontFace(lateFontFamily, `url(${interLatinFontUrl})`, {
      sizeAdjust: '130%',
    } as FontFaceDescriptors);
    canvasElement.ownerDocument.fonts.add(font);
    const list = within(canvasElement).getByRole('tablist');
    const widthBefore = list.scrollWidth;
    await font.load();
    await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(widthBefore));
    // The tabs widened after the choice; the list scrolls again to show the chosen one whole.
    await waitFor(() => expectChosenTabShownWhole(canvasElement, 'System Setup'));
  },
};
