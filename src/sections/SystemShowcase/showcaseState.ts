/**
 * What the system showcase shows: the selected tab, its image, and whether that image is zoomed.
 * One reducer, so switching tab always starts the new tab at its first image with the zoom closed.
 */
export type ShowcaseState = {
  tabId: string;
  /** Index of the shown image within the selected tab's screenshots. */
  index: number;
  /** The zoom modal is open on the shown image. */
  zoomed: boolean;
};

export type ShowcaseAction =
  | { type: 'selectTab'; tabId: string }
  | { type: 'show'; index: number }
  | { type: 'step'; by: 1 | -1; count: number }
  | { type: 'zoom'; index: number }
  | { type: 'closeZoom' };

/** `index` moved `by` one, wrapping at both ends of `count` images. */
export const wrapIndex = (index: number, by: number, count: number) => (count > 0 ? (index + by + count) % count : 0);

export const initialShowcaseState = (tabId: string): ShowcaseState => ({ tabId, index: 0, zoomed: false });

export function showcaseReducer(state: ShowcaseState, action: ShowcaseAction): ShowcaseState {
  switch (action.type) {
    case 'selectTab':
      return action.tabId === state.tabId ? state : initialShowcaseState(action.tabId);
    case 'show':
      return { ...state, index: action.index };
    case 'step':
      return { ...state, index: wrapIndex(state.index, action.by, action.count) };
    case 'zoom':
      return { ...state, index: action.index, zoomed: true };
    case 'closeZoom':
      return { ...state, zoomed: false };
  }
}
