import { act, fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { contactHandlers } from '@testing/mocks/handlers';
import { renderWithProviders } from '@testing/web/render';
import { ContactForm } from './ContactForm';

/*
 * Only the form's timing rule lives here, since it needs fake timers. Its states and interactions are
 * the stories' (stories/features/contact/ContactForm.stories.tsx); sending to the real server, the
 * browser's own post and the keyboard path are e2e/contact.spec.ts and e2e/noscript.spec.ts; the payload
 * and the error messages are contactMessage.test.ts.
 */

// The real service layer runs; MSW answers with the same handler the stories use.
const server = setupServer(contactHandlers.sent);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The form loads the service layer on demand. Its first import is real I/O (seconds on a busy machine)
  // that the fake clock cannot hurry, so it is done here, before the clock is faked.
  await import('@/api');
});
afterAll(() => server.close());

const labels = ['First Name', 'Last Name', 'Email Address', 'Subject', 'Message'] as const;
const field = (label: (typeof labels)[number]) => screen.getByRole('textbox', { name: label });

/**
 * Under fake timers: lets the mocked request and React's updates run without moving the clock, so the
 * 3-second reset is measured from the moment the message was sent.
 */
async function flushUntil(isDone: () => boolean) {
  for (let attempt = 0; attempt < 50 && !isDone(); attempt += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  expect(isDone()).toBe(true);
}

const filled = ['Ada', 'Lovelace', 'ada@example.com', 'Multiple currencies', 'Can one invoice mix currencies?'];

// The first render of the form and its service layer is slow on a busy machine.
it(
  'clears the banner and resets the form 3 seconds after the message is sent, not a millisecond sooner, keeping focus in the form',
  { timeout: 20_000 },
  async () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<ContactForm />);
      labels.forEach((label, index) => fireEvent.change(field(label), { target: { value: filled[index] } }));
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      await flushUntil(() => screen.queryByRole('button', { name: 'Message Sent!' }) !== null);

      act(() => vi.advanceTimersByTime(2999));
      expect(screen.getByRole('button', { name: 'Message Sent!' })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('Thank you for reaching out!');
      expect(screen.getByRole('status')).toHaveFocus();
      expect(field('Message')).toHaveValue(filled[4]);

      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      // The banner that held focus is gone: the form takes it back rather than leave it to the page.
      expect(screen.getByRole('region', { name: 'Send Us a Message' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      for (const label of labels) {
        expect(field(label)).toHaveValue('');
        expect(field(label)).toBeEnabled();
      }
    } finally {
      vi.useRealTimers();
    }
  },
);
