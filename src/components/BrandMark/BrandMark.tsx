import { type ComponentPropsWithRef, createElement } from 'react';

import { brandMarkDrawing } from './brandMarkDrawing';

export type BrandMarkProps = Omit<ComponentPropsWithRef<'svg'>, 'children' | 'viewBox'> & {
  /** Width and height, in CSS px. @default 32 */
  size?: number;
};

/**
 * The brand mark, inline: sharp at any size and density, no file to fetch. Decorative (`aria-hidden`):
 * the brand name beside it, or the link around it, says what it is.
 */
export function BrandMark({ size = 32, ...rest }: BrandMarkProps) {
  const { size: grid, shapes } = brandMarkDrawing;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {shapes.map(({ element, attributes }, index) => createElement(element, { key: index, ...attributes }))}
    </svg>
  );
}
