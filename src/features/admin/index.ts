import { AdminApp } from './AdminApp';

/** The admin portal, one lazily loaded chunk: `lazy(() => import('../features/admin'))`. */
export default AdminApp;
export { AdminApp };
