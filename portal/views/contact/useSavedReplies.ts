import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { savedRepliesApi } from '@/api/savedReplies';
import type { SavedReply, SavedReplyRequest } from '@shared/contract';

/** The key of the team's saved replies: one list, shared by every composer and the manager. */
export const savedRepliesKey = ['saved-replies'] as const;

/**
 * The team's saved replies (GET /api/webpage/saved-replies), by title A to Z. Failures are logged as the
 * other admin failures are (product.md §8); the composer's menu and the manager show them in place.
 */
export function useSavedReplies() {
  return useQuery({
    queryKey: savedRepliesKey,
    queryFn: () =>
      savedRepliesApi.list().catch((error: unknown) => {
        console.error('Error fetching saved replies:', error);
        throw error;
      }),
  });
}

/** What the manager's form sends: a new reply (`id` null) or a new title and text for reply `id`. */
export type SavedReplyChange = { id: number | null; reply: SavedReplyRequest };

/**
 * Writing, rewriting and deleting saved replies; each reloads the list, failed or not (a 404 means the
 * reply was already gone, a 409 that another administrator took the title meanwhile).
 */
export function useSavedReplyChanges() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: savedRepliesKey });

  const save = useMutation({
    mutationFn: ({ id, reply }: SavedReplyChange): Promise<SavedReply> =>
      id === null ? savedRepliesApi.create(reply) : savedRepliesApi.update(id, reply),
    onError: (error) => console.error('Error saving saved reply:', error),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (reply: SavedReply) => savedRepliesApi.remove(reply.id),
    onError: (error) => console.error('Error deleting saved reply:', error),
    onSettled: reload,
  });

  return { save, remove };
}
