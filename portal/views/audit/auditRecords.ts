import type { AuditEvent } from '@shared/contract';
import { shortHash } from '../common/shortHash';

/** How many ids a row names before it counts the rest ("and 495 more"): the CSV export has them all. */
export const SHOWN_IDS = 5;

const number = (value: number) => value.toLocaleString('en-US');

/** An id as the row shows it: a suppressed address's hash cut short, any other record's id after #. */
const idText = (targetType: string | null, id: string) => (targetType === 'suppression' ? shortHash(id) : `#${id}`);

/**
 * Which records an entry touched, in a few words: the kind and the first ids ("waitlist #12, #15", "contact
 * #41, #43, #44, #47, #52 and 7 more" when the count is larger than the ids shown), else how many
 * ("3 records", "120 waitlist records"), else the kind alone ("audit"); `null` when the entry names none
 * (a sign-in). The kind is the server's `targetType` (`invite_run` reads "invite run").
 */
export function recordsOf({ targetType, targetIds, count }: Pick<AuditEvent, 'targetType' | 'targetIds' | 'count'>) {
  const kind = targetType?.replace(/_/g, ' ') ?? null;
  if (targetIds.length > 0) {
    const shown = targetIds.slice(0, SHOWN_IDS);
    const more = Math.max(count ?? 0, targetIds.length) - shown.length;
    const ids = shown.map((id) => idText(targetType, id)).join(', ');
    return `${kind ? `${kind} ` : ''}${ids}${more > 0 ? ` and ${number(more)} more` : ''}`;
  }
  if (count !== null) return `${number(count)} ${kind ? `${kind} ` : ''}${count === 1 ? 'record' : 'records'}`;
  return kind;
}
