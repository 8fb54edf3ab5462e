import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { adminToken, adminUser } from '@testing/mocks/authHandlers';
import { storageKeys } from '@/api';
import { AppProviders } from '@/app/AppProviders';
import { AdminApp } from './AdminApp';

// The session's screens and journeys are stories (stories/portal: Session, Login, Shell) and e2e
// (e2e/admin.spec.ts); what only a first render shows, before any effect has run, is tested here.
afterEach(() => localStorage.clear());

describe('admin session', () => {
  it('reads the stored session before its first render: the shell, never a spinner first', () => {
    localStorage.setItem(storageKeys.adminToken, adminToken);
    localStorage.setItem(storageKeys.adminUser, JSON.stringify(adminUser));
    // The first render's output, as renderToString gives it: no effect has run.
    const html = renderToString(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <AdminApp />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).toContain('Olivia Bennett');
    expect(html).not.toContain('Checking your session');
    expect(html).not.toContain('<form');
  });
});
