// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { theme } from '../../theme';
import { CollapsibleDemoVideo, DemoVideo } from './DemoVideo';

/** Public pages can be prerendered: the panel must render where there is no `window` or `document`. */
describe('demo video rendered on the server', () => {
  it('renders the frame behind its overlay when shown, and no frame when collapsed', () => {
    expect(typeof window).toBe('undefined');
    const shown = renderToString(
      <ThemeProvider theme={theme}>
        <DemoVideo src="https://video.example/embed/demo" />
      </ThemeProvider>,
    );
    expect(shown).toContain('<iframe');
    expect(shown).toContain('Loading demo video…');

    const collapsed = renderToString(
      <ThemeProvider theme={theme}>
        <CollapsibleDemoVideo src="https://video.example/embed/demo" />
      </ThemeProvider>,
    );
    expect(collapsed).not.toContain('<iframe');
    expect(collapsed).toContain('aria-expanded="false"');
  });
});
