import { z } from 'zod';

import { fieldLimits, requiredText } from './fields';

/**
 * POST /api/webpage/saved-replies and PUT /api/webpage/saved-replies/{id}: a canned answer's title (what
 * the composer's menu lists) and its text, both required and trimmed. The text may hold `{firstName}`,
 * which the portal replaces with the sender's first name when it inserts it; the server stores it as
 * written.
 */
export const savedReplyRequestSchema = z.object({
  title: requiredText('Title', fieldLimits.savedReplyTitle),
  body: requiredText('Text', fieldLimits.savedReplyBody),
});
export type SavedReplyRequest = z.input<typeof savedReplyRequestSchema>;

/** One saved reply, as the portal lists it (GET /api/webpage/saved-replies: by title, A to Z). */
export const savedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

/** The 409 of a title another saved reply already has (titles are told apart in any case). */
export const duplicateSavedReplyTitle = (title: string) =>
  `A saved reply titled “${title}” already exists: choose another title.`;
