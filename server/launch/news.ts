import type { LaunchNewsPreview } from '@shared/contract';
import type { Database } from '../db';
import { type MailContext, renderMail } from '../mail/templates';
import { createLaunchNewsRepository } from '../repositories/launchNews';

export { RecipientsMoved } from '../repositories/launchNews';

/**
 * The launch news: previewed with its exact count, then queued for exactly that many (the count the
 * administrator confirmed), through the outbox, which sends it as it sends invites and leaves out an
 * address suppressed meanwhile.
 */
export function createLaunchNews(deps: { db: Database; mailContext: MailContext }) {
  const news = createLaunchNewsRepository(deps.db);
  return {
    async preview(): Promise<LaunchNewsPreview> {
      const { count, first } = await news.recipients();
      const mail = first ? renderMail({ kind: 'launch_news', entry: first }, deps.mailContext) : null;
      return { recipients: count, mail: mail && { subject: mail.subject, text: mail.text, html: mail.html } };
    },
    /** Queues it for everyone the preview counted; `RecipientsMoved` when they are no longer `expectedCount`. */
    send: (expectedCount: number) => news.queue(expectedCount),
  };
}

export type LaunchNews = ReturnType<typeof createLaunchNews>;
