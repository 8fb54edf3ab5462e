import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@testing/web/render';
import { type ShowcaseTab, SystemShowcase } from './SystemShowcase';

const shot = (name: string) => ({
  src: `/screenshots/${name}.webp`,
  srcSet: `/screenshots/${name}-640.webp 640w, /screenshots/${name}.webp 1280w`,
  alt: `${name} screen`,
  width: 1280,
  height: 800,
  caption: `${name} caption`,
});

const tabs: ShowcaseTab[] = [
  { id: 'dashboard', label: 'Dashboard Overview', screenshots: [shot('monthly'), shot('yearly')] },
  { id: 'invoices', label: 'Invoice Management', screenshots: [shot('list'), shot('editor')] },
  { id: 'clients', label: 'Client Management', screenshots: [shot('clients')] },
];

const renderShowcase = () =>
  renderWithProviders(<SystemShowcase title="Explore the Platform" tabsLabel="System showcase" tabs={tabs} />);

describe('system showcase', () => {
  it('carries the id the Learn More button scrolls to', () => {
    const { container } = renderShowcase();
    expect(container.querySelector('section')).toHaveAttribute('id', 'system-showcase');
  });

  it('switching tab shows the first image of the new tab, wherever the old one was', async () => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'yearly screen' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Invoice Management' }));
    expect(screen.getByRole('img', { name: 'list screen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'editor screen' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Dashboard Overview' }));
    expect(screen.getByRole('img', { name: 'monthly screen' })).toBeInTheDocument();
  });

  it('a failed image shows a placeholder until the tab changes, then is tried again', async () => {
    const user = userEvent.setup();
    renderShowcase();
    fireEvent.error(screen.getByRole('img', { name: 'monthly screen' }));
    expect(screen.getByText('Screenshot unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'monthly screen' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Client Management' }));
    expect(screen.queryByText('Screenshot unavailable')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Dashboard Overview' }));
    expect(screen.getByRole('img', { name: 'monthly screen' })).toBeInTheDocument();
    expect(screen.queryByText('Screenshot unavailable')).not.toBeInTheDocument();
  });

  it('the zoom modal steps through the tab’s images and the carousel follows', async () => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(screen.getByRole('button', { name: 'Zoom image: monthly screen' }));
    // The zoom view's code arrives on the first zoom.
    const dialog = await screen.findByRole('dialog', { name: 'monthly screen' });
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('yearly screen');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('monthly screen');
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'yearly screen' })).toBeInTheDocument();
  });

  it('a tab with one screenshot shows its arrows and its dot, disabled at 1 of 1, and its zoom no steps', async () => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(screen.getByRole('tab', { name: 'Client Management' }));
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
    const dots = within(screen.getByRole('group', { name: 'Choose an image' })).getAllByRole('button');
    expect(dots).toHaveLength(1);
    expect(dots[0]).toHaveAccessibleName('Go to image 1 of 1');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).toBeDisabled();
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom image: clients screen' }));
    expect(
      within(await screen.findByRole('dialog')).queryByRole('button', { name: 'Next image' }),
    ).not.toBeInTheDocument();
  });
});
