import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '@/theme';
import { Dialog, type DialogCloseReason } from './Dialog';

function Owner({ onClose }: { onClose: (reason: DialogCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setOpen(true)}>
        Join Waitlist
      </button>
      <Dialog
        open={open}
        title="Join the Waitlist"
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      >
        <input aria-label="Email" />
      </Dialog>
    </ThemeProvider>
  );
}

// The stories cover the dialog in Chromium, where showModal() makes the page inert. Feature tests
// render it in jsdom, which has no showModal(), no layout and no ResizeObserver: this guards that
// path, through the stand-in of testing/web/dialogStandIn.ts.
describe('Dialog in jsdom', () => {
  it('opens with focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the Waitlist' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toHaveFocus();
  });
});
