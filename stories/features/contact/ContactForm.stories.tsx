import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

import { ContactForm } from '@/features/contact';
import { contactHandlers } from '@testing/mocks/handlers';

const labels = ['First Name', 'Last Name', 'Email Address', 'Subject', 'Message'] as const;
type Label = (typeof labels)[number];

const message: Record<Label, string> = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  'Email Address': 'ada@example.com',
  Subject: 'Invoices in several currencies',
  Message: 'Can one client be billed in euros and another in dollars?',
};

type Canvas = ReturnType<typeof within>;

/** The bodies the contact endpoint received during the story (emptied before each story that records). */
const received: unknown[] = [];
/** Notes each body, then lets the next handler answer. */
const recordBodies = http.post('/api/webpage/contact', async ({ request }) => {
  received.push(await request.clone().json());
});
const recording = {
  beforeEach: () => {
    received.length = 0;
  },
  parameters: { msw: { handlers: [recordBodies, contactHandlers.sent] } },
};

/**
 * Holds each message until the play function lets it go, so a story can look at the form while it is
 * sending: `fail` answers as a network failure, `pass` leaves the answer to `contactHandlers.sent`.
 */
const held: Array<(outcome: 'fail' | 'pass') => void> = [];
const holdEachMessage = http.post('/api/webpage/contact', async () => {
  const outcome = await new Promise<'fail' | 'pass'>((resolve) => held.push(resolve));
  return outcome === 'fail' ? HttpResponse.error() : undefined;
});
/** Answers the message the form is sending, once it has reached the mock. */
async function answerHeld(outcome: 'fail' | 'pass') {
  await waitFor(() => expect(held).toHaveLength(1));
  held.shift()!(outcome);
}

const field = (canvas: Canvas, label: Label) => canvas.getByRole('textbox', { name: label });
/** The form's container, which holds focus while every control is disabled. */
const formRegion = (canvas: Canvas) => canvas.getByRole('region', { name: 'Send Us a Message' });

/** Types a whole message, as a person would, and sends it. */
async function fillInAndSend(canvas: Canvas, values: Record<Label, string> = message) {
  for (const label of labels) await userEvent.type(field(canvas, label), values[label]);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
}

/** Focus went to the error banner: read at once, and the next Tab reaches "Send Message" again. */
async function expectErrorFocused(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
}

async function expectValuesKeptAndEditable(canvas: Canvas) {
  for (const label of labels) {
    await expect(field(canvas, label)).toBeEnabled();
    await expect(field(canvas, label)).toHaveValue(message[label]);
  }
  await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
}

const meta = {
  title: 'Features/Contact/ContactForm',
  component: ContactForm,
  parameters: { msw: { handlers: [contactHandlers.sent] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Idle: five required fields, empty and editable, and nothing reported yet. A real form posting to
 * /contact with the names the server reads, so the browser can send it before the app runs.
 */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Send Us a Message' })).toHaveAttribute('id', 'contact-form');
    for (const label of labels) {
      await expect(field(canvas, label)).toBeRequired();
      await expect(field(canvas, label)).toBeEnabled();
      await expect(field(canvas, label)).toHaveValue('');
    }
    await expect(field(canvas, 'Email Address')).toHaveAttribute('type', 'email');
    await expect(field(canvas, 'Message').tagName).toBe('TEXTAREA');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();

    const form = canvas.getByRole('form', { name: 'Send Us a Message' }) as HTMLFormElement;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/contact');
    const names = Array.from(form.elements)
      .map((element) => element.getAttribute('name'))
      .filter(Boolean);
    await expect(names).toEqual(['firstName', 'lastName', 'email', 'subject', 'message', 'website']);

    // A new tab, so a half-written message is still here when the visitor comes back.
    const privacy = canvas.getByRole('link', { name: /^privacy note ?\(opens in a new tab\)$/ });
    await expect(privacy).toHaveAttribute('href', '/privacy');
    await expect(privacy).toHaveAttribute('target', '_blank');
  },
};

/** Sending: the server has not answered yet. */
export const Sending: Story = {
  parameters: { msw: { handlers: [contactHandlers.slow] } },
  play: async ({ canvas }) => {
    await fillInAndSend(canvas);
    const button = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (const label of labels) await expect(field(canvas, label)).toBeDisabled();
    await expect(field(canvas, 'First Name')).toHaveValue(message['First Name']);
    // Every control is disabled, so the form's container holds focus (rather than the page) and says it is busy.
    await waitFor(() => expect(formRegion(canvas)).toHaveFocus());
    await expect(formRegion(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Sent: the app sent exactly the spec's payload (no honeypot), the success banner shows and everything
 * stays locked until the form resets. The reset itself, 3 s later, is a timing rule: ContactForm.test.tsx
 * checks it with fake timers, since a story must not wait on the wall clock.
 */
export const Sent: Story = {
  ...recording,
  play: async ({ canvas }) => {
    await fillInAndSend(canvas);
    const button = await canvas.findByRole('button', { name: 'Message Sent!' });
    await expect(button).toBeDisabled();
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Thank you for reaching out!');
    await expect(banner).toHaveTextContent(
      'Your message is on its way to our team. Most inquiries are answered within 4-6 hours, and every inquiry within 24 hours.',
    );
    for (const label of labels) await expect(field(canvas, label)).toBeDisabled();
    // Focus moved from the disabled button to the banner, which is read as it is reached.
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(formRegion(canvas)).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(received).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Invoices in several currencies',
        message: 'Can one client be billed in euros and another in dollars?',
        source: 'website',
      },
    ]);
  },
};

/** A bot that fills the hidden honeypot field sends it along, so the server can drop the message. */
export const HoneypotFilledByABot: Story = {
  ...recording,
  play: async ({ canvas, canvasElement }) => {
    for (const label of labels) await userEvent.type(field(canvas, label), message[label]);
    const honeypot = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await userEvent.type(honeypot, 'https://spam.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await canvas.findByRole('button', { name: 'Message Sent!' });
    await expect(received).toEqual([expect.objectContaining({ source: 'website', website: 'https://spam.example' })]);
  },
};

/** The server answered 400. */
export const InvalidData: Story = {
  parameters: { msw: { handlers: [contactHandlers.invalid] } },
  play: async ({ canvas }) => {
    await fillInAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Please check your form data and try again\.$/);
    await expectErrorFocused(canvas);
    await expectValuesKeptAndEditable(canvas);
  },
};

/** The server answered 500. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [contactHandlers.serverError] } },
  play: async ({ canvas }) => {
    await fillInAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Something went wrong\. Please try again later\.$/,
    );
    await expectErrorFocused(canvas);
    await expectValuesKeptAndEditable(canvas);
  },
};

/** The request never reached a server. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [contactHandlers.networkError] } },
  play: async ({ canvas }) => {
    await fillInAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Unable to send message\. Please check your connection and try again\.$/,
    );
    await expectErrorFocused(canvas);
    await expectValuesKeptAndEditable(canvas);
  },
};

/**
 * The keyboard path: focus never falls to the page. Sending, the form's container holds it; after an error
 * it is on the banner, and Tab goes on to "Send Message"; after a success it is on the success banner.
 */
export const FocusStaysInTheFormWithTheKeyboard: Story = {
  beforeEach: () => {
    held.length = 0;
  },
  parameters: { msw: { handlers: [holdEachMessage, contactHandlers.sent] } },
  play: async ({ canvas }) => {
    for (const label of labels) await userEvent.type(field(canvas, label), message[label]);
    const send = canvas.getByRole('button', { name: 'Send Message' });
    send.focus();
    await userEvent.keyboard('{Enter}');

    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(formRegion(canvas)).toHaveFocus());
    await expect(formRegion(canvas)).toHaveAttribute('aria-busy', 'true');

    await answerHeld('fail');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to send message. Please check your connection and try again.',
    );
    await expectErrorFocused(canvas);
    await expect(formRegion(canvas)).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();

    // Sent again from there: the same steps, and this time it arrives.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: 'Sending...' });
    await waitFor(() => expect(formRegion(canvas)).toHaveFocus());
    await answerHeld('pass');
    await canvas.findByRole('button', { name: 'Message Sent!' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for reaching out!');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** After an error the values stay, so the person can correct one and send again. */
export const FieldsKeptAfterError: Story = {
  parameters: { msw: { handlers: [contactHandlers.networkError] } },
  play: async ({ canvas }) => {
    await fillInAndSend(canvas);
    await canvas.findByRole('alert');
    await expectValuesKeptAndEditable(canvas);

    const subject = field(canvas, 'Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Second try');
    await expect(subject).toHaveValue('Second try');
    await expect(field(canvas, 'Message')).toHaveValue(message.Message);

    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    // Still offline: the same message comes back, and the edited value is still there.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to send message. Please check your connection and try again.',
    );
    await expect(subject).toHaveValue('Second try');
  },
};

/**
 * A new problem to fix after a failed send: the failure's banner goes, and only the field that needs the
 * person speaks, whether the app found it (a blank subject) or the browser did (a malformed address).
 */
export const NewProblemAfterError: Story = {
  parameters: { msw: { handlers: [contactHandlers.networkError] } },
  play: async ({ canvas }) => {
    await fillInAndSend(canvas);
    await canvas.findByRole('alert');
    const subject = field(canvas, 'Subject');
    await userEvent.clear(subject);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(subject).toHaveAccessibleDescription('Please enter a subject.');
    await expect(subject).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(subject, message.Subject);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await canvas.findByRole('alert');
    const email = field(canvas, 'Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada-at-example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, such as you@company.com.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Sent empty: every field says what it needs, focus goes to the first, nothing is sent. */
export const RequiredValidation: Story = {
  ...recording,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const needs: Record<Label, string> = {
      'First Name': 'Please enter your first name.',
      'Last Name': 'Please enter your last name.',
      'Email Address': 'Please enter your email address.',
      Subject: 'Please enter a subject.',
      Message: 'Please enter your message.',
    };
    for (const label of labels) {
      await expect(field(canvas, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(canvas, label)).toHaveAccessibleDescription(needs[label]);
      await expect(canvas.getByText(needs[label])).toBeVisible();
    }
    await expect(field(canvas, 'First Name')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();

    // Typing fixes a field's message at once; the others keep theirs.
    await userEvent.type(field(canvas, 'First Name'), 'Ada');
    await expect(field(canvas, 'First Name')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(needs['First Name'])).not.toBeInTheDocument();
    await expect(field(canvas, 'Last Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(received).toEqual([]);
  },
};

/** A malformed email address is caught before anything is sent. */
export const InvalidEmail: Story = {
  ...recording,
  play: async ({ canvas }) => {
    await fillInAndSend(canvas, { ...message, 'Email Address': 'ada-at-example' });
    await expect(field(canvas, 'Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email address, such as you@company.com.',
    );
    await expect(field(canvas, 'Email Address')).toHaveFocus();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(received).toEqual([]);
  },
};

/**
 * An address that looks like a typo of a common domain: leaving the field shows "Did you mean …?" under
 * it, the corrected address a button; the message is not held back by it.
 */
export const EmailTypoSuggested: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Email Address'), 'ada@hotmial.com');
    await userEvent.tab();
    const suggestion = await canvas.findByRole('button', { name: 'ada@hotmail.com' });
    await expect(suggestion.closest('p')).toHaveTextContent(/^Did you mean ada@hotmail\.com\?$/);
    await expect(field(canvas, 'Subject')).toHaveFocus();
    await expect(field(canvas, 'Email Address')).toHaveValue('ada@hotmial.com');
  },
};

/** Taken with one click, the suggestion is the address the message is sent from. */
export const EmailSuggestionTaken: Story = {
  ...recording,
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Email Address'), 'ada@hotmial.com');
    await userEvent.tab();
    await userEvent.click(await canvas.findByRole('button', { name: 'ada@hotmail.com' }));
    await expect(field(canvas, 'Email Address')).toHaveValue('ada@hotmail.com');
    await expect(field(canvas, 'Email Address')).toHaveFocus();
    for (const label of labels.filter((label) => label !== 'Email Address')) {
      await userEvent.type(field(canvas, label), message[label]);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await canvas.findByRole('button', { name: 'Message Sent!' });
    await expect(received).toEqual([expect.objectContaining({ email: 'ada@hotmail.com' })]);
  },
};

/**
 * Spaces pass the browser's `required` check; the app trims them and treats the field as empty, as the
 * server would, so only that field gets its message and nothing is sent.
 */
export const BlankAfterTrimming: Story = {
  ...recording,
  play: async ({ canvas }) => {
    await fillInAndSend(canvas, { ...message, Subject: '   ' });
    await expect(field(canvas, 'Subject')).toHaveAccessibleDescription('Please enter a subject.');
    await expect(field(canvas, 'Subject')).toHaveFocus();
    await expect(field(canvas, 'First Name')).not.toHaveAttribute('aria-invalid');
    await expect(received).toEqual([]);
  },
};

/** On a phone the name fields stack and the button spans the form. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const firstName = field(canvas, 'First Name');
    const lastName = field(canvas, 'Last Name');
    await expect(lastName.getBoundingClientRect().top).toBeGreaterThan(firstName.getBoundingClientRect().bottom);
    const button = canvas.getByRole('button', { name: 'Send Message' });
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(field(canvas, 'Subject').getBoundingClientRect().width),
    );
    await fillInAndSend(canvas);
    await expect(await canvas.findByRole('button', { name: 'Message Sent!' })).toBeVisible();
  },
};
