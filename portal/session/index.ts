export {
  type AdminQueryClientOptions,
  createAdminQueryClient,
  isTwoFactorSetupRequired,
  isUnauthorized,
} from './queryClient';
export { SessionCheck } from './SessionCheck';
export { createSessionStore, type SessionState, type SessionStore } from './sessionStore';
export {
  clearStoredSession,
  readStoredSession,
  type SessionUser,
  writeStoredSession,
  writeStoredToken,
} from './storedSession';
export { useAdminSession } from './useAdminSession';
