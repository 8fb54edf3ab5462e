import styled from 'styled-components';

import { fadeRunOff, narrowCropMinWidth, ProductShot } from '@/components/ProductShot';
import { Section, type SectionProps } from '@/components/Section';
import type { ScreenCrop, StepContent } from '@/content/types';
import { media, typeScale } from '@/theme';

export type FeatureRowItem = StepContent & {
  /** The part of the product screen the step happens on. */
  shot: ScreenCrop;
};

export type FeatureRowsProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading. */
  title: string;
  /** The rows, in order; each is numbered from 1 (an ordered list, so the numbers are announced with it). */
  items: readonly FeatureRowItem[];
};

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1600]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: row;

  ${media.up('md')} {
    gap: ${({ theme }) => theme.space[2400]};
  }
`;

/** Text and screen side by side from the medium breakpoint, the screen first on every other row. */
const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[800]};
  align-items: center;
  counter-increment: row;

  ${media.up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[1200]};

    &:nth-child(even) {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);

      > :first-child {
        order: 2;
      }
    }
  }

  ${media.up('lg')} {
    gap: ${({ theme }) => theme.space[2000]};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  max-width: 30rem;
`;

/** The step's number in the accent, drawn from the list's counter (the list itself is announced as numbered). */
const StepLabel = styled.span`
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};

  &::before {
    content: 'Step ' counter(row, decimal-leading-zero);
  }
`;

const Title = styled.h3`
  ${({ theme }) => typeScale(theme, 'item')}
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  ${({ theme }) => typeScale(theme, 'lead')}
`;

/**
 * On phones and small tablets the screen keeps a readable width and runs off the viewport's right edge
 * (the wrapper reaches into the page's gutter and fades it out there, rather than cutting a word); on
 * phones it is the screen's narrow crop. From the medium breakpoint it fits its column.
 */
const Shot = styled.div`
  ${media.down('md')} {
    margin-right: calc(-1 * ${({ theme }) => theme.layout.gutter.mobile});
    overflow: hidden;
    ${fadeRunOff('right-bottom')}

    figure {
      width: max(100%, 36rem);
      border-radius: ${({ theme }) => `${theme.radius.md} 0 0 ${theme.radius.md}`};
    }
  }

  ${media.down('sm')} {
    figure {
      width: max(100%, ${narrowCropMinWidth});
    }
  }
`;

/** Below 640 px: the narrow crop, as wide as the content and its gutter, or its readable width. */
const narrow = { media: media.below('sm'), sizes: `max(${narrowCropMinWidth}, calc(100vw - 1rem))` };

/** The width of a row's whole image: seven twelfths of the content width, times the crop's zoom. */
function sizesOf(cropWidth: number, screenWidth: number) {
  const zoom = screenWidth / cropWidth;
  return `(min-width: 1440px) ${Math.ceil((7 / 12) * 1376 * zoom)}px, (min-width: 900px) ${Math.ceil(
    (7 / 12) * 100 * zoom,
  )}vw, ${Math.ceil(900 * zoom)}px`;
}

/**
 * Steps or features as alternating rows: the text on one side, the part of the product screen it is
 * about on the other, flipped on every other row so the page reads in a zigzag rather than a grid.
 */
export function FeatureRows({ title, items, ...rest }: FeatureRowsProps) {
  return (
    <Section title={title} {...rest}>
      <Rows>
        {items.map(({ title: itemTitle, description, shot }) => (
          <Row key={itemTitle}>
            <Text>
              <StepLabel aria-hidden="true" />
              <Title>{itemTitle}</Title>
              <Description>{description}</Description>
            </Text>
            <Shot>
              <ProductShot
                screenshot={shot.screenshot}
                crop={shot.crop}
                sizes={sizesOf(shot.crop.width, shot.screenshot.width)}
                narrow={narrow}
              />
            </Shot>
          </Row>
        ))}
      </Rows>
    </Section>
  );
}
