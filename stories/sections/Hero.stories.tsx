import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { Button } from '@/components/Button';
import { screenshots } from '@/content/screenshots';
import { Hero } from '@/sections/Hero';
import { HeroShot } from '@/sections/HeroShot';
import { theme } from '@/theme';
import { mockScreenshot } from '@testing/mocks/images';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Launching soon',
    title: 'Professional Invoicing Made Simple',
    description: 'Create, send and track invoices, manage clients and see your earnings at a glance.',
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

const onJoin = fn();

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="lg" onClick={onJoin}>
          Join Waitlist
        </Button>
        <Button variant="outlineInverse" size="lg" endIcon={<ArrowRight size={18} aria-hidden />}>
          Learn More
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Professional Invoicing Made Simple' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Professional Invoicing Made Simple');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(onJoin).toHaveBeenCalledTimes(1);
  },
};

export const TextOnly: Story = {};

export const WithMedia: Story = {
  args: {
    media: <img {...{ src: mockScreenshot('Dashboard Overview'), width: 1200, height: 750 }} alt="Dashboard preview" />,
  },
};

export const LongTitle: Story = {
  args: { title: 'From signup to your first professional invoice in under ten minutes, on any device you own' },
};

/** The home page's hero: the display size, and the product beside the text with the larger share. */
export const ProductHero: Story = {
  args: {
    ...WithActions.args,
    titleSize: 'display',
    mediaPlacement: 'wide',
    media: <HeroShot screen="hero" tone="inverse" placement="wide" />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    const shot = canvas.getByRole('img', { name: screenshots.hero.alt });
    // Beside the text, and larger than it.
    await expect(shot.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    await expect(shot.getBoundingClientRect().width).toBeGreaterThan(
      title.parentElement!.getBoundingClientRect().width,
    );
    // The display step at its widest: 72 px at 1440.
    await expect(getComputedStyle(title).fontSize).toBe('72px');
    await expect(shot).toHaveAttribute('fetchpriority', 'high');
  },
};

/** On a phone the product comes under the text, and each action takes the full width. */
export const ProductHeroMobile: Story = {
  ...ProductHero,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    const shot = canvas.getByRole('img', { name: screenshots.hero.alt });
    await expect(shot.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    // The whole dashboard would be a quarter of its size here: its narrow crop instead, 4:3.
    await waitFor(() => expect((shot as HTMLImageElement).currentSrc).toContain('/screenshots/hero-narrow-'));
    await expect(shot.getBoundingClientRect().width / shot.getBoundingClientRect().height).toBeCloseTo(4 / 3, 1);
    // The display step at its smallest: 40 px.
    await expect(getComputedStyle(title).fontSize).toBe('40px');
    const join = canvas.getByRole('button', { name: 'Join Waitlist' });
    const learnMore = canvas.getByRole('button', { name: 'Learn More' });
    await expect(join.getBoundingClientRect().width).toBe(learnMore.getBoundingClientRect().width);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The quiet opening of the pages that explain (about, contact): on the page's light surface, the product beside the text. */
export const LightWithProduct: Story = {
  args: {
    tone: 'light',
    eyebrow: 'About Us',
    title: 'About Our Mission',
    description: 'We are building invoicing that gets out of your way.',
    media: <HeroShot screen="dashboard-overview" tone="light" />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    const shot = canvas.getByRole('img', { name: screenshots['dashboard-overview'].alt });
    // Half each: the shot beside the text, the page's largest paint.
    await expect(shot.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    await expect(shot).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect((shot as HTMLImageElement).currentSrc).toContain('/screenshots/dashboard-overview'));
    await expect((shot as HTMLImageElement).currentSrc).not.toContain('narrow');
  },
};

/** The light hero without media (a page with nothing to show beside its title). */
export const Light: Story = {
  args: { tone: 'light', align: 'start', eyebrow: 'About Us', title: 'About Our Mission' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: 'About Our Mission' });
    await expect(getComputedStyle(band).backgroundColor).toBe('rgb(246, 248, 251)');
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(title).color).toBe('rgb(11, 19, 36)');
    await expect(getComputedStyle(title).textAlign).toBe('start');
    // The page step of the scale, below the home page's display size: 56 px at 1440.
    await expect(getComputedStyle(title).fontSize).toBe('56px');
  },
};

export const Mobile: Story = { ...WithActions, globals: { viewport: { value: 'mobile' } } };

/** 1440 px: the centred title stays at a readable measure rather than spanning the band. */
export const Wide: Story = {
  ...WithActions,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const description = canvas.getByText(/Create, send and track invoices/);
    await expect(description.getBoundingClientRect().width).toBeLessThanOrEqual(38 * 16);
    await expect(canvas.getByRole('region', { name: 'Professional Invoicing Made Simple' })).toHaveStyle({
      backgroundColor: theme.color.surface.inverse,
    });
  },
};
