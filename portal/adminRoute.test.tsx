import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/AppProviders';
import { AdminApp } from './AdminApp';

// The views are the teammate's and make calls; the portal's routing is what is tested here.
vi.mock('./views/waitlist', () => ({ WaitlistDashboard: () => <p>Waitlist view</p> }));
vi.mock('./views/contact', () => ({ ContactMessages: () => <p>Messages view</p> }));

/** The portal as portal/main.tsx starts it: under a router whose basename is the path the server was given. */
function renderUnder(adminPath: string, location: string) {
  return render(
    <AppProviders>
      <MemoryRouter basename={adminPath} initialEntries={[location]}>
        <AdminApp />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('adminToken', 'token');
  localStorage.setItem('adminUser', JSON.stringify({ firstName: 'Olivia', lastName: 'Bennett', email: 'o@b.co' }));
});

describe('the admin portal under a run-time admin path', () => {
  it('chooses the section from the path below the admin path', async () => {
    renderUnder('/back-office-7f3a', '/back-office-7f3a/messages?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    // The screen's code is a chunk of its own: it shows once that has loaded.
    expect(await screen.findByText('Messages view')).toBeInTheDocument();
  });

  it('links every section under the admin path it was started at', async () => {
    renderUnder('/ops/portal', '/ops/portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Dashboard' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Admin sidebar' }));
    expect(sidebar.getByRole('link', { name: /Contact Messages/ })).toHaveAttribute('href', '/ops/portal/messages');
    expect(sidebar.getByRole('link', { name: /Waitlist Dashboard/ })).toHaveAttribute('href', '/ops/portal/waitlist');
  });
});
