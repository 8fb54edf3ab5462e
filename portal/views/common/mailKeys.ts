/**
 * TanStack Query keys of the mail data. Every mail query sits under `all` (the outbox list, a message's
 * conversation, the health line), so invalidating it after a retry or a reply reloads each of them:
 * they all show the state of the same mails.
 */
export const mailKeys = {
  all: ['admin', 'mail'] as const,
  health: ['admin', 'mail', 'health'] as const,
};
