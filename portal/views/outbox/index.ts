export { MailOutbox } from './MailOutbox';
