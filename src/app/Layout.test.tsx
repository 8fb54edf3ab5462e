import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { siteConfig } from '@/config/site';
import { openWaitlist } from '@/features/waitlist';
import { renderInLayout } from '@testing/web/renderInLayout';

/** Each link's text and where it goes, in order. */
const linkTargets = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });
// jsdom applies no media queries: the toggle keeps the `display: none` of wide screens, so it counts
// as hidden there. The story tests check it at phone widths in Chromium.
const menuToggle = () => screen.getByRole('button', { name: /menu$/, hidden: true });

afterEach(() => {
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('layout', { timeout: 20_000 }, () => {
  it('puts the page in <main id="main">, the skip link’s target', async () => {
    const user = userEvent.setup();
    renderInLayout('/');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Home page' }));

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main');
    await user.click(skipLink);
    expect(main).toHaveFocus();
  });

  it('shows the navigation items in order, marking the current page with aria-current', () => {
    renderInLayout('/features');
    expect(linkTargets(mainNavigation())).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Features', '/features'],
      ['How It Works', '/how-it-works'],
      ['Contact', '/contact'],
    ]);
    expect(within(mainNavigation()).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has a Launch System button that goes to /coming-soon', async () => {
    const user = userEvent.setup();
    renderInLayout('/');
    const banner = screen.getByRole('banner');
    const [launch] = within(banner).getAllByRole('link', { name: 'Launch System' });
    expect(launch).toHaveAttribute('href', '/coming-soon');
    await user.click(launch!);
    expect(screen.getByTestId('location')).toHaveTextContent('/coming-soon');
    expect(screen.getByRole('heading', { name: 'Coming soon page' })).toBeInTheDocument();
  });

  it('mounts the waitlist dialog, which the openWaitlist event opens', async () => {
    renderInLayout('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openWaitlist());
    expect(await screen.findByRole('dialog', { name: 'Join the Waitlist' })).toBeInTheDocument();
  });

  it('ends with a footer: brand, the navigation links, the support e-mail and © year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderInLayout('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: `${siteConfig.brandName} home` })).toHaveAttribute('href', '/');
    expect(
      within(within(footer).getByRole('navigation', { name: 'Footer' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About Us', 'Features', 'How It Works', 'Contact']);
    expect(within(footer).getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
    expect(footer).toHaveTextContent(`© 2031 ${siteConfig.brandName}. All rights reserved.`);
  });
});

describe('full-screen menu', { timeout: 20_000 }, () => {
  it('is closed at first: the toggle reads Open menu, collapsed, and controls the hidden menu', () => {
    renderInLayout('/');
    const toggle = menuToggle();
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();
  });

  it('opens with the same items, focus on the first, the page behind inert and its scroll locked', async () => {
    const user = userEvent.setup();
    renderInLayout('/about');
    await user.click(menuToggle());

    const toggle = menuToggle();
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(menu).toBeVisible();
    expect(linkTargets(menu)).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Features', '/features'],
      ['How It Works', '/how-it-works'],
      ['Contact', '/contact'],
      ['Launch System', '/coming-soon'],
    ]);
    expect(within(menu).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside: from the last item it wraps to the top of the bar', async () => {
    const user = userEvent.setup();
    renderInLayout('/');
    await user.click(menuToggle());
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    within(menu).getByRole('link', { name: 'Launch System' }).focus();
    await user.tab();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: `${siteConfig.brandName} home` })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderInLayout('/');
    await user.click(menuToggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuToggle()).toHaveAccessibleName('Open menu');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the visitor navigates, also to the page already shown', async () => {
    const user = userEvent.setup();
    renderInLayout('/');
    await user.click(menuToggle());
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Contact' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuToggle());
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Contact' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes from the toggle', async () => {
    const user = userEvent.setup();
    renderInLayout('/');
    await user.click(menuToggle());
    await user.click(menuToggle());
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuToggle()).toHaveFocus();
  });
});
