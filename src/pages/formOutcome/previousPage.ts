import { withoutTrailingSlash } from '@shared/content/paths';

/** What the browser tells a page about the history entry before it. */
export type HistoryView = {
  /** The Navigation API, where the browser has it (Chromium): the one exact answer. */
  navigation?: { currentEntry: { index: number } | null; entries: () => Array<{ url: string | null }> };
  /** The page that led here: after a form post and its 303, the form's page. */
  referrer: string;
  historyLength: number;
  origin: string;
};

/** The URL of the history entry before this one, as far as the browser lets a page know it. */
function previousEntryUrl({ navigation, referrer, historyLength }: HistoryView): string | undefined {
  const current = navigation?.currentEntry;
  if (navigation && current)
    return current.index > 0 ? (navigation.entries()[current.index - 1]?.url ?? undefined) : undefined;
  return historyLength > 1 && referrer ? referrer : undefined;
}

/**
 * Whether going back in history lands on this site's page at `path`: then Back, unlike a link, brings the
 * form back with what the visitor typed (the browser restores it).
 */
export function previousPageIs(path: string, view: HistoryView): boolean {
  const url = previousEntryUrl(view);
  if (!url) return false;
  try {
    const previous = new URL(url);
    return previous.origin === view.origin && withoutTrailingSlash(previous.pathname) === path;
  } catch {
    return false;
  }
}

/** This browser's view of its history. */
export function browserHistoryView(): HistoryView {
  return {
    navigation: (window as { navigation?: HistoryView['navigation'] }).navigation,
    referrer: document.referrer,
    historyLength: window.history.length,
    origin: window.location.origin,
  };
}
