import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { siteConfig } from '@/config/site';
import { renderWithProviders } from '@testing/web/render';
import { DemoVideo } from './DemoVideo';

/*
 * The panel's states and interactions are its stories (stories/sections/DemoVideo.stories.tsx) and
 * e2e/demoVideo.spec.ts. One is left here: in a browser a frame shown again loads at once, so the
 * overlay it brings back cannot be caught without racing the load; jsdom loads no frame and holds it.
 */

const frame = () => screen.queryByTitle(`${siteConfig.brandName} product demo video`);

it('shown again after the close icon, loads the video afresh behind the loading overlay', () => {
  renderWithProviders(<DemoVideo src="https://video.example/embed/demo" />);
  fireEvent.load(frame() as HTMLElement);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Close the demo video' }));
  expect(frame()).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Watch the demo video' }));

  expect(frame()).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading demo video…');
});
