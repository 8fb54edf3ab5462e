import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { CarouselImage } from '@/components/Carousel';
import { Layout, Root } from '@/components/Carousel/Carousel.styles';
import { CarouselControls } from '@/components/Carousel/CarouselControls';
import { CarouselSlide } from '@/components/Carousel/CarouselSlide';
import { CarouselThumbnails } from '@/components/Carousel/CarouselThumbnails';
import { useCarouselPosition } from '@/components/Carousel/useCarouselPosition';
import { mockCarouselImages } from '@testing/mocks/images';

/**
 * The Carousel's parts, one set at a time around the position hook the Carousel gives them: what each
 * draws and what it moves. How they behave together (wrap-round, keys, failed images, zoom) is the
 * Carousel's stories' (Carousel.stories.tsx).
 */
const images: CarouselImage[] = mockCarouselImages(['Dashboard Overview', 'Invoice Management', 'Client Management'], {
  caption: (screen) => `${screen}: a preview of the invoicing platform.`,
});

type Part = 'slide' | 'controls' | 'thumbnails';

/**
 * The slide, and one set of its controls (which name the slide they control), given a position as the
 * Carousel gives it, in the Carousel's own frame.
 */
function CarouselPart({ part }: { part: Part }) {
  const slideId = useId();
  const nextButtonRef = useRef<HTMLButtonElement>(null);
  const carousel = useCarouselPosition({ count: images.length, defaultIndex: 0 });
  const image = images[carousel.current] as CarouselImage;
  return (
    <Root aria-roledescription="carousel" aria-label={`Carousel ${part}`}>
      <Layout>
        <CarouselSlide
          image={image}
          carousel={carousel}
          slideId={slideId}
          unavailableText="Screenshot unavailable"
          imageLoading="eager"
          imageSizes="100vw"
          onZoomKeyDown={carousel.handleKeyDown}
        />
        {part === 'controls' && (
          <CarouselControls images={images} carousel={carousel} slideId={slideId} nextButtonRef={nextButtonRef} />
        )}
        {part === 'thumbnails' && <CarouselThumbnails images={images} carousel={carousel} slideId={slideId} />}
      </Layout>
    </Root>
  );
}

const meta = {
  title: 'Components/Carousel/Parts',
  component: CarouselPart,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CarouselPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide alone: the shown image and its caption. */
export const Slide: Story = {
  args: { part: 'slide' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dashboard Overview screen' })).toBeVisible();
    await expect(canvas.getByText('Dashboard Overview: a preview of the invoicing platform.')).toBeVisible();
  },
};

/** The arrows and one dot per image; the dot of the shown image is current, and Next moves it on. */
export const Controls: Story = {
  args: { part: 'controls' },
  play: async ({ canvas }) => {
    const dots = canvas.getAllByRole('button', { name: /^Go to image \d of 3/ });
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getAllByRole('button', { name: /^Go to image \d of 3/ })[1]).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A thumbnail per image, named by its place and picture; pressing one makes it current. */
export const Thumbnails: Story = {
  args: { part: 'thumbnails' },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Thumbnails' }));
    const third = group.getByRole('button', { name: 'Show image 3 of 3: Client Management screen' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
  },
};
