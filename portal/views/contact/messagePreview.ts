/** The most characters of a message the list keeps for its preview: more than one line of any row shows. */
export const PREVIEW_LENGTH = 160;

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

/**
 * The start of a message as the list shows it under the subject: one line (line breaks and runs of
 * spaces read as one space), at most `length` characters as a person counts them, so a 5,000-character
 * message puts little in the page and an emoji or an accented letter is never cut in two. The cell ends
 * what does not fit with an ellipsis.
 */
export function messagePreview(message: string, length = PREVIEW_LENGTH): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (!graphemes) return Array.from(line).slice(0, length).join('').trimEnd();
  let counted = 0;
  // The segments are read lazily: a long message is walked only as far as the preview reaches.
  for (const { index } of graphemes.segment(line)) {
    if (counted === length) return line.slice(0, index).trimEnd();
    counted += 1;
  }
  return line;
}
