// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { theme } from '@/theme';
import { ZoomModal } from '../ZoomModal';
import { Dialog } from './Dialog';

// Node has no `document`: rendering must not reach for it, and an open dialog renders nothing on
// the server (its portal appears after hydration).
describe('Dialog on the server', () => {
  it('renders an open dialog to nothing without touching the DOM', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Dialog open onClose={() => {}} title="Join the Waitlist" footer={<button type="button">Join</button>}>
          <p>Content</p>
        </Dialog>
        <ZoomModal open onClose={() => {}} src="/screenshot.png" alt="Dashboard" width={1200} height={750} />
      </ThemeProvider>,
    );
    expect(html).toBe('');
  });
});
