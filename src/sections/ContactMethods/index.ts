export { ContactMethods, type ContactMethodsProps, whatsappChatUrl } from './ContactMethods';
