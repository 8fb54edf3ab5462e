import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '@/components/Button';
import { FloatingCircles } from '@/sections/FloatingCircles';
import { Hero } from '@/sections/Hero';
import { theme } from '@/theme';
import { hexToRgb } from '@testing/stories/css';

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

const brand = hexToRgb(theme.color.brand.primary);

/**
 * In the brand colour the hero's glow is made of: the large circles hairline rings, the small ones
 * dots, lightening what is under them (so the white title and button stay white). No pale grey fills.
 */
export const BrandColoured: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const circles = [...canvas.getByTestId('floating-circles').children] as HTMLElement[];
    const rings = circles.filter((circle) => getComputedStyle(circle).borderTopStyle === 'solid');
    const dots = circles.filter((circle) => getComputedStyle(circle).borderTopStyle === 'none');
    await expect(rings).toHaveLength(4);
    await expect(dots).toHaveLength(4);
    for (const ring of rings) {
      await expect(getComputedStyle(ring).borderTopColor).toBe(brand);
      await expect(getComputedStyle(ring).borderTopWidth).toBe('1px');
    }
    for (const dot of dots) await expect(getComputedStyle(dot).backgroundColor).toBe(brand);
    for (const circle of circles) await expect(getComputedStyle(circle).mixBlendMode).toBe('screen');
  },
};

/** On a phone the circles shrink with the screen: the largest ring (18rem wide) is three quarters of its size. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const circles = [...canvas.getByTestId('floating-circles').children] as HTMLElement[];
    const widest = Math.max(...circles.map((circle) => circle.getBoundingClientRect().width));
    await expect(widest).toBeLessThan(0.75 * 18 * 16);
  },
};

/** At 1024 and at 768 the rings keep their full size. */
export const OnLaptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    const circles = [...canvas.getByTestId('floating-circles').children] as HTMLElement[];
    await expect(Math.max(...circles.map((circle) => circle.getBoundingClientRect().width))).toBe(18 * 16);
  },
};

export const OnTablet: Story = {
  ...OnLaptop,
  globals: { viewport: { value: 'tablet' } },
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
