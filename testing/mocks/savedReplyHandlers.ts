import { http, HttpResponse, type RequestHandler } from 'msw';

import { duplicateSavedReplyTitle, type SavedReply, savedReplyRequestSchema, savedReplySchema } from '@shared/contract';
import { errorAnswer } from './answers';
import { fixtureNow } from './fixtures';
import { contractAnswer } from './mailHandlers';
import { savedReplies as savedReplyFixtures } from './savedReplyFixtures';

/**
 * The saved replies part of the admin mock server, with the paths and answers of
 * server/routes/savedReplies.ts over an in-memory copy of the fixtures: titles told apart in any case
 * (409), listed A to Z, every answer parsed by the contract's schema on the way out. Built by
 * `createAdminMock`; see adminHandlers.ts.
 */

export type SavedReplyMockOptions = {
  /** The saved replies the server holds, in any order. @default `savedReplies` of savedReplyFixtures.ts */
  savedReplies?: SavedReply[];
};

export const savedReplyPaths = { list: '/api/webpage/saved-replies', one: '/api/webpage/saved-replies/:id' };

const byTitle = (a: SavedReply, b: SavedReply) =>
  a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : a.id - b.id;

export function createSavedReplyMock(
  options: SavedReplyMockOptions,
  { record }: { record: (request: Request) => Promise<URLSearchParams> },
) {
  const initial = options.savedReplies ?? savedReplyFixtures;
  let replies = structuredClone(initial);
  // A clock of its own, a minute a step from the fixtures' "now", so that pictures never change.
  let minutes = 0;
  const now = () => new Date(Date.parse(fixtureNow) + ++minutes * 60_000).toISOString();

  /** The request's title and text as the server reads them, or its 400; then the 409 of a title taken. */
  const readReply = async (request: Request, id: number | null) => {
    const parsed = savedReplyRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return errorAnswer(400, 'Bad Request', parsed.error.issues[0]!.message);
    const { title } = parsed.data;
    if (replies.some((reply) => reply.id !== id && reply.title.toLowerCase() === title.toLowerCase())) {
      return errorAnswer(409, 'Conflict', duplicateSavedReplyTitle(title));
    }
    return parsed.data;
  };
  const notFound = (id: number) => errorAnswer(404, 'Not Found', `No saved reply with id ${id}`);

  const handlers: RequestHandler[] = [
    http.get(savedReplyPaths.list, async ({ request }) => {
      await record(request);
      return contractAnswer(savedReplySchema.array(), [...replies].sort(byTitle));
    }),
    http.post(savedReplyPaths.list, async ({ request }) => {
      await record(request);
      const fields = await readReply(request, null);
      if (fields instanceof Response) return fields;
      const at = now();
      const reply: SavedReply = {
        id: Math.max(0, ...replies.map((row) => row.id)) + 1,
        ...fields,
        createdAt: at,
        updatedAt: at,
      };
      replies.push(reply);
      return contractAnswer(savedReplySchema, reply, { status: 201 });
    }),
    http.put(savedReplyPaths.one, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const reply = replies.find((row) => row.id === id);
      if (!reply) return notFound(id);
      const fields = await readReply(request, id);
      if (fields instanceof Response) return fields;
      Object.assign(reply, fields, { updatedAt: now() });
      return contractAnswer(savedReplySchema, reply);
    }),
    http.delete(savedReplyPaths.one, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      if (!replies.some((row) => row.id === id)) return notFound(id);
      replies = replies.filter((row) => row.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    reset() {
      replies = structuredClone(initial);
      minutes = 0;
    },
    /** The saved replies as the server holds them now. */
    savedReplies: () => replies,
  };
}
