/**
 * Puts `text` on the clipboard; false when the browser refused (no permission, a page not served over
 * HTTPS, an old browser), so the caller can say to copy by hand instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
