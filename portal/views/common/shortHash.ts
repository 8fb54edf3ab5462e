/**
 * An address hash (64 hex digits) as the portal shows it: its first 8 and last 4 digits, "3f2a9c1e…e41b",
 * enough to tell the list's rows apart; the whole hash is in the row's tooltip.
 */
export const shortHash = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash);
