import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppShell } from './app/AppShell';
import { AdminApp } from './features/admin';

/**
 * The admin portal's own entry (admin.html), which no public page references. The portal learns its
 * path from the page the server sent it: the path is run-time configuration (ADMIN_PATH), so it is in
 * no built file, and one build serves any path.
 */
const adminPath = document.querySelector<HTMLMetaElement>('meta[name="admin-path"]')?.content;
if (!adminPath) throw new Error('The admin page has no admin-path: it must be served by the server at ADMIN_PATH.');

const container = document.getElementById('root');
if (!container) throw new Error('The admin page has no #root element to render into.');

createRoot(container).render(
  <AppShell>
    <BrowserRouter basename={adminPath}>
      <AdminApp />
    </BrowserRouter>
  </AppShell>,
);
