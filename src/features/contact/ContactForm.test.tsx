import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { contactHandlers } from '@testing/mocks/handlers';
import { renderWithProviders } from '@testing/web/render';
import { ContactForm } from './ContactForm';

// The real service layer runs; MSW answers with the same handlers the stories use.
const server = setupServer(contactHandlers.sent);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const labels = ['First Name', 'Last Name', 'Email Address', 'Subject', 'Message'] as const;
type Label = (typeof labels)[number];

const filled: Record<Label, string> = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  'Email Address': 'ada@example.com',
  Subject: 'Multiple currencies',
  Message: 'Can one invoice mix currencies?',
};

const field = (label: Label) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const fields = () => labels.map(field);

/** Answers every contact POST with 201 and keeps the bodies it was sent. */
function recordSentMessages() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/webpage/contact', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  return bodies;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<Label, string> = filled) {
  for (const label of labels) {
    await user.click(field(label));
    await user.paste(values[label]);
  }
}

function renderForm() {
  // No pause between keystrokes: the form does not debounce, and the suite stays fast.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactForm />);
  return user;
}

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

describe('contact form', () => {
  it('starts idle with five required, editable fields and a Send Message button', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    for (const input of fields()) {
      expect(input).toBeRequired();
      expect(input).toBeEnabled();
      expect(input).toHaveValue('');
    }
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is a real form that posts to /contact with the field names the server reads', () => {
    renderForm();
    const form = field('First Name').form!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    const names = Array.from(form.elements)
      .map((element) => element.getAttribute('name'))
      .filter(Boolean);
    expect(names).toEqual(['firstName', 'lastName', 'email', 'subject', 'message', 'website']);
  });

  it('sends through the app, not as a browser post, while the app runs', async () => {
    const user = renderForm();
    const bodies = recordSentMessages();
    await fillIn(user);
    const submitted = fireEvent.submit(field('First Name').form!);
    // A cancelled submit event is what stops the browser's own post.
    expect(submitted).toBe(false);
    await screen.findByRole('button', { name: 'Message Sent!' });
    expect(bodies).toHaveLength(1);
  });

  it('is the contact-form anchor the technical support card scrolls to, and can take focus', () => {
    renderForm();
    const section = screen.getByRole('region', { name: 'Send Us a Message' });
    expect(section).toHaveAttribute('id', 'contact-form');
    section.focus();
    expect(section).toHaveFocus();
  });

  it('sends the values trimmed, with source website', async () => {
    const sent = recordSentMessages();
    const user = renderForm();
    await fillIn(user, {
      'First Name': '  Ada ',
      'Last Name': ' Lovelace  ',
      'Email Address': '  ada@example.com ',
      Subject: '  Multiple currencies ',
      Message: '\n Can one invoice mix currencies?  \n',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await screen.findByRole('button', { name: 'Message Sent!' });
    expect(sent).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Multiple currencies',
        message: 'Can one invoice mix currencies?',
        source: 'website',
      },
    ]);
  });

  it('sends the honeypot only when a bot filled it, and keeps it out of reach of people', async () => {
    const sent = recordSentMessages();
    const user = renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await fillIn(user);
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await screen.findByRole('button', { name: 'Message Sent!' });
    expect(sent).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Multiple currencies',
        message: 'Can one invoice mix currencies?',
        source: 'website',
        website: 'https://spam.example',
      },
    ]);
  });

  it('links to the privacy note in a new tab, so a half-written message is kept', () => {
    renderForm();
    const link = screen.getByRole('link', { name: /^privacy note ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('while sending, reads "Sending..." and disables every field and the button', async () => {
    server.use(contactHandlers.slow);
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    for (const input of fields()) expect(input).toBeDisabled();
    expect(field('First Name')).toHaveValue('Ada');
  });

  it('once sent, reads "Message Sent!", shows the success banner with the response promise and keeps the fields disabled', async () => {
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Message Sent!' });
    expect(button).toBeDisabled();
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Thank you for reaching out!');
    expect(banner).toHaveTextContent(
      'Your message is on its way to our team. Most inquiries are answered within 4-6 hours, and every inquiry within 24 hours.',
    );
    for (const input of fields()) expect(input).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the banner and resets the form 3 seconds after the message is sent', async () => {
    vi.useFakeTimers();
    renderWithProviders(<ContactForm />);
    for (const label of labels) fireEvent.change(field(label), { target: { value: filled[label] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await flushUntil(() => screen.queryByRole('button', { name: 'Message Sent!' }) !== null);

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('button', { name: 'Message Sent!' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for reaching out!');
    expect(field('Message')).toHaveValue(filled.Message);

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const input of fields()) {
      expect(input).toHaveValue('');
      expect(input).toBeEnabled();
    }
  });

  it.each([
    ['a 400 answer', contactHandlers.invalid, 'Please check your form data and try again.'],
    ['a 500 answer', contactHandlers.serverError, 'Something went wrong. Please try again later.'],
    [
      'a network failure',
      contactHandlers.networkError,
      'Unable to send message. Please check your connection and try again.',
    ],
  ])('after %s, shows its message and keeps the values editable', async (_case, handler, message) => {
    server.use(handler);
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.?]/g, '\\$&')}$`));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of labels) {
      expect(field(label)).toBeEnabled();
      expect(field(label)).toHaveValue(filled[label]);
    }
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the generic message for other non-OK answers, such as 429', async () => {
    server.use(
      http.post('/api/webpage/contact', () =>
        HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }, { status: 429 }),
      ),
    );
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  });

  it('lets the person retry after an error, and the retry can succeed', async () => {
    server.use(contactHandlers.serverError);
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('alert');

    server.resetHandlers();
    const sent = recordSentMessages();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await screen.findByRole('button', { name: 'Message Sent!' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('sent empty, names each missing field, focuses the first and sends nothing', async () => {
    const sent = recordSentMessages();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const messages: Record<Label, string> = {
      'First Name': 'Please enter your first name.',
      'Last Name': 'Please enter your last name.',
      'Email Address': 'Please enter your email address.',
      Subject: 'Please enter a subject.',
      Message: 'Please enter your message.',
    };
    for (const label of labels) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(messages[label]);
    }
    expect(field('First Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(sent).toHaveLength(0);
  });

  it('treats a value of spaces only as empty', async () => {
    const sent = recordSentMessages();
    const user = renderForm();
    await fillIn(user, { ...filled, Subject: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(field('Subject')).toHaveFocus();
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);
  });

  it('asks for a valid email address when the email is not one', async () => {
    const sent = recordSentMessages();
    const user = renderForm();
    await fillIn(user, { ...filled, 'Email Address': 'ada-at-example' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email address, such as you@company.com.',
    );
    expect(field('Email Address')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('takes a field’s message away once the person types in it', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(field('First Name'), 'A');

    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Last Name')).toHaveAttribute('aria-invalid', 'true');
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(within(form).queryByText('Please enter your first name.')).not.toBeInTheDocument();
  });
});
