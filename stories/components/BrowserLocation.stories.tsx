import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { BrowserLocation } from '@/components/location/BrowserLocation';
import { useSiteLocation } from '@/components/location/siteLocation';

/** The stand-in page the story navigates to; any other path is not one of the "site's" pages. */
const STAND_IN = '/stand-in-page';

/**
 * Prints the location the provider gives the tree beneath it: the stand-in page's address in full, any
 * other (the address the story runs at, which differs from one machine to the next) by name, with the
 * path in `data-pathname` for the play function.
 */
function LocationShown() {
  const { pathname, search } = useSiteLocation();
  return (
    <p>
      Showing{' '}
      <output aria-label="Location" data-pathname={pathname}>
        {pathname === STAND_IN ? pathname + search : 'the address the story was loaded at'}
      </output>
    </p>
  );
}

const loadPage = fn((pathname: string) => (pathname === STAND_IN ? Promise.resolve() : null));

const meta = {
  title: 'Components/BrowserLocation',
  component: BrowserLocation,
  args: { loadPage, children: <LocationShown /> },
  argTypes: { children: { control: false } },
  beforeEach: () => {
    loadPage.mockClear();
  },
} satisfies Meta<typeof BrowserLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The location is the address bar's, as the page was loaded. */
export const FollowsTheAddress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Location' })).toHaveAttribute(
      'data-pathname',
      window.location.pathname,
    );
    await expect(loadPage).not.toHaveBeenCalled();
  },
};

/**
 * A navigation to one of the site's pages happens in place (the Navigation API's `navigate`, intercepted):
 * the page's code is asked for, then the location changes, without a page load. The story goes back
 * afterwards, in place too, to the address it was loaded at.
 */
export const NavigatesInPlace: Story = {
  play: async ({ canvas }) => {
    const navigation = window.navigation;
    const loadedAt = window.location.href;
    try {
      await navigation.navigate(`${STAND_IN}?from=story`).finished;
      await expect(loadPage).toHaveBeenCalledWith(STAND_IN);
      await waitFor(() =>
        expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent(`${STAND_IN}?from=story`),
      );
    } finally {
      if (window.location.href !== loadedAt) await navigation.back().finished;
    }
    await expect(window.location.href).toBe(loadedAt);
  },
};
