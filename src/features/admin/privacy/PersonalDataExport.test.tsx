import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminFailures, createAdminMock } from '@testing/mocks/adminHandlers';
import { renderAdminView } from '@testing/web/renderAdminView';
import { PersonalDataExport } from './PersonalDataExport';

const mock = createAdminMock();
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** Stands in for the browser's download: jsdom has no object URLs and cannot save files. */
function captureDownloads() {
  const createObjectURL = vi.fn((_file: Blob) => 'blob:personal-data');
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL = createObjectURL;
      static revokeObjectURL = vi.fn();
    },
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { click, createObjectURL };
}

const emailField = () => screen.getByRole('textbox', { name: /Email address/ });
const exportButton = () => screen.getByRole('button', { name: 'Export' });

describe('personal data export', () => {
  it('downloads everything stored about the address, asked for with the session token', async () => {
    const user = userEvent.setup();
    const { click, createObjectURL } = captureDownloads();
    renderAdminView(<PersonalDataExport />);
    expect(exportButton()).toBeDisabled();

    await user.type(emailField(), '  Grace@Example.com ');
    await user.click(exportButton());
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // The address travels in the body, never in the URL.
    expect(
      mock.requests('POST', '/api/privacy/export').map((request) => [request.query.toString(), request.body]),
    ).toEqual([['', { email: 'Grace@Example.com' }]]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv).toContain('Contact message');
    expect(csv).toContain('grace@example.com');
    expect(await screen.findByText('The data stored about Grace@Example.com was downloaded.')).toBeInTheDocument();
  });

  it('shows the server message for an address it refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { click } = captureDownloads();
    renderAdminView(<PersonalDataExport />);
    await user.type(emailField(), 'not-an-address');
    await user.click(exportButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email must be a valid e-mail address');
    expect(click).not.toHaveBeenCalled();
  });

  it('logs a failure and says what went wrong', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...adminFailures.personalDataError);
    renderAdminView(<PersonalDataExport />);
    await user.type(emailField(), 'grace@example.com');
    await user.click(exportButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(logged).toHaveBeenCalledWith('Error exporting personal data:', expect.anything());
  });
});
