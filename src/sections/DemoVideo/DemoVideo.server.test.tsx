// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { theme } from '@/theme';
import { CollapsibleDemoVideo, DemoVideo } from './DemoVideo';

/** Public pages can be prerendered: the panel must render where there is no `window` or `document`. */
describe('demo video rendered on the server', () => {
  it('renders a link to the video’s watch page when shown, the frame only for no-JavaScript visitors, and no overlay; behind the browser’s own disclosure when collapsed, and no close button until the app runs', () => {
    expect(typeof window).toBe('undefined');
    const shown = renderToString(
      <ThemeProvider theme={theme}>
        <DemoVideo src="https://video.example/embed/demo" watchUrl="https://video.example/watch/demo" />
      </ThemeProvider>,
    );
    // A frame in the markup could load before the app starts and leave the overlay up for good: the
    // app creates the frame; until then the screen links to the video, and <noscript> holds a frame
    // (with no overlay) for a browser without JavaScript.
    expect(shown).not.toContain('Loading demo video…');
    expect(shown).toMatch(
      /<a [^>]*href="https:\/\/video.example\/watch\/demo"[^>]*target="_blank"[^>]*>.*Watch the demo video \(opens in a new tab\)<\/a>/,
    );
    expect(shown.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<iframe');
    // Closing needs the app: a button that does nothing until then would swallow the click.
    expect(shown).not.toContain('Close the demo video');
    expect(shown).toMatch(
      /<noscript><iframe [^>]*src="https:\/\/video.example\/embed\/demo"[^>]*><\/iframe><\/noscript>/,
    );

    const collapsed = renderToString(
      <ThemeProvider theme={theme}>
        <CollapsibleDemoVideo src="https://video.example/embed/demo" watchUrl="https://video.example/watch/demo" />
      </ThemeProvider>,
    );
    // The disclosure is the browser's own: it opens before the app runs, and without JavaScript, onto
    // the same link (and <noscript> frame) as the shown panel.
    expect(collapsed).toMatch(/^<div [^>]*><details [^>]*><summary [^>]*>.*Watch the demo video.*<\/summary>/);
    expect(collapsed).not.toMatch(/<details [^>]*open/);
    expect(collapsed).toMatch(/<a [^>]*href="https:\/\/video.example\/watch\/demo"[^>]*>.*\(opens in a new tab\)<\/a>/);
    expect(collapsed.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<iframe');
  });
});
