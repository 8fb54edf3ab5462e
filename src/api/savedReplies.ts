import type { SavedReply, SavedReplyRequest } from '@shared/contract';
import { createHttp, type Http } from './http';

/**
 * The administrators' saved replies, which the reply composer inserts (server/routes/savedReplies.ts).
 * Not part of `createApiClient`, which the public pages share: these calls belong to the portal alone.
 */
export function createSavedRepliesApi(http: Http) {
  const path = '/api/webpage/saved-replies';
  const one = (id: number) => `${path}/${encodeURIComponent(id)}`;
  return {
    /** Every saved reply, by title A to Z. */
    list: () => http.json<SavedReply[]>(path),
    /** Stores a new one; 400 naming a missing or too long field, 409 for a title another one has. */
    create: (reply: SavedReplyRequest) => http.json<SavedReply>(path, { method: 'POST', body: reply }),
    /** Replaces the title and text of one; 404 once it is gone, else as `create`. */
    update: (id: number, reply: SavedReplyRequest) => http.json<SavedReply>(one(id), { method: 'PUT', body: reply }),
    /** Deletes one for good; 404 once it is gone. */
    remove: (id: number) => http.send(one(id), { method: 'DELETE' }),
  };
}

/** The portal's client: same origin, token from local storage. */
export const savedRepliesApi = createSavedRepliesApi(createHttp());
