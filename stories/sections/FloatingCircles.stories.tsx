import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '@/components/Button';
import { FloatingCircles } from '@/sections/FloatingCircles';
import { Hero } from '@/sections/Hero';

const onJoin = fn();

const meta = {
  title: 'Sections/FloatingCircles',
  component: FloatingCircles,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Hero
        title="Coming Soon"
        description="Professional invoicing made simple is almost here."
        actions={
          <Button variant="inverse" size="lg" onClick={onJoin}>
            Join the Waitlist
          </Button>
        }
      />
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FloatingCircles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The media rules of the page's style sheets that apply under `prefers-reduced-motion: reduce`. */
function reducedMotionRules(document: Document): CSSStyleRule[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.media.mediaText.includes('prefers-reduced-motion: reduce'))
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

/**
 * Eight circles, hidden from assistive technology, floating gently (endlessly, to and fro), and
 * letting clicks through to the content under them.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const layer = canvas.getByTestId('floating-circles');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    const circles = [...layer.children] as HTMLElement[];
    await expect(circles).toHaveLength(8);

    for (const circle of circles) {
      const style = getComputedStyle(circle);
      await expect(style.animationName).not.toBe('none');
      await expect(style.animationIterationCount).toBe('infinite');
      await expect(style.animationDirection).toBe('alternate');
      await expect(parseFloat(style.animationDuration)).toBeGreaterThanOrEqual(5);
    }
    await expect(getComputedStyle(layer).pointerEvents).toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the Waitlist' }));
    await expect(onJoin).toHaveBeenCalledTimes(1);

    // Still under prefers-reduced-motion: a rule there turns the circles' animation off.
    const circleClasses = [...(circles[0] as HTMLElement).classList];
    const still = reducedMotionRules(canvasElement.ownerDocument).filter((rule) =>
      circleClasses.some((name) => rule.selectorText.includes(`.${name}`)),
    );
    await expect(still.length).toBeGreaterThan(0);
    await expect(still.some((rule) => rule.style.animationName === 'none' || rule.style.animation === 'none')).toBe(
      true,
    );
  },
};

/** At 320 px the circles are clipped to the area: no sideways scroll. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(320);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
