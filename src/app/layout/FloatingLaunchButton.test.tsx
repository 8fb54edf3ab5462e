import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderInLayout } from '@testing/web/renderInLayout';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

/** Launch System links outside the top bar: the floating one, when it is shown. */
const floatingLaunchButtons = () => {
  const banner = screen.getByRole('banner');
  return screen.queryAllByRole('link', { name: 'Launch System' }).filter((link) => !banner.contains(link));
};

afterEach(() => {
  scrollWindowTo(0);
  vi.restoreAllMocks();
});

describe('floating launch button', { timeout: 20_000 }, () => {
  it('is absent while the page is at the top', () => {
    renderInLayout('/');
    expect(floatingLaunchButtons()).toHaveLength(0);
  });

  it('appears once the page is scrolled more than 20 pixels, not at 20', () => {
    renderInLayout('/');
    scrollWindowTo(20);
    expect(floatingLaunchButtons()).toHaveLength(0);

    scrollWindowTo(21);
    const [floating] = floatingLaunchButtons();
    expect(floating).toHaveAttribute('href', '/coming-soon');
    expect(within(floating!).getByText('Launch System')).toBeInTheDocument();
  });

  it('goes again when the page is scrolled back to 20 pixels or less', () => {
    renderInLayout('/');
    scrollWindowTo(400);
    expect(floatingLaunchButtons()).toHaveLength(1);
    scrollWindowTo(20);
    expect(floatingLaunchButtons()).toHaveLength(0);
  });

  it('shows at once on a page that opens already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    renderInLayout('/');
    expect(floatingLaunchButtons()).toHaveLength(1);
  });

  it('listens to scrolling passively, so it never holds the scroll up', () => {
    const addEventListener = vi.spyOn(window, 'addEventListener');
    renderInLayout('/');
    expect(addEventListener).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });
});
