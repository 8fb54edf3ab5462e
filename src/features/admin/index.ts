/** The admin portal, started by its own entry (src/admin.tsx) under a router whose basename is the admin path. */
export { AdminApp } from './AdminApp';
