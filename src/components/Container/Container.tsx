import type { ComponentPropsWithRef, Ref } from 'react';
import styled from 'styled-components';

import { media } from '@/theme/media';

export type ContainerElement = 'div' | 'main' | 'header' | 'footer' | 'nav' | 'section' | 'article';
export type ContainerSize = 'default' | 'narrow';

export type ContainerProps = Omit<ComponentPropsWithRef<'div'>, 'ref'> & {
  /** The element to render, e.g. `main` for the page's main content. @default 'div' */
  as?: ContainerElement;
  /**
   * `default` grows to the layout's maximum width (1440 px); `narrow` keeps text-led content to a
   * readable line length.
   * @default 'default'
   */
  size?: ContainerSize;
  /** The root element, whichever `as` renders. */
  ref?: Ref<HTMLElement>;
};

const StyledContainer = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  max-width: ${({ theme, $size }) => ($size === 'narrow' ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter.mobile};

  ${media.up('md')} {
    padding-inline: ${({ theme }) => theme.layout.gutter.desktop};
  }
`;

/** Centres page content, caps its width and keeps the horizontal gutters, narrower on phones. */
export function Container({ as = 'div', size = 'default', ref, ...rest }: ContainerProps) {
  // `as` changes the element, so the ref is the element it renders, not necessarily a div.
  return <StyledContainer as={as} ref={ref as Ref<HTMLDivElement>} $size={size} {...rest} />;
}
