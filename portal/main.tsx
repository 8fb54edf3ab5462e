import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { storageKeys } from '@/api/storage';
import { AppShell } from '@/app/AppShell';

import { AdminApp } from './AdminApp';
import { startFirstQueries } from './shell/firstQueries';
import { preloadSectionView } from './shell/sectionViews';
import { sectionForSegment } from './sections';

/**
 * The admin portal's own entry (admin.html), which no public page references. The portal learns its
 * path from the page the server sent it: the path is run-time configuration (ADMIN_PATH), so it is in
 * no built file, and one build serves any path.
 */
const adminPath = document.querySelector<HTMLMetaElement>('meta[name="admin-path"]')?.content;
if (!adminPath) throw new Error('The admin page has no admin-path: it must be served by the server at ADMIN_PATH.');

const container = document.getElementById('root');
if (!container) throw new Error('The admin page has no #root element to render into.');

/** Whether a session is stored: the portal then opens on a screen rather than the login form. */
function sessionStored() {
  try {
    return localStorage.getItem(storageKeys.adminToken) !== null;
  } catch {
    return false;
  }
}

/**
 * Signed in, the opened screen's first calls start now (they take the answers the page asked for before
 * this code loaded, portal/shell/firstQueries.ts), and its code (a chunk of its own,
 * preloaded by the page: admin-early) is awaited before the first render, so the screen mounts with the
 * shell and, its answers read meanwhile, with its rows.
 */
const openedSection = sectionForSegment(location.pathname.slice(adminPath.length).replace(/^\/+|\/+$/g, ''));
if (openedSection && sessionStored()) startFirstQueries(openedSection, location.search);
const openedScreenCode = openedSection && sessionStored() ? preloadSectionView(openedSection) : Promise.resolve();

void openedScreenCode.then(() =>
  createRoot(container).render(
    <AppShell>
      <BrowserRouter basename={adminPath}>
        <AdminApp />
      </BrowserRouter>
    </AppShell>,
  ),
);
