/** Shown on the login screen, and in a view's notice, when a call answers 401: the session is over. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
