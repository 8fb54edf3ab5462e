import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { siteConfig } from '@/config/site';
import { renderWithProviders } from '@testing/web/render';
import { CollapsibleDemoVideo, DemoVideo } from './DemoVideo';

const title = `${siteConfig.brandName} product demo video`;
const frame = () => screen.queryByTitle(title);

describe('demo video panel', () => {
  it('embeds the configured video, titled, loading lazily', () => {
    renderWithProviders(<DemoVideo />);
    expect(frame()).toHaveAttribute('src', siteConfig.demoVideoUrl);
    expect(frame()).toHaveAttribute('loading', 'lazy');
    expect(frame()?.tagName).toBe('IFRAME');
  });

  it('shows the loading overlay until the frame’s load event', () => {
    renderWithProviders(<DemoVideo src="https://video.example/embed/demo" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading demo video…');
    fireEvent.load(frame() as HTMLElement);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starting hidden, embeds nothing (no frame, so no request to the video host) until shown', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<DemoVideo src="https://video.example/embed/demo" defaultOpen={false} />);
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Watch the demo video' }));
    expect(frame()).toHaveAttribute('src', 'https://video.example/embed/demo');
  });

  it('opens the video in a new tab from its icon link', () => {
    renderWithProviders(<DemoVideo src="about:blank" />);
    const link = screen.getByRole('link', { name: 'Open the demo video in a new tab' });
    expect(link).toHaveAttribute('href', 'about:blank');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('the close icon removes the video; showing it again loads it afresh behind the overlay', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    // jsdom loads no remote frame, so the overlay stays until the test fires the load event.
    renderWithProviders(<DemoVideo src="https://video.example/embed/demo" onOpenChange={onOpenChange} />);
    fireEvent.load(frame() as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Close the demo video' }));
    expect(frame()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    const show = screen.getByRole('button', { name: 'Watch the demo video' });
    expect(show).toHaveFocus();

    await user.click(show);
    expect(frame()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading demo video…');
    expect(screen.getByRole('button', { name: 'Close the demo video' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });
});

describe('collapsible demo video', () => {
  it('has no frame until the disclosure is opened, and none once it is closed again', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { container } = renderWithProviders(<CollapsibleDemoVideo src="about:blank" onOpenChange={onOpenChange} />);
    const disclosure = container.querySelector('details') as HTMLDetailsElement;
    const toggle = screen.getByText('Watch the demo video').closest('summary') as HTMLElement;
    expect(disclosure.open).toBe(false);
    expect(frame()).not.toBeInTheDocument();

    await user.click(toggle);
    expect(disclosure.open).toBe(true);
    expect(frame()).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Close the demo video' }));
    expect(disclosure.open).toBe(false);
    expect(toggle).toHaveFocus();
    expect(frame()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
