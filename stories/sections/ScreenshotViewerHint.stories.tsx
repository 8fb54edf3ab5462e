import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ScreenshotViewerHint } from '@/sections/ScreenshotViewerHint';
import { WithoutScripts } from '@testing/stories/prerendered';

/** The sentence a screenshot viewer's description ends with, as the showcase and the Sneak Peek place it. */
const description = (
  <p>
    A look at every part of the system. <ScreenshotViewerHint />
  </p>
);

const meta = {
  title: 'Sections/ScreenshotViewerHint',
  component: ScreenshotViewerHint,
  render: () => description,
} satisfies Meta<typeof ScreenshotViewerHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the viewer runs: a click on a screenshot zooms in. */
export const WithScripts: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')!.innerText).toBe(
      'A look at every part of the system. Click a screenshot to zoom in.',
    );
  },
};

/** Without scripts the viewer is a row that scrolls sideways and nothing zooms: the hint says so. */
export const WithoutJavaScript: Story = {
  render: () => <WithoutScripts>{description}</WithoutScripts>,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')!.innerText).toBe(
      'A look at every part of the system. Scroll sideways to see every screenshot.',
    );
  },
};
