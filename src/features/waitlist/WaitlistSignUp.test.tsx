import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/AppProviders';
import { StaticLocation } from '@/components/location/siteLocation';
import { renderWithProviders } from '@testing/web/render';
import { answers, sentBodies, stubFetch } from '@testing/web/fetchStub';
import { WaitlistSignUp } from './WaitlistSignUp';

/** Lets the stubbed request and the service layer's promises settle, and React render the outcome. */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));

/** Roots hydrated by a test, unmounted after it (also when it fails). */
const hydrated: Root[] = [];

/** Hydrates the prerendered `container`, as the browser does once the app has started. */
async function hydrate(container: HTMLElement) {
  const root = await act(async () => hydrateRoot(container, page));
  hydrated.push(root);
  return root;
}

const page = (
  <AppProviders>
    <StaticLocation url="/waitlist">
      <WaitlistSignUp />
    </StaticLocation>
  </AppProviders>
);

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<WaitlistSignUp />);
  const email = () => screen.getByRole('textbox', { name: 'Email' });
  const submit = () => screen.getByRole('button', { name: /Join/ });
  return { user, email, submit };
}

/*
 * The server render and the hand-over to the app, and the one rule that needs a clock. The form's
 * states (sending, joined, refused, offline) are the page's stories (stories/pages/WaitlistPage.stories.tsx).
 */
describe('the waitlist page’s form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (milliseconds: number) => vi.advanceTimersByTime(milliseconds) });
  });
  afterEach(() => {
    act(() => hydrated.splice(0).forEach((root) => root.unmount()));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is prerendered as a form the browser can send itself: posted to /waitlist, checked by the browser, its button usable', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/waitlist');
    expect(form.noValidate).toBe(false);
    expect(form.querySelector('input[name="email"]')).toBeRequired();
    expect(
      Array.from(form.elements)
        .map((element) => element.getAttribute('name'))
        .filter(Boolean),
    ).toEqual(['email', 'name', 'company', 'website']);
    const button = form.querySelector('button[type="submit"]')!;
    expect(button).toHaveTextContent('Join Waitlist');
    expect(button).toBeEnabled();
  });

  it('once the app has started on that markup, takes the checks over as the dialog does', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await hydrate(container);
    // A hydration mismatch would be reported here.
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form')!.noValidate).toBe(true);
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
  });

  it('keeps what was typed before the app started, and sends it', async () => {
    const fetch = stubFetch(answers.created(8));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const company = container.querySelector<HTMLInputElement>('input[name="company"]')!;
    email.value = 'early@example.com';
    company.value = 'Early Birds';

    await hydrate(container);
    const submit = screen.getByRole('button', { name: 'Join Waitlist' });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await settle();
    expect(sentBodies(fetch)).toEqual([
      { email: 'early@example.com', name: null, company: 'Early Birds', source: 'website' },
    ]);
  });

  it('sends through the app, trimmed, and keeps the You’re In! view: unlike the dialog, it never closes or resets', async () => {
    const fetch = stubFetch(answers.created(7));
    const { user, email } = setup();
    await user.type(email(), ' ada@example.com ');
    expect(fireEvent.submit(email().closest('form')!)).toBe(false);
    await settle();

    expect(sentBodies(fetch)).toEqual([{ email: 'ada@example.com', name: null, company: null, source: 'website' }]);
    expect(screen.getByRole('heading', { name: "You're In!" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { name: "You're In!" })).toBeInTheDocument();
  });
});
