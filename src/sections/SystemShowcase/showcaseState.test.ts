import { describe, expect, it } from 'vitest';

import { initialShowcaseState, showcaseReducer, wrapIndex } from './showcaseState';

describe('system showcase state', () => {
  it('starts on the first image of the given tab, not zoomed', () => {
    expect(initialShowcaseState('dashboard')).toEqual({ tabId: 'dashboard', index: 0, zoomed: false });
  });

  it('switching tab goes back to the first image and closes the zoom', () => {
    const state = { tabId: 'dashboard', index: 1, zoomed: true };
    expect(showcaseReducer(state, { type: 'selectTab', tabId: 'invoices' })).toEqual({
      tabId: 'invoices',
      index: 0,
      zoomed: false,
    });
  });

  it('selecting the tab already shown keeps its image', () => {
    const state = { tabId: 'dashboard', index: 1, zoomed: false };
    expect(showcaseReducer(state, { type: 'selectTab', tabId: 'dashboard' })).toBe(state);
  });

  it('steps wrap around at both ends', () => {
    const last = { tabId: 'invoices', index: 1, zoomed: true };
    expect(showcaseReducer(last, { type: 'step', by: 1, count: 2 }).index).toBe(0);
    const first = { tabId: 'invoices', index: 0, zoomed: true };
    expect(showcaseReducer(first, { type: 'step', by: -1, count: 2 }).index).toBe(1);
    expect(wrapIndex(0, -1, 7)).toBe(6);
    expect(wrapIndex(6, 1, 7)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('zooming shows the clicked image; closing keeps it', () => {
    const zoomed = showcaseReducer(initialShowcaseState('dashboard'), { type: 'zoom', index: 1 });
    expect(zoomed).toEqual({ tabId: 'dashboard', index: 1, zoomed: true });
    expect(showcaseReducer(zoomed, { type: 'closeZoom' })).toEqual({ tabId: 'dashboard', index: 1, zoomed: false });
  });
});
