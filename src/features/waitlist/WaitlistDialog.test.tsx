import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { KeyValueStorage } from '@/api';
import { renderWithProviders } from '@testing/web/render';
import { answers, sentBodies, type StubAnswer, stubFetch } from '@testing/web/fetchStub';
import { WaitlistDialog } from './WaitlistDialog';

const key = 'invoiceSystemWaitlist';
const stored = () => JSON.parse(localStorage.getItem(key) ?? '[]');

type OwnerProps = {
  /** An owner that ignores the request to close keeps the dialog in view, so what it resets shows. */
  closesOnRequest?: boolean;
  onClose?: () => void;
  storage?: KeyValueStorage;
};

/** The dialog's owner, as the site's host is: an opener and the `open` state. */
function Owner({ closesOnRequest = true, onClose = () => {}, storage }: OwnerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open waitlist
      </button>
      <WaitlistDialog
        open={open}
        storage={storage}
        onClose={() => {
          onClose();
          if (closesOnRequest) setOpen(false);
        }}
      />
    </>
  );
}

/** Lets the stubbed request and the service layer's promises settle, and React render the outcome. */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
/** Moves the fake clock, running the dialog's timers. */
const wait = (milliseconds: number) => act(() => vi.advanceTimersByTime(milliseconds));

function setup(props: OwnerProps = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onClose = vi.fn();
  renderWithProviders(<Owner onClose={onClose} {...props} />);
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Open waitlist' }));
    return screen.getByRole('dialog');
  };
  const fields = () => ({
    email: screen.getByRole('textbox', { name: 'Email' }),
    name: screen.getByRole('textbox', { name: 'First name' }),
    company: screen.getByRole('textbox', { name: 'Company (Optional)' }),
  });
  const submitButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: /Join/ });
  /** Opens the dialog, fills it in and submits with the button. */
  const join = async (email = 'ada@example.com', name = '', company = '') => {
    await open();
    const { email: emailField, name: nameField, company: companyField } = fields();
    await user.type(emailField, email);
    if (name) await user.type(nameField, name);
    if (company) await user.type(companyField, company);
    await user.click(submitButton());
    await settle();
  };
  return { user, onClose, open, fields, submitButton, join };
}

// Typing in jsdom is slow, and slower on a busy machine: the default 5 s is too tight for a whole flow.
describe('waitlist dialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-14T09:26:53.000Z'));
    // Testing Library waits a 0 ms timeout after each user action, and advances fake timers for it only
    // when it sees Jest's: this lets it see Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (milliseconds: number) => vi.advanceTimersByTime(milliseconds) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('the form', () => {
    it('shows the 50% off first year promise and the three fields, with focus on the email', async () => {
      const { open, fields } = setup();
      const dialog = await open();

      expect(dialog).toHaveAccessibleName('Join the Waitlist');
      expect(within(dialog).getByText('50% off your first year')).toBeVisible();
      const { email, name, company } = fields();
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toBeRequired();
      expect(email).toHaveFocus();
      expect(name).not.toBeRequired();
      expect(company).not.toBeRequired();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('keeps the submit button disabled while the email is empty', async () => {
      const { user, open, fields, submitButton } = setup();
      await open();

      expect(submitButton()).toHaveTextContent('Join Waitlist');
      expect(submitButton()).toBeDisabled();
      await user.type(fields().name, 'Ada');
      await user.type(fields().company, 'Analytical Engines');
      expect(submitButton()).toBeDisabled();

      await user.type(fields().email, 'a');
      expect(submitButton()).toBeEnabled();
      await user.clear(fields().email);
      expect(submitButton()).toBeDisabled();
    });

    it('says Email is required, and sends nothing, when the form is submitted with an empty email', async () => {
      const fetch = stubFetch(answers.created());
      const { open, fields } = setup();
      const dialog = await open();

      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);

      expect(screen.getByRole('alert')).toHaveTextContent(/^Email is required$/);
      expect(fields().email).toHaveAttribute('aria-invalid', 'true');
      expect(fetch).not.toHaveBeenCalled();
    });

    it('says Email is required, and sends nothing, when the email is invisible characters only', async () => {
      const fetch = stubFetch(answers.created());
      const { user, open, fields, submitButton } = setup();
      await open();

      await user.type(fields().email, '\u200B\u200C');
      await user.click(submitButton());

      expect(screen.getByRole('alert')).toHaveTextContent(/^Email is required$/);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('sends the trimmed email, name and company, with source website', async () => {
      const fetch = stubFetch(answers.created());
      const { join } = setup();
      await join('  ada@example.com ', ' Ada  ', '  Analytical Engines ');

      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]?.[0]).toBe('/api/webpage/waitlist');
      expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
      expect(sentBodies(fetch)).toEqual([
        { email: 'ada@example.com', name: 'Ada', company: 'Analytical Engines', source: 'website' },
      ]);
    });

    it("sends where the visit came from with the sign-up, as it was recorded on the visit's first page", async () => {
      sessionStorage.setItem(
        'invoiceflow.attribution',
        JSON.stringify({
          landingPage: '/',
          referrerHost: 'news.example.com',
          utmSource: 'newsletter',
          utmCampaign: 'launch',
        }),
      );
      const fetch = stubFetch(answers.created());
      const { join } = setup();
      await join('ada@example.com');
      sessionStorage.clear();

      expect(sentBodies(fetch)).toEqual([
        {
          email: 'ada@example.com',
          name: null,
          company: null,
          source: 'website',
          landingPage: '/',
          referrerHost: 'news.example.com',
          utmSource: 'newsletter',
          utmCampaign: 'launch',
        },
      ]);
    });

    it('sends null for a first name and company left empty or blank', async () => {
      const fetch = stubFetch(answers.created());
      const { join } = setup();
      await join('ada@example.com', '   ');

      expect(sentBodies(fetch)).toEqual([{ email: 'ada@example.com', name: null, company: null, source: 'website' }]);
    });

    it('is a real form that posts to /waitlist with the field names the server reads', async () => {
      const { open } = setup();
      const dialog = await open();
      const form = dialog.querySelector('form')!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/waitlist');
      const names = Array.from(form.elements)
        .map((element) => element.getAttribute('name'))
        .filter(Boolean);
      expect(names).toEqual(['email', 'name', 'company', 'website']);
    });

    it('sends through the app, not as a browser post', async () => {
      const fetch = stubFetch(answers.created());
      const { user, open, fields } = setup();
      const dialog = await open();
      await user.type(fields().email, 'ada@example.com');
      // A cancelled submit event is what stops the browser's own post.
      expect(fireEvent.submit(dialog.querySelector('form')!)).toBe(false);
      await settle();
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('sends the honeypot only when a bot filled it, and hides it from people', async () => {
      const fetch = stubFetch(answers.created());
      const { user, open, fields, submitButton } = setup();
      const dialog = await open();
      const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
      expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();

      await user.type(fields().email, 'bot@example.com');
      fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
      await user.click(submitButton());
      await settle();
      expect(sentBodies(fetch)).toEqual([
        { email: 'bot@example.com', name: null, company: null, source: 'website', website: 'https://spam.example' },
      ]);
    });

    it('links to the privacy note in a new tab, so the dialog keeps its state', async () => {
      const { open } = setup();
      const dialog = await open();
      const link = within(dialog).getByRole('link', { name: /^privacy note ?\(opens in a new tab\)$/ });
      expect(link).toHaveAttribute('href', '/privacy');
      expect(link).toHaveAttribute('target', '_blank');
    });
  });

  describe('while submitting', () => {
    it('reads Joining Waitlist..., disables the fields, the submit and close, and cannot be closed', async () => {
      let answer: (value: StubAnswer) => void = () => {};
      stubFetch(new Promise<StubAnswer>((resolve) => (answer = resolve)));
      const { user, onClose, join, fields, submitButton } = setup();
      await join();

      const dialog = screen.getByRole('dialog');
      expect(submitButton()).toHaveAccessibleName('Joining Waitlist...');
      expect(submitButton()).toBeDisabled();
      expect(fields().email).toBeDisabled();
      expect(fields().name).toBeDisabled();
      expect(fields().company).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
      // Every control is disabled: the dialog holds focus instead of the page behind it.
      expect(dialog).toHaveFocus();

      await user.keyboard('{Escape}');
      await user.click(dialog.parentElement as HTMLElement);
      await wait(10_000);
      expect(onClose).not.toHaveBeenCalled();
      expect(dialog).toBeInTheDocument();

      answer(answers.created());
      await settle();
      expect(screen.getByRole('dialog')).toHaveAccessibleName("You're In!");
    });
  });

  it('sends one sign-up when the form is submitted twice in a row', async () => {
    const fetch = stubFetch(answers.created());
    const { user, open, fields } = setup();
    const dialog = await open();
    await user.type(fields().email, 'ada@example.com');
    const form = dialog.querySelector('form') as HTMLFormElement;

    fireEvent.submit(form);
    fireEvent.submit(form);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  describe('after a successful sign-up', () => {
    it("shows You're In! with a welcome alert and three perks", async () => {
      stubFetch(answers.created());
      const { join } = setup();
      await join();

      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveAccessibleName("You're In!");
      expect(within(dialog).getByRole('heading', { name: "You're In!" })).toBeVisible();
      expect(within(dialog).getByRole('status')).toHaveTextContent(/Welcome to InvoiceFlow!/);
      const perks = within(within(dialog).getByRole('list')).getAllByRole('listitem');
      expect(perks).toHaveLength(3);
      expect(perks[0]).toHaveTextContent('50% off your first year');
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('keeps a local copy with the server id and no offline flag', async () => {
      stubFetch(answers.created(314));
      const { join } = setup();
      await join('ada@example.com', 'Ada');

      expect(stored()).toEqual([
        { id: 314, email: 'ada@example.com', name: 'Ada', company: null, timestamp: '2026-03-14T09:26:53.000Z' },
      ]);
    });

    it('still shows the success view when the local copy cannot be saved', async () => {
      stubFetch(answers.created());
      const { join } = setup({ storage: refusingStorage() });
      await join();

      expect(screen.getByRole('dialog')).toHaveAccessibleName("You're In!");
    });

    it('closes by itself 2000 ms after the success view appears', async () => {
      stubFetch(answers.created());
      const { onClose, join } = setup();
      await join();

      await wait(1999);
      expect(screen.getByRole('dialog')).toHaveAccessibleName("You're In!");
      expect(onClose).not.toHaveBeenCalled();

      await wait(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('resets the form 500 ms after closing by itself', async () => {
      stubFetch(answers.created());
      const { onClose, join, fields } = setup({ closesOnRequest: false });
      await join();

      await wait(2000);
      expect(onClose).toHaveBeenCalledTimes(1);
      await wait(499);
      expect(screen.getByRole('dialog')).toHaveAccessibleName("You're In!");

      await wait(1);
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Join the Waitlist');
      expect(fields().email).toHaveValue('');
      expect(fields().name).toHaveValue('');
      expect(fields().company).toHaveValue('');
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('opens again on an empty form', async () => {
      stubFetch(answers.created());
      const { open, join, fields } = setup();
      await join('ada@example.com', 'Ada', 'Analytical Engines');
      await wait(2500);

      const dialog = await open();
      expect(dialog).toHaveAccessibleName('Join the Waitlist');
      expect(fields().email).toHaveValue('');
      expect(fields().name).toHaveValue('');
      expect(fields().company).toHaveValue('');
    });

    it('closed by the person, it does not close again later and resets after 300 ms', async () => {
      stubFetch(answers.created());
      const { user, onClose, join } = setup({ closesOnRequest: false });
      await join();

      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      await wait(299);
      expect(screen.getByRole('dialog')).toHaveAccessibleName("You're In!");
      await wait(1);
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Join the Waitlist');

      await wait(5000);
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('closing', () => {
    it('resets the fields and the error 300 ms after the person closes it', async () => {
      stubFetch(answers.rateLimited);
      const { user, onClose, join, fields } = setup({ closesOnRequest: false });
      await join('ada@example.com', 'Ada', 'Analytical Engines');
      expect(screen.getByRole('alert')).toBeInTheDocument();

      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      await wait(299);
      expect(fields().email).toHaveValue('ada@example.com');
      expect(fields().name).toHaveValue('Ada');
      expect(fields().company).toHaveValue('Analytical Engines');
      expect(screen.getByRole('alert')).toBeInTheDocument();

      await wait(1);
      expect(fields().email).toHaveValue('');
      expect(fields().name).toHaveValue('');
      expect(fields().company).toHaveValue('');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('opened again before the reset ran, it starts from an empty form that stays as typed', async () => {
      const { user, open, fields } = setup();
      await open();
      await user.type(fields().email, 'ada@example.com');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await wait(100);
      await open();
      expect(fields().email).toHaveValue('');
      await user.type(fields().email, 'grace@example.com');
      await wait(1000);
      expect(fields().email).toHaveValue('grace@example.com');
    });
  });

  describe('errors', () => {
    it.each([
      {
        answer: answers.duplicate,
        on: '409 with the duplicate message',
        message: 'This email is already on our waitlist!',
      },
      {
        answer: { status: 400, body: { message: 'Email already exists' } },
        on: '400 whose message says the email already exists',
        message: 'This email is already on our waitlist!',
      },
      {
        answer: answers.conflict,
        on: '409 with another message',
        message: 'Invalid information provided. Please check your details.',
      },
      { answer: answers.invalid, on: '400', message: 'Invalid information provided. Please check your details.' },
      { answer: answers.rateLimited, on: '429', message: 'Too many requests. Please try again later.' },
      { answer: answers.serverError, on: '500', message: 'Something went wrong. Please try again.' },
      { answer: answers.unavailable, on: '503 without a body', message: 'Something went wrong. Please try again.' },
    ])('on $on shows "$message" in an error alert above the form, keeping the fields', async ({ answer, message }) => {
      stubFetch(answer);
      const { join, fields, submitButton } = setup();
      await join('ada@example.com', 'Ada', 'Analytical Engines');

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(`^${message.replace(/[.!]/g, '\\$&')}$`));
      expect(alert.compareDocumentPosition(fields().email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Join the Waitlist');
      expect(fields().email).toHaveValue('ada@example.com');
      expect(fields().name).toHaveValue('Ada');
      expect(fields().company).toHaveValue('Analytical Engines');
      expect(fields().email).toBeEnabled();
      expect(fields().email).toHaveFocus();
      expect(submitButton()).toBeEnabled();
      expect(stored()).toEqual([]);

      await wait(10_000);
      expect(screen.getByRole('alert')).toBeInTheDocument();
    });

    it('clears the error when the person tries again', async () => {
      stubFetch(answers.serverError, answers.created());
      const { user, join, submitButton } = setup();
      await join();
      expect(screen.getByRole('alert')).toBeInTheDocument();

      await user.click(submitButton());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await settle();
      expect(screen.getByRole('dialog')).toHaveAccessibleName("You're In!");
    });
  });

  describe('without a network', () => {
    it('saves the sign-up in the browser, marked offline, and shows the success view', async () => {
      stubFetch(answers.network);
      const { join } = setup();
      await join(' ada@example.com ', 'Ada');

      expect(screen.getByRole('dialog')).toHaveAccessibleName("You're In!");
      expect(stored()).toEqual([
        {
          id: Date.parse('2026-03-14T09:26:53.000Z'),
          email: 'ada@example.com',
          name: 'Ada',
          company: null,
          timestamp: '2026-03-14T09:26:53.000Z',
          offline: true,
        },
      ]);
    });

    it('says the email is already on the waitlist when the browser has it, whatever its case', async () => {
      const earlier = [
        { id: 1, email: 'ada@example.com', name: null, company: null, timestamp: '2026-03-01T00:00:00.000Z' },
      ];
      localStorage.setItem(key, JSON.stringify(earlier));
      stubFetch(answers.network);
      const { join } = setup();
      await join('ADA@example.com');

      expect(screen.getByRole('alert')).toHaveTextContent(/^This email is already on our waitlist!$/);
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Join the Waitlist');
      expect(stored()).toEqual(earlier);
    });

    it('asks to check the connection when the browser cannot save it either', async () => {
      stubFetch(answers.network);
      const { join } = setup({ storage: refusingStorage() });
      await join();

      expect(screen.getByRole('alert')).toHaveTextContent(
        /^Unable to join waitlist\. Please check your connection and try again\.$/,
      );
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Join the Waitlist');
    });
  });
});

/** Storage that can be read but refuses writes, as a full or blocked local storage does. */
function refusingStorage(): KeyValueStorage {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {},
  };
}
