import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@testing/web/render';
import { FloatingCircles } from './FloatingCircles';

describe('floating circles', () => {
  it('draws eight circles hidden from assistive technology, around the content', () => {
    renderWithProviders(
      <FloatingCircles>
        <h1>Coming Soon</h1>
      </FloatingCircles>,
    );
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    const layer = screen.getByTestId('floating-circles');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.children).toHaveLength(8);
  });

  it('stops the float for people who ask for reduced motion', () => {
    renderWithProviders(<FloatingCircles />);
    const circle = screen.getByTestId('floating-circles').firstElementChild as HTMLElement;
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    // Each block: what follows one reduced-motion media query, up to the end of its first rule.
    const reducedRules = css
      .split('@media (prefers-reduced-motion: reduce)')
      .slice(1)
      .map((block) => block.slice(0, block.indexOf('}') + 1));
    const circleRule = reducedRules.find((rule) => [...circle.classList].some((name) => rule.includes(`.${name}`)));
    expect(circleRule).toMatch(/animation:\s*none/);
  });
});
