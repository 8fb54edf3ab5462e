// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { theme } from '@/theme';
import { Toast } from './Toast';
import { ToastProvider } from './ToastProvider';

// Node has no `document`: the provider's portal appears only after hydration, and a lone notice
// renders like any other element.
describe('Toast on the server', () => {
  it('renders the page inside the provider and no notice area, without touching the DOM', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <p>Page</p>
        </ToastProvider>
        <Toast tone="error" title="Not saved" duration={null}>
          The message could not be saved.
        </Toast>
      </ThemeProvider>,
    );
    expect(html).toContain('<p>Page</p>');
    expect(html).not.toContain('Notifications');
    expect(html).toContain('role="alert"');
    expect(html).toContain('The message could not be saved.');
  });
});
