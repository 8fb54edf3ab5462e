import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, waitFor, type within } from 'storybook/test';

import type { MailHealth } from '@shared/contract';
import { MailHealthLine } from '@portal/views/common/MailHealthLine';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { withQueryClient } from '@testing/stories/withQueryClient';

type Canvas = ReturnType<typeof within>;

const healthy: MailHealth = { smtpConfigured: true, queued: 0, failed: 0, notConfigured: 0 };
/** A server answering the health line with these counts. */
const serving = (health: Partial<MailHealth>) => createAdminMock({ mailHealth: { ...healthy, ...health } }).handlers;

const outboxLink = (canvas: Canvas) => canvas.getByRole('link', { name: 'see Outbox' });

const meta = {
  title: 'Features/Admin/Views/MailHealthLine',
  component: MailHealthLine,
  decorators: [withQueryClient],
  parameters: { route: '/waitlist', msw: { handlers: serving({}) } },
} satisfies Meta<typeof MailHealthLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mails failed: said in the error colour, with a link to the outbox where they can be retried. */
export const Failed: Story = {
  parameters: { msw: { handlers: serving({ failed: 3 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^3 mails failed/)).toBeVisible();
    await expect(outboxLink(canvas)).toHaveAttribute('href', '/outbox');
  },
};

/** No SMTP server: the mails kept so far, and the link to the outbox. */
export const NotConfigured: Story = {
  parameters: { msw: { handlers: serving({ smtpConfigured: false, notConfigured: 5 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^5 mails not sent: no SMTP server configured/)).toBeVisible();
    await expect(outboxLink(canvas)).toBeVisible();
  },
};

/** Both at once: the failures first. */
export const FailedAndNotConfigured: Story = {
  parameters: { msw: { handlers: serving({ smtpConfigured: false, failed: 1, notConfigured: 2 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^1 mail failed; 2 mails not sent: no SMTP server configured/)).toBeVisible();
  },
};

/** No SMTP server yet, and nothing kept so far: a warning before the first mail waits. */
export const NoSmtpServerYet: Story = {
  parameters: { msw: { handlers: serving({ smtpConfigured: false }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No SMTP server configured: mails will be kept until one is/)).toBeVisible();
    await expect(outboxLink(canvas)).toBeVisible();
  },
};

/** Mails on their way: a quiet line, no link. */
export const Queued: Story = {
  parameters: { msw: { handlers: serving({ queued: 2 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mail: 2 waiting to be sent')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** All well: a discreet "all sent". */
export const AllSent: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mail: all sent')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

let fetchSpy: MockInstance<typeof fetch>;

/** The health call fails: no line at all (the dashboard around it reports its own failures). */
export const Unavailable: Story = {
  parameters: { msw: { handlers: [...adminFailures.healthError, ...serving({})] } },
  beforeEach: () => {
    fetchSpy = spyOn(globalThis, 'fetch');
    return () => fetchSpy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    // The line only ever appears with an answer: wait for the 500 to arrive, then for React to render.
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await expect((await fetchSpy.mock.results[0]!.value).status).toBe(500);
    await new Promise(requestAnimationFrame);
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
