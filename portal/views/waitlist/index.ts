export { WaitlistDashboard } from './WaitlistDashboard';
