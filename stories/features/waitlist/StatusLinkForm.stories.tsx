import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

import { StatusLinkForm } from '@/features/waitlist/StatusLinkForm';
import { STATUS_LINK_SENT_MESSAGE } from '@shared/contract/constants';
import { statusLinkHandlers } from '@testing/mocks/handlers';

type Canvas = ReturnType<typeof within>;

const title = 'Already on the list? Get your status link';

/** The bodies the status link endpoint received during the story (emptied before each story that records). */
const received: unknown[] = [];
/** Notes each body, then lets the next handler answer. */
const recordBodies = http.post('/api/webpage/waitlist/status-link', async ({ request }) => {
  received.push(await request.clone().json());
});

/** The address field: its visible label is "Email", and screen readers hear what it is for. */
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email for your status link' });
/** The form's container, which holds focus while every control is disabled. */
const formRegion = (canvas: Canvas) => canvas.getByRole('region', { name: title });

/** Types an address, as a person would, and asks for the link. */
async function askFor(canvas: Canvas, email: string) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Email me my link' }));
}

/** After a refusal: the error is read with the field, which has focus and keeps the address to correct. */
async function expectErrorOnTheField(canvas: Canvas, message: string, typed: string) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(message);
  const email = emailField(canvas);
  await waitFor(() => expect(email).toHaveFocus());
  await expect(email).toHaveAccessibleDescription(message);
  await expect(email).toHaveValue(typed);
  await expect(email).toBeEnabled();
  await expect(canvas.getByRole('button', { name: 'Email me my link' })).toBeEnabled();
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
}

const meta = {
  title: 'Features/Waitlist/StatusLinkForm',
  component: StatusLinkForm,
  parameters: { msw: { handlers: [statusLinkHandlers.sent] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Idle: the address and "Email me my link", disabled while the address is empty. A real form posting to
 * the server's /waitlist/status-link with the address and the honeypot, so it works without the app.
 */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const email = emailField(canvas);
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    // The visible label is the sign-up's "Email"; the rest is for screen readers only.
    await expect(canvas.getByText('Email', { selector: 'label' })).toBeVisible();

    const form = canvas.getByRole('form', { name: title }) as HTMLFormElement;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/waitlist/status-link');
    const names = Array.from(form.elements)
      .map((element) => element.getAttribute('name'))
      .filter(Boolean);
    await expect(names).toEqual(['email', 'website']);

    const submit = canvas.getByRole('button', { name: 'Email me my link' });
    await expect(submit).toBeDisabled();
    await userEvent.type(email, 'ada@example.com');
    await expect(submit).toBeEnabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Sending: the server has not answered yet; the card holds focus while every control is disabled. */
export const Sending: Story = {
  parameters: { msw: { handlers: [statusLinkHandlers.slow] } },
  play: async ({ canvas }) => {
    await askFor(canvas, 'ada@example.com');
    const button = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(emailField(canvas)).toBeDisabled();
    await expect(emailField(canvas)).toHaveValue('ada@example.com');
    await waitFor(() => expect(formRegion(canvas)).toHaveFocus());
    await expect(formRegion(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Sent: the app sent the trimmed address (no honeypot) and shows the server's message, the same whether
 * or not the address is on the list; focus is on it, so it is read at once.
 */
export const Sent: Story = {
  beforeEach: () => {
    received.length = 0;
  },
  parameters: { msw: { handlers: [recordBodies, statusLinkHandlers.sent] } },
  play: async ({ canvas }) => {
    await askFor(canvas, '  ada@example.com ');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Check your inbox');
    await expect(status).toHaveTextContent(STATUS_LINK_SENT_MESSAGE);
    await waitFor(() => expect(status).toHaveFocus());
    await expect(formRegion(canvas)).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(received).toEqual([{ email: 'ada@example.com' }]);
    // Another address can be asked for right away.
    await expect(canvas.getByRole('button', { name: 'Email me my link' })).toBeEnabled();
  },
};

/** The server refused the address (400): its own words on what is wrong, on the field. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await askFor(canvas, 'ada.example.com');
    await expectErrorOnTheField(canvas, 'Email must be a valid e-mail address', 'ada.example.com');
  },
};

/** Invisible characters only are no address: said at once, and nothing is sent. */
export const EmailMissing: Story = {
  beforeEach: () => {
    received.length = 0;
  },
  parameters: { msw: { handlers: [recordBodies, statusLinkHandlers.sent] } },
  play: async ({ canvas }) => {
    await askFor(canvas, '\u200B');
    await expectErrorOnTheField(canvas, 'Email is required', '\u200B');
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(received).toEqual([]);
  },
};

/** Asked too often from this connection (429). */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [statusLinkHandlers.rateLimited] } },
  play: async ({ canvas }) => {
    await askFor(canvas, 'ada@example.com');
    await expectErrorOnTheField(canvas, 'Too many requests. Please try again later.', 'ada@example.com');
  },
};

/** The server failed (500). */
export const Failed: Story = {
  parameters: { msw: { handlers: [statusLinkHandlers.serverError] } },
  play: async ({ canvas }) => {
    await askFor(canvas, 'ada@example.com');
    await expectErrorOnTheField(canvas, 'Something went wrong. Please try again.', 'ada@example.com');
  },
};

/** No answer at all: offline, or the server out of reach. */
export const Offline: Story = {
  parameters: { msw: { handlers: [statusLinkHandlers.networkError] } },
  play: async ({ canvas }) => {
    await askFor(canvas, 'ada@example.com');
    await expectErrorOnTheField(
      canvas,
      'Unable to send your link. Please check your connection and try again.',
      'ada@example.com',
    );
  },
};

/** A phone: the button spans the card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Email me my link' }).getBoundingClientRect().width).toBe(
      formRegion(canvas).querySelector('form')!.getBoundingClientRect().width,
    );
  },
};
