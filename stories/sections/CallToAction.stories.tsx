import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { featuresContent } from '@/content/features';
import { OPEN_WAITLIST_EVENT } from '@/features/waitlist';
import { homeContent } from '@/content/home';
import { CallToAction } from '@/sections/CallToAction';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';

const meta = {
  title: 'Sections/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title: homeContent.callToAction.title,
    description: homeContent.callToAction.description,
    joinWaitlistLabel: homeContent.callToAction.joinWaitlistLabel,
    secondaryLink: homeContent.callToAction.secondaryLink,
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page's closing band: Join Waitlist and View Features. */
export const WithViewFeatures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(homeContent.callToAction.title);
    const opened = fn();
    window.addEventListener(OPEN_WAITLIST_EVENT, opened);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    } finally {
      window.removeEventListener(OPEN_WAITLIST_EVENT, opened);
    }
    await expect(opened).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'View Features' })).toHaveAttribute('href', '/features');
  },
};

/** The /features call to action: Join Waitlist only. */
export const JoinWaitlistOnly: Story = {
  args: {
    title: featuresContent.callToAction.title,
    description: featuresContent.callToAction.description,
    secondaryLink: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
