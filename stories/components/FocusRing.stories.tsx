import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Section, type SectionTone } from '@/components/Section';
import { TextField } from '@/components/TextField';
import { Hero } from '@/sections/Hero';
import { theme } from '@/theme';
import { hexToRgb } from '@testing/stories/css';
import { animationsFinished, pageOf } from '@testing/stories/dialog';
import { expectVisibleFocusRing } from '@testing/stories/focusRing';

/**
 * The keyboard focus ring (src/theme/focusRing.ts) in each colour context of the site: each story
 * tabs to a control and checks its ring is solid, 2 px or thicker and 3:1 or more against what it lies
 * on, in the colour of that surface (`color.focus`). The pictures keep the focus, so the baselines
 * show the ring. docs/design/focus-ring.md has the rule and the figures.
 */
const meta = {
  title: 'Foundations/Focus ring',
  parameters: {
    layout: 'fullscreen',
    visual: { keepFocus: 'the ring is what these stories show; a Tab key press gives the focus' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ringColor = (element: Element) => getComputedStyle(element).outlineColor;

/** A band of the page in one tone, holding one control. */
function Band({ tone, children }: { tone: SectionTone; children: ReactNode }) {
  return (
    <Section tone={tone} title="Ready to get paid faster?" description="Join the waitlist today." padding="sm">
      {children}
    </Section>
  );
}

/** The page's own white surface, with the quieter button a light band holds. */
export const OnThePage: Story = {
  render: () => (
    <Band tone="default">
      <Button variant="secondary">Learn More</Button>
    </Band>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Learn More' });
    await expectVisibleFocusRing(button);
    await expect(ringColor(button)).toBe(hexToRgb(theme.color.focus.light));
  },
};

/** A filled primary button: the ring is its own indigo, held off the fill by a gap of the page. */
export const OnAPrimaryButton: Story = {
  render: () => (
    <Band tone="default">
      <Button>Join Waitlist</Button>
    </Band>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expectVisibleFocusRing(canvas.getByRole('button', { name: 'Join Waitlist' }));
  },
};

/** The soft (subtle) band, here around a form field, which shows the ring on any focus. */
export const OnASoftBand: Story = {
  render: () => (
    <Band tone="subtle">
      <TextField label="Email" type="email" name="email" autoComplete="email" />
    </Band>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const field = canvas.getByLabelText('Email');
    await expectVisibleFocusRing(field);
    await expect(ringColor(field)).toBe(hexToRgb(theme.color.focus.light));
  },
};

/**
 * The dark hero: the ring turns to the accent made for the dark bands, around the primary button and
 * around the outlined one beside it.
 */
export const OnTheDarkHero: Story = {
  render: () => (
    <Hero
      eyebrow="Launching soon"
      title="Professional Invoicing Made Simple"
      description="Create, send and track invoices, manage clients and see your earnings at a glance."
      actions={
        <>
          <Button size="lg">Join Waitlist</Button>
          <Button variant="outlineInverse" size="lg" endIcon={<ArrowRight size={18} aria-hidden />}>
            Learn More
          </Button>
        </>
      }
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const join = canvas.getByRole('button', { name: 'Join Waitlist' });
    await expectVisibleFocusRing(join);
    await expect(ringColor(join)).toBe(hexToRgb(theme.color.focus.inverse));

    await userEvent.tab();
    const learnMore = canvas.getByRole('button', { name: 'Learn More' });
    await expectVisibleFocusRing(learnMore);
    await expect(ringColor(learnMore)).toBe(hexToRgb(theme.color.focus.inverse));
  },
};

/** A dark band of the page (the call to action at the end of most pages), with its light button. */
export const OnADarkBand: Story = {
  render: () => (
    <Band tone="inverse">
      <Button variant="inverse">View Features</Button>
    </Band>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'View Features' });
    await expectVisibleFocusRing(button);
    await expect(ringColor(button)).toBe(hexToRgb(theme.color.focus.inverse));
  },
};

/**
 * Inside a dialog, over the dark backdrop: the panel is a light surface, so its controls keep the light
 * ring, from the close button over the field to the primary action.
 */
export const InADialog: Story = {
  render: () => (
    <Dialog
      open
      onClose={fn()}
      title="Join the Waitlist"
      description="Be the first to know when we launch."
      footer={<Button>Join Waitlist</Button>}
    >
      <TextField label="Email" type="email" name="email" autoComplete="email" />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Join the Waitlist' });
    await animationsFinished(dialog);
    const inDialog = within(dialog);

    // Opening puts focus on the close button; Tab walks on from there, as a keyboard user would.
    await expect(inDialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expectVisibleFocusRing(inDialog.getByLabelText('Email'));
    await userEvent.tab();
    const join = inDialog.getByRole('button', { name: 'Join Waitlist' });
    await expectVisibleFocusRing(join);
    await expect(ringColor(join)).toBe(hexToRgb(theme.color.focus.light));
  },
};
