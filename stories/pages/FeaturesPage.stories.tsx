import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FeaturesPage } from '@/pages/FeaturesPage';
import { openDialogWith, pageOf, pressEscape } from '@testing/stories/dialog';
import { expectNoHorizontalScroll } from '@testing/stories/viewport';
import { localVideoUrl } from '@testing/stories/video';
import { withLayout } from '@testing/stories/withLayout';

const meta = {
  title: 'Pages/Features',
  component: FeaturesPage,
  parameters: { layout: 'fullscreen', route: '/features' },
  decorators: [withLayout],
  args: { demoVideoSrc: localVideoUrl },
} satisfies Meta<typeof FeaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hero, six detailed cards, four benefits, Built for Your Success, the call to action (product.md §2). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const hero = canvas.getByRole('region', { name: 'Powerful Features' });
    await expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Powerful Features');
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Features · InvoiceFlow'));
    await expect(
      canvasElement.ownerDocument.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Invoice management in multiple currencies/);
    await expect(
      within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Features' }),
    ).toHaveAttribute('aria-current', 'page');

    const details = canvas.getByRole('region', { name: 'Everything in One Place' });
    const cards = within(details).getAllByRole('heading', { level: 3 });
    await expect(cards).toHaveLength(6);
    for (const card of cards) {
      const list = within(details).getByRole('list', { name: `${card.textContent} details` });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    }

    const benefits = canvas.getByRole('region', { name: 'Made to Be Relied On' });
    await expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Secure and Reliable', 'Lightning Fast', 'Cloud-Based Access', 'Trial and Subscription']);

    const success = canvas.getByRole('region', { name: 'Built for Your Success' });
    await expect(within(success).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** The call to action's Join Waitlist button opens the waitlist dialog. */
export const JoinWaitlist: Story = {
  play: async ({ canvas, canvasElement }) => {
    const callToAction = canvas.getByRole('region', { name: 'Ready to Transform Your Invoicing?' });
    const dialog = await openDialogWith(callToAction, 'Join Waitlist', 'Join the Waitlist');
    await expect(dialog).toHaveTextContent('50% off your first year');
    await pressEscape();
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The demo video is collapsed at first; its disclosure (the browser's own `<details>`) shows and hides it. */
export const DemoVideo: Story = {
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'See It in Action' });
    const disclosure = section.querySelector('details');
    const toggle = within(section).getByText('Watch the demo video').closest('summary');
    if (!disclosure || !toggle) throw new Error('The demo video has no <details> disclosure.');
    await expect(disclosure.open).toBe(false);
    await expect(section.querySelector('iframe')).toBeNull();

    await userEvent.click(toggle);
    await waitFor(() => expect(section.querySelector('iframe')).toBeVisible());
    await expect(disclosure.open).toBe(true);
    await expect(section.querySelector('iframe')).toHaveAttribute('src', args.demoVideoSrc);

    await userEvent.click(toggle);
    await waitFor(() => expect(section.querySelector('iframe')).toBeNull());
    await expect(disclosure.open).toBe(false);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Powerful Features' })).toBeVisible();
  },
};

/** 320 px, the narrowest phone: nothing sticks out sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalScroll(canvasElement);
  },
};
