// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { theme } from '@/theme';
import { WaitlistDialog } from './WaitlistDialog';
import { WaitlistDialogHost } from './WaitlistDialogHost';

// Public pages are prerendered: the host and the dialog must render where there is no window,
// document or local storage, and add nothing to the HTML (the dialog appears after hydration).
describe('the waitlist on the server', () => {
  it('renders the host and an open dialog to nothing without touching the DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <WaitlistDialogHost />
        <WaitlistDialog open onClose={() => {}} />
      </ThemeProvider>,
    );
    expect(html).toBe('');
  });
});
