import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import type { within } from 'storybook/test';

/** Prints where the router is, so a story can see the section and the query string in the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" style={{ position: 'fixed', bottom: 0, right: 0, fontSize: 12 }}>
      {pathname + search}
    </output>
  );
}

/** Renders the story with the router's location printed beside it (read it with `locationOf`). */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

/** The path and query string the probe of `withLocationProbe` prints. */
export const locationOf = (canvas: ReturnType<typeof within>) => canvas.getByTestId('location').textContent;
