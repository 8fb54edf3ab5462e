import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

import { Container } from '@/components/Container';
import { focusRingOn, media, typeScale } from '@/theme';

export type HeroTone = 'inverse' | 'light';

export type HeroProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** A short line above the title ("About Our Mission"). */
  eyebrow?: ReactNode;
  /** The page's one `h1`. */
  title: ReactNode;
  /** The lead paragraph. */
  description?: ReactNode;
  /** Buttons under the text (Join Waitlist, Learn More). */
  actions?: ReactNode;
  /** Shown beside the text on wide screens and below it on narrow ones (a video panel, an image). */
  media?: ReactNode;
  /** Anything after the actions: a note, badges. */
  children?: ReactNode;
  /**
   * `inverse`: the dark band with the accent's glow, for pages that sell (home, features, how it works,
   * coming soon). `light`: a quiet band on the page's own surface, for pages that explain (about, contact).
   * @default 'inverse'
   */
  tone?: HeroTone;
  /** `display` is the home page's largest step of the type scale; `page` every other page's title. @default 'page' */
  titleSize?: 'display' | 'page';
  /**
   * `wide` gives the media the larger share of the band (the home page's product shot); `beside` gives
   * text and media half each. @default 'beside'
   */
  mediaPlacement?: 'beside' | 'wide';
  /** Where the text lines up. @default 'start' with media, 'center' without */
  align?: 'start' | 'center';
};

const Band = styled.section<{ $tone: HeroTone }>`
  position: relative;
  overflow: hidden;
  ${({ theme, $tone }) =>
    $tone === 'inverse'
      ? css`
          --hero-description: ${theme.color.text.onInverseSecondary};
          --hero-eyebrow: ${theme.color.text.accentOnInverse};
          --hero-eyebrow-background: ${theme.color.border.inverse};
          ${focusRingOn('inverse')}
          color: ${theme.color.text.onBrand};
          background:
            radial-gradient(56rem 28rem at 78% -8%, ${theme.color.brand.glow} 0%, transparent 65%),
            ${theme.color.surface.inverse};
        `
      : css`
          --hero-description: ${theme.color.text.secondary};
          --hero-eyebrow: ${theme.color.text.link};
          --hero-eyebrow-background: ${theme.color.surface.brandSubtle};
          ${focusRingOn('light')}
          color: ${theme.color.text.primary};
          background: ${theme.color.surface.subtle};
          border-bottom: 1px solid ${theme.color.border.subtle};
        `}
  padding-block: ${({ theme }) => `${theme.space[1600]} ${theme.space[1600]}`};

  ${media.up('md')} {
    padding-block: ${({ theme }) => `${theme.space[2400]} ${theme.space[2400]}`};
  }
`;

const Grid = styled.div<{ $hasMedia: boolean; $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1200]};
  align-items: center;

  ${media.up('lg')} {
    gap: ${({ theme }) => theme.space[1600]};
    grid-template-columns: ${({ $hasMedia, $wide }) =>
      !$hasMedia ? 'minmax(0, 1fr)' : $wide ? 'minmax(0, 30rem) minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)'};
  }
`;

const Text = styled.div<{ $align: 'start' | 'center'; $hasMedia: boolean }>`
  text-align: ${({ $align }) => $align};
  ${({ theme, $align, $hasMedia }) =>
    !$hasMedia &&
    css`
      max-width: ${$align === 'center' ? theme.layout.narrowWidth : '52rem'};
      margin-inline: ${$align === 'center' ? 'auto' : '0'};
    `}
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin-bottom: ${({ theme }) => theme.space[600]};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: var(--hero-eyebrow-background);
  color: var(--hero-eyebrow);
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};

  /* The accent's dot: the one spot of colour before the title. */
  &::before {
    content: '';
    flex: none;
    width: 0.375rem;
    height: 0.375rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Title = styled.h1<{ $size: 'display' | 'page' }>`
  ${({ theme, $size }) => typeScale(theme, $size)}
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

const Description = styled.p<{ $align: 'start' | 'center' }>`
  max-width: 38rem;
  margin-top: ${({ theme }) => theme.space[600]};
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : '0')};
  color: var(--hero-description);
  ${({ theme }) => typeScale(theme, 'lead')}
  text-wrap: pretty;
`;

const Actions = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[1000]};

  /* On phones each action takes the full width, one under the other, instead of a ragged pair. */
  ${media.down('sm')} {
    > * {
      flex: 1 1 100%;
    }

    a,
    button {
      width: 100%;
    }
  }
`;

const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space[600]};
`;

const Media = styled.div`
  min-width: 0;
`;

/**
 * The opening band of a page: its `h1`, a lead, calls to action and, optionally, a media panel beside
 * the text. Landmarked as a region named by its title. Its tone, title size and media placement let each
 * kind of page open in its own way: the home page with its product, the pages that explain quietly.
 */
export function Hero({
  eyebrow,
  title,
  description,
  actions,
  media: mediaSlot,
  children,
  tone = 'inverse',
  titleSize = 'page',
  mediaPlacement = 'beside',
  align,
  ...rest
}: HeroProps) {
  const hasMedia = mediaSlot != null;
  const textAlign = align ?? (hasMedia ? 'start' : 'center');
  const wide = hasMedia && mediaPlacement === 'wide';
  const titleId = useId();
  return (
    <Band aria-labelledby={titleId} $tone={tone} {...rest}>
      <Container>
        <Grid $hasMedia={hasMedia} $wide={wide}>
          <Text $align={textAlign} $hasMedia={hasMedia}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title id={titleId} $size={titleSize}>
              {title}
            </Title>
            {description && <Description $align={textAlign}>{description}</Description>}
            {actions && <Actions $align={textAlign}>{actions}</Actions>}
            {children && <Extra>{children}</Extra>}
          </Text>
          {hasMedia && <Media>{mediaSlot}</Media>}
        </Grid>
      </Container>
    </Band>
  );
}
