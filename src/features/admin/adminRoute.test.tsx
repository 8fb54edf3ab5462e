import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '../../app/AppProviders';
import { AppRoutes } from '../../app/routes';
import { siteConfig } from '../../config/site';

// The views are the teammate's and make calls; the route table is what is tested here.
vi.mock('./views/waitlist', () => ({ WaitlistDashboard: () => <p>Waitlist view</p> }));
vi.mock('./views/contact', () => ({ ContactMessages: () => <p>Messages view</p> }));

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => localStorage.clear());

describe('the admin route', () => {
  it('loads the portal at the admin path, with a spinner while its chunk loads, outside the site layout', async () => {
    renderAt(siteConfig.adminPath);
    expect(screen.getByRole('status', { name: 'Loading the admin portal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('serves every path under the admin path to the portal', async () => {
    localStorage.setItem('adminToken', 'token');
    localStorage.setItem('adminUser', JSON.stringify({ firstName: 'Olivia', lastName: 'Bennett', email: 'o@b.co' }));
    renderAt(`${siteConfig.adminPath}/messages?page=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(screen.getByText('Messages view')).toBeInTheDocument();
  });
});
