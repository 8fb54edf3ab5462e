import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, waitFor, type within } from 'storybook/test';

import { PersonalDataExport } from '@portal/privacy';
import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { silenceConsoleError } from '@testing/stories/console';

type Canvas = ReturnType<typeof within>;

const mock = createAdminMock();
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Email address/ });
const exportButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Export' });

async function exportFor(canvas: Canvas, email: string) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.click(exportButton(canvas));
}

let linkClick: MockInstance<() => void>;
let objectUrl: MockInstance<typeof URL.createObjectURL>;

const meta = {
  title: 'Features/Admin/PersonalDataExport',
  component: PersonalDataExport,
  parameters: { msw: { handlers: mock.handlers } },
  beforeEach: () => {
    mock.reset();
    // Stands in for the browser's download, which a test run cannot look at; the file itself is read
    // from the object URL it was given.
    linkClick = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    objectUrl = spyOn(URL, 'createObjectURL');
    return () => {
      linkClick.mockRestore();
      objectUrl.mockRestore();
    };
  },
} satisfies Meta<typeof PersonalDataExport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address field, and Export, which waits for an address. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(emailField(canvas)).toHaveValue('');
    await expect(exportButton(canvas)).toBeDisabled();
  },
};

/**
 * Export downloads the CSV of everything stored about the address (trimmed, in any case), and says so.
 */
export const Exported: Story = {
  play: async ({ canvas }) => {
    await exportFor(canvas, '  Grace@Example.com ');
    await waitFor(() => expect(linkClick).toHaveBeenCalledTimes(1));
    const link = linkClick.mock.contexts[0] as HTMLAnchorElement;
    await expect(link.download).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (objectUrl.mock.calls[0]![0] as Blob).text();
    await expect(csv).toContain('Contact message');
    await expect(csv).toContain('grace@example.com');
    await expect(await canvas.findByText('The data stored about Grace@Example.com was downloaded.')).toBeVisible();
    // The address travels in the body, never in the URL.
    await expect(
      mock.requests('POST', '/api/privacy/export').map((request) => [request.query.toString(), request.body]),
    ).toEqual([['', { email: 'Grace@Example.com' }]]);
  },
};

/** While the file is prepared the button says so and cannot be pressed twice. */
export const Exporting: Story = {
  parameters: { msw: { handlers: [...adminFailures.personalDataSlow, ...mock.handlers] } },
  play: async ({ canvas }) => {
    await exportFor(canvas, 'grace@example.com');
    await expect(await canvas.findByRole('button', { name: 'Exporting...' })).toBeDisabled();
  },
};

/** An address the server refuses: its message is shown, nothing is downloaded. */
export const InvalidAddress: Story = {
  play: async ({ canvas }) => {
    await exportFor(canvas, 'not-an-address');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email must be a valid e-mail address');
    await expect(linkClick).not.toHaveBeenCalled();
  },
};

/** The export fails on the server: the reason is shown, and the failure logged. */
export const ExportError: Story = {
  parameters: { msw: { handlers: [...adminFailures.personalDataError, ...mock.handlers] } },
  beforeEach: silenceConsoleError,
  play: async ({ canvas }) => {
    await exportFor(canvas, 'grace@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(console.error).toHaveBeenCalledWith('Error exporting personal data:', expect.anything());
  },
};
