import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useSiteLocation } from '@/components/location/siteLocation';
import { renderWithProviders } from '@testing/web/render';
import { BackToFormLink } from './BackToFormLink';

/** The outcome page's link, or the contact page once the link took the visitor there. */
function OutcomeOrForm() {
  return useSiteLocation().pathname === '/contact' ? <h1>Contact page</h1> : <BackToFormLink form="contact" />;
}

function renderLink() {
  renderWithProviders(<OutcomeOrForm />, { route: '/contact/not-sent' });
  return screen.getByRole('link', { name: 'Back to the contact form' });
}

/** What the page was reached from: jsdom has no Navigation API, so the referrer and history length. */
function cameFrom(referrer: string, historyLength: number) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(historyLength);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the way back to a form', () => {
  it('is a link to the form’s page, which works without the app', () => {
    expect(renderLink()).toHaveAttribute('href', '/contact');
  });

  it('goes back in history when the page before is the form’s, so the browser restores what was typed', () => {
    cameFrom(`${window.location.origin}/contact`, 3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    fireEvent.click(renderLink());
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Contact page' })).toBeNull();
  });

  it('follows the link when the page before is another one', () => {
    cameFrom(`${window.location.origin}/about`, 3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    fireEvent.click(renderLink());
    expect(back).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  it('leaves a click for a new tab to the browser', () => {
    cameFrom(`${window.location.origin}/contact`, 3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    fireEvent.click(renderLink(), { ctrlKey: true });
    expect(back).not.toHaveBeenCalled();
  });
});
