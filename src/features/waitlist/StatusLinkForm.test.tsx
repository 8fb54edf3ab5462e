import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/AppProviders';
import { StaticLocation } from '@/components/location/siteLocation';
import { STATUS_LINK_SENT_MESSAGE } from '@shared/contract/constants';
import { sentBodies, stubFetch } from '@testing/web/fetchStub';
import { StatusLinkForm } from './StatusLinkForm';

/** Lets the stubbed request and the service layer's promises settle, and React render the outcome. */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));

const page = (
  <AppProviders>
    <StaticLocation url="/waitlist">
      <StatusLinkForm />
    </StaticLocation>
  </AppProviders>
);

/** Roots hydrated by a test, unmounted after it (also when it fails). */
const hydrated: Root[] = [];

/** The form as the prerendered page has it, in the document. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/*
 * The server render and the hand-over to the app. The form's states once the app runs (sending, sent,
 * refused, offline) are its stories (stories/features/waitlist/StatusLinkForm.stories.tsx).
 */
describe('the status link form', { timeout: 20_000 }, () => {
  afterEach(() => {
    act(() => hydrated.splice(0).forEach((root) => root.unmount()));
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('is prerendered as a form the browser can send itself: posted to the server, checked by the browser, its button usable', () => {
    const form = prerendered().querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/waitlist/status-link');
    expect(form.noValidate).toBe(false);
    expect(form.querySelector('input[name="email"]')).toBeRequired();
    expect(
      Array.from(form.elements)
        .map((element) => element.getAttribute('name'))
        .filter(Boolean),
    ).toEqual(['email', 'website']);
    expect(form.querySelector('button[type="submit"]')).toBeEnabled();
  });

  it('once the app has started on that markup, keeps the address typed before and asks for the link through the API', async () => {
    const fetch = stubFetch({ status: 201, body: { message: STATUS_LINK_SENT_MESSAGE } });
    const container = prerendered();
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
    const errors = vi.spyOn(console, 'error');
    hydrated.push(await act(async () => hydrateRoot(container, page)));
    // A hydration mismatch would be reported here.
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form')!.noValidate).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Email me my link' }));
    await settle();
    expect(sentBodies(fetch)).toEqual([{ email: 'early@example.com' }]);
    expect(screen.getByRole('status')).toHaveTextContent(STATUS_LINK_SENT_MESSAGE);
  });
});
