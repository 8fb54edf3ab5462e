import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';

import { SystemDebug } from '@portal/debug';
import { debugHandlers, debugStats } from '@testing/mocks/authHandlers';
import { seedAdminSession } from '@testing/stories/adminSession';

type Canvas = ReturnType<typeof within>;

const testButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Test Waitlist Stats Endpoint' });
const result = (canvas: Canvas) => canvas.getByRole('status', { name: 'Result' });

/** Runs the test and waits for the printed answer to replace the idle text. */
async function runTest(canvas: Canvas) {
  await userEvent.click(testButton(canvas));
  await expect(await canvas.findByRole('button', { name: 'Test Waitlist Stats Endpoint' })).toBeEnabled();
  return result(canvas);
}

const meta = {
  title: 'Features/Admin/SystemDebug',
  component: SystemDebug,
  parameters: { msw: { handlers: [debugHandlers.stats] } },
  // The tool sends the stored session's token, as the signed-in portal has it.
  beforeEach: () => seedAdminSession(),
} satisfies Meta<typeof SystemDebug>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a test: one button, and nothing printed yet. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(testButton(canvas)).toBeEnabled();
    await expect(result(canvas)).toHaveTextContent('No test run yet.');
  },
};

/** Waiting for the server: the button says so and cannot be pressed twice. */
export const Testing: Story = {
  parameters: { msw: { handlers: [debugHandlers.slow] } },
  play: async ({ canvas }) => {
    await userEvent.click(testButton(canvas));
    const button = await canvas.findByRole('button', { name: 'Testing...' });
    await expect(button).toBeDisabled();
  },
};

/** The server answered with the stats (only because the stored token was sent): the raw JSON is printed. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const output = await runTest(canvas);
    await expect(output.textContent).toBe(JSON.stringify(debugStats, null, 2));
    await expect(JSON.parse(output.textContent ?? '')).toEqual(debugStats);
  },
};

/** The token was refused: status and status text. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [debugHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(await runTest(canvas)).toHaveTextContent(/^Error: 401 Unauthorized$/);
  },
};

/** No token stored at all: the real check of the mock server refuses the call. */
export const WithoutToken: Story = {
  beforeEach: () => seedAdminSession({ token: null }),
  play: async ({ canvas }) => {
    await expect(await runTest(canvas)).toHaveTextContent(/^Error: 401 Unauthorized$/);
  },
};

/** The server failed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [debugHandlers.serverError] } },
  play: async ({ canvas }) => {
    await expect(await runTest(canvas)).toHaveTextContent(/^Error: 500 Internal Server Error$/);
  },
};

/** No answer at all: fetch's own message. */
export const FetchError: Story = {
  parameters: { msw: { handlers: [debugHandlers.networkError] } },
  play: async ({ canvas }) => {
    await expect(await runTest(canvas)).toHaveTextContent(/^Fetch error: Failed to fetch$/);
  },
};

/** On a phone the printed JSON wraps inside the card instead of widening the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await runTest(canvas);
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
