/**
 * Where a mail client's quoted history starts, line by line: an attribution ("On Mon, 2 Dec 2026 at
 * 10:14, Ada <ada@example.com> wrote:", and the German, French, Spanish and Dutch ones), Outlook's
 * "-----Original Message-----" or its header block ("From: … / Sent: …").
 */
const historyStarts: readonly RegExp[] = [
  /^On\b.+\bwrote:\s*$/i,
  /^Am\b.+\bschrieb\b.*:\s*$/i,
  /^Le\b.+\ba écrit\s*:\s*$/i,
  /^El\b.+\bescribió:\s*$/i,
  /^Op\b.+\bschreef\b.*:\s*$/i,
  /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|Message d'origine)\s*-{2,}\s*$/i,
];

/**
 * Outlook's header block: "From: …" followed, within two lines, by "Sent:", "Date:" or "To:", with the
 * line of underscores Outlook draws above it.
 */
const isHeaderBlock = (lines: readonly string[], index: number): boolean =>
  (/^\*?From:\*?\s/i.test(lines[index]!) &&
    lines.slice(index + 1, index + 3).some((line) => /^\*?(Sent|Date|To):\*?\s/i.test(line))) ||
  (/^_{5,}\s*$/.test(lines[index]!) && isHeaderBlock(lines, index + 1));

/**
 * What a customer wrote in an answer, without the history their mail client quoted under it: cut at
 * the first line that starts the history (an attribution may wrap onto the next line), and without the
 * lines quoted with `>` above it. If that would leave nothing (a mail that is all quote), the text is
 * kept whole: showing too much beats losing what was written.
 */
export function withoutQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    const wrapped = `${line} ${lines[index + 1]?.trim() ?? ''}`;
    if (historyStarts.some((start) => start.test(line)) || isHeaderBlock(lines, index)) {
      end = index;
      break;
    }
    if (/^On\b/i.test(line) && /^On\b.+\bwrote:\s*$/i.test(wrapped)) {
      end = index;
      break;
    }
  }
  const written = lines
    .slice(0, end)
    .filter((line) => !line.startsWith('>'))
    .join('\n')
    .trim();
  return written === '' ? text.trim() : written;
}

/**
 * Text without the mail client's signature block: everything from the last "-- " line (RFC 3676's
 * separator). An administrator's answer relayed to a customer ends with their portal signature instead,
 * not with the phone number and title their own client appends. Kept whole if nothing would be left.
 */
export function withoutSignatureBlock(text: string): string {
  const lines = text.split('\n');
  const separator = lines.findLastIndex((line) => /^-- ?$/.test(line.replace(/\r$/, '')));
  const written = separator === -1 ? text : lines.slice(0, separator).join('\n').trim();
  return written === '' ? text : written;
}
