export { LoginScreen, type LoginScreenProps, PASSWORD_SET_NOTICE, SESSION_EXPIRED_MESSAGE } from './LoginScreen';
export { SetPasswordScreen } from './SetPasswordScreen';
export { isSetPasswordPath, SET_PASSWORD_SEGMENT } from './setPasswordLink';
