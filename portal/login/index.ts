export { LoginScreen, type LoginScreenProps, SESSION_EXPIRED_MESSAGE } from './LoginScreen';
