import { composeStories } from '@storybook/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@testing/web/render';
import { answers, sentBodies, stubFetch } from '@testing/web/fetchStub';
import * as stories from '../../../stories/features/waitlist/WaitlistDialog.stories';
import { WaitlistDialog } from './WaitlistDialog';

/**
 * The dialog's states and what each shows (the form, submitting, You're In!, every error of product.md §8)
 * are its stories' (stories/features/waitlist/WaitlistDialog.stories.tsx), run in Chromium; what the
 * server's answers map to is joinWaitlist.test.ts's. Here: what the dialog sends, and its timings, on a
 * fake clock. The dialog is the one of the Idle story, with the story's Join Waitlist opener.
 */
const { Idle } = composeStories(stories);

type SetupOptions = {
  /**
   * Keeps the dialog open when it asks to close, as an owner that ignores the request would: what it
   * resets after closing then stays in view.
   */
  keptOpen?: boolean;
};

/** Lets the stubbed request and the service layer's promises settle, and React render the outcome. */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
/** Moves the fake clock, running the dialog's timers. */
const wait = (milliseconds: number) => act(() => vi.advanceTimersByTime(milliseconds));

function setup({ keptOpen = false }: SetupOptions = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // The story's own kind of spy (its args type asks for one); Vitest's expect reads it as its own.
  const onClose = fn();
  renderWithProviders(keptOpen ? <WaitlistDialog open onClose={onClose} /> : <Idle onClose={onClose} />);
  const open = async () => {
    if (!keptOpen) await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
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
          referralCode: 'Ab3_-x9QzK0w',
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
          referralCode: 'Ab3_-x9QzK0w',
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
      const { onClose, join, fields } = setup({ keptOpen: true });
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

    it('closed by the person, it does not close again later and resets after 300 ms', async () => {
      stubFetch(answers.created());
      const { user, onClose, join } = setup({ keptOpen: true });
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
      const { user, onClose, join, fields } = setup({ keptOpen: true });
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

  describe('after an error', () => {
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
});
