export { createAdminQueryClient, isUnauthorized } from './queryClient';
export { SessionCheck } from './SessionCheck';
export { createSessionStore, type SessionState, type SessionStore } from './sessionStore';
export { clearStoredSession, readStoredSession, type SessionUser, writeStoredSession } from './storedSession';
export { useAdminSession } from './useAdminSession';
