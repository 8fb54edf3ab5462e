import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { Container } from '@/components/Container';
import { media } from '@/theme';

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
};

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.onBrand};
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${({ theme }) => theme.color.brand.primary} 0%, transparent 60%),
    ${({ theme }) => theme.color.surface.inverse};
  padding-block: ${({ theme }) => `${theme.space[1600]} ${theme.space[1600]}`};

  ${media.up('md')} {
    padding-block: ${({ theme }) => `${theme.space[2400]} ${theme.space[2000]}`};
  }
`;

const Grid = styled.div<{ $hasMedia: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1000]};
  align-items: center;
  text-align: ${({ $hasMedia }) => ($hasMedia ? 'start' : 'center')};

  ${media.up('lg')} {
    grid-template-columns: ${({ $hasMedia }) => ($hasMedia ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }
`;

const Text = styled.div<{ $hasMedia: boolean }>`
  max-width: ${({ theme, $hasMedia }) => ($hasMedia ? 'none' : theme.layout.narrowWidth)};
  margin-inline: ${({ $hasMedia }) => ($hasMedia ? '0' : 'auto')};
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  text-transform: uppercase;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.fontSize[800]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
  overflow-wrap: anywhere;

  ${media.up('md')} {
    font-size: ${({ theme }) => theme.typography.fontSize[1000]};
  }
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[500]};
  font-size: ${({ theme }) => theme.typography.fontSize[400]};

  ${media.up('md')} {
    font-size: ${({ theme }) => theme.typography.fontSize[500]};
  }
`;

const Actions = styled.div<{ $hasMedia: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $hasMedia }) => ($hasMedia ? 'flex-start' : 'center')};
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[800]};
`;

const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space[600]};
`;

/**
 * The dark opening band of a page: its `h1`, a lead, calls to action and, optionally, a media panel
 * beside the text. Landmarked as a region named by its title.
 */
export function Hero({ eyebrow, title, description, actions, media: mediaSlot, children, ...rest }: HeroProps) {
  const hasMedia = mediaSlot != null;
  const titleId = useId();
  return (
    <Band aria-labelledby={titleId} {...rest}>
      <Container>
        <Grid $hasMedia={hasMedia}>
          <Text $hasMedia={hasMedia}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title id={titleId}>{title}</Title>
            {description && <Description>{description}</Description>}
            {actions && <Actions $hasMedia={hasMedia}>{actions}</Actions>}
            {children && <Extra>{children}</Extra>}
          </Text>
          {hasMedia && <div>{mediaSlot}</div>}
        </Grid>
      </Container>
    </Band>
  );
}
