/** How long the file's object URL outlives the click that downloads it. */
export const REVOKE_AFTER_MS = 1000;

/**
 * Saves a file the browser already holds: an object URL on a temporary `<a download>` that is clicked
 * and removed. Fetching with the bearer token and then saving is how an authenticated download works;
 * a plain link would be sent without the token.
 */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking in the same task can cancel the download before the browser has read the file.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** `waitlist-2026-11-21.csv`: what the file holds and the day it was exported, as the server names it. */
export const exportFileName = (name: string, now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.csv`;
