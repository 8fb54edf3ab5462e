import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

import { type FocusRingSurface, focusRingOn } from '@/theme/focusRing';
import { media } from '@/theme/media';
import { typeScale } from '@/theme/typeScale';
import { Container, type ContainerSize } from '../Container';

export type SectionTone = 'default' | 'subtle' | 'brand' | 'inverse';
export type SectionPadding = 'none' | 'sm' | 'md' | 'lg';
export type SectionHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type SectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /**
   * The section's heading. It also names the section (`aria-labelledby`), which makes the section a
   * region landmark, unless `aria-label` or `aria-labelledby` is given.
   */
  title?: ReactNode;
  /** The heading's level, to fit the page's outline: 1 for a hero, 3 for a section nested in another. @default 2 */
  headingLevel?: SectionHeadingLevel;
  /** A short line above the title ("How it works"). */
  eyebrow?: ReactNode;
  /** A paragraph under the title. */
  description?: ReactNode;
  /** The background. `brand` and `inverse` are dark and turn the text light. @default 'default' */
  tone?: SectionTone;
  /** Space above and below the content; smaller on phones. @default 'md' */
  padding?: SectionPadding;
  /** Alignment of the eyebrow, title and description. @default 'start' */
  align?: 'start' | 'center';
  /** Width of the container around the content. @default 'default' */
  containerSize?: ContainerSize;
};

type ToneColors = {
  background: string;
  text: string;
  eyebrow: string;
  description: string;
  focusRing: FocusRingSurface;
};

const StyledSection = styled.section<{ $tone: SectionTone; $padding: SectionPadding }>`
  ${({ theme, $tone }) => {
    const colors: ToneColors = {
      default: {
        background: theme.color.surface.page,
        text: theme.color.text.primary,
        eyebrow: theme.color.text.link,
        description: theme.color.text.secondary,
        focusRing: 'light' as const,
      },
      subtle: {
        background: theme.color.surface.subtle,
        text: theme.color.text.primary,
        eyebrow: theme.color.text.link,
        description: theme.color.text.secondary,
        focusRing: 'light' as const,
      },
      brand: {
        background: theme.color.brand.primary,
        text: theme.color.text.onBrand,
        eyebrow: theme.color.text.onBrand,
        description: theme.color.text.onBrand,
        focusRing: 'brand' as const,
      },
      inverse: {
        background: theme.color.surface.inverse,
        text: theme.color.text.onBrand,
        eyebrow: theme.color.text.accentOnInverse,
        description: theme.color.text.onInverseSecondary,
        focusRing: 'inverse' as const,
      },
    }[$tone];
    return css`
      --section-eyebrow: ${colors.eyebrow};
      --section-description: ${colors.description};
      background: ${colors.background};
      color: ${colors.text};
      ${focusRingOn(colors.focusRing)}
    `;
  }}

  /* The link colour is made for light surfaces; plain links on a dark tone take the text colour. */
  ${({ $tone }) =>
    ($tone === 'brand' || $tone === 'inverse') &&
    css`
      & :where(a:not([class])) {
        color: inherit;
      }
    `}

  ${({ theme, $padding }) => {
    const block = {
      none: { mobile: theme.space[0], desktop: theme.space[0] },
      sm: { mobile: theme.space[800], desktop: theme.space[1200] },
      md: { mobile: theme.space[1600], desktop: theme.space[2400] },
      lg: { mobile: theme.space[2000], desktop: theme.space[3200] },
    }[$padding];
    return css`
      padding-block: ${block.mobile};
      ${media.up('md')} {
        padding-block: ${block.desktop};
      }
    `;
  }}
`;

const Header = styled.div<{ $align: 'start' | 'center'; $hasContent: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin-bottom: ${({ theme, $hasContent }) => ($hasContent ? theme.space[1200] : '0')};

  ${media.up('md')} {
    margin-bottom: ${({ theme, $hasContent }) => ($hasContent ? theme.space[1600] : '0')};
  }
  ${({ $align }) =>
    $align === 'center' &&
    css`
      margin-inline: auto;
      text-align: center;
    `}
`;

const Eyebrow = styled.p`
  color: var(--section-eyebrow);
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  text-transform: uppercase;
`;

const Title = styled.h2`
  ${({ theme }) => typeScale(theme, 'section')}
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

const Description = styled.p`
  color: var(--section-description);
  ${({ theme }) => typeScale(theme, 'lead')}
  text-wrap: pretty;
`;

/** A band of the page: an optional eyebrow, title and description, then its content, centred in a `Container`. */
export function Section({
  title,
  headingLevel = 2,
  eyebrow,
  description,
  tone = 'default',
  padding = 'md',
  align = 'start',
  containerSize = 'default',
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: SectionProps) {
  const headingId = useId();
  const hasTitle = title != null && title !== false && title !== '';
  const labelledBy = ariaLabelledBy ?? (hasTitle && ariaLabel == null ? headingId : undefined);
  const hasHeader = hasTitle || Boolean(eyebrow) || Boolean(description);
  return (
    <StyledSection aria-label={ariaLabel} aria-labelledby={labelledBy} $tone={tone} $padding={padding} {...rest}>
      <Container size={containerSize}>
        {hasHeader && (
          <Header $align={align} $hasContent={children != null}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {hasTitle && (
              <Title as={`h${headingLevel}`} id={headingId}>
                {title}
              </Title>
            )}
            {description && <Description>{description}</Description>}
          </Header>
        )}
        {children}
      </Container>
    </StyledSection>
  );
}
