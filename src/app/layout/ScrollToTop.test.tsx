import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderInLayout } from '@testing/web/renderInLayout';

/** Answers `prefers-reduced-motion: reduce` as the visitor's settings would. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('scroll to top on route change', { timeout: 20_000 }, () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves the first render alone, so a reload keeps its position', () => {
    renderInLayout('/features');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top on every route change', async () => {
    const user = userEvent.setup();
    renderInLayout('/');
    await user.click(screen.getAllByRole('link', { name: 'Features' })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/features');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });

    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('jumps instantly for visitors who prefer reduced motion', async () => {
    stubReducedMotion(true);
    const user = userEvent.setup();
    renderInLayout('/');
    await user.click(screen.getAllByRole('link', { name: 'About Us' })[0]!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('still scrolls smoothly when reduced motion is not asked for', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderInLayout('/');
    await user.click(screen.getAllByRole('link', { name: 'How It Works' })[0]!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('does not scroll when the link leads to the page already shown', async () => {
    const user = userEvent.setup();
    renderInLayout('/contact');
    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
