import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@testing/web/render';
import { SneakPeek } from './SneakPeek';

const names = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const images = names.map((name) => ({ src: `/${name}.webp`, alt: `${name} screen`, width: 1280, height: 800 }));

const renderPeek = () =>
  renderWithProviders(<SneakPeek title="Sneak Peek" carouselLabel="Sneak Peek screenshots" images={images} />);

describe('sneak peek', () => {
  it('shows one thumbnail and one dot per screenshot', () => {
    renderPeek();
    expect(within(screen.getByRole('group', { name: 'Thumbnails' })).getAllByRole('button')).toHaveLength(7);
    expect(screen.getAllByRole('button', { name: /^Go to image/ })).toHaveLength(7);
  });

  it('zooms the clicked image; stepping in the modal wraps and the carousel follows', async () => {
    const user = userEvent.setup();
    renderPeek();
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 7: three screen' }));
    await user.click(screen.getByRole('button', { name: 'Zoom image: three screen' }));
    // The zoom view's code arrives on the first zoom.
    const dialog = await screen.findByRole('dialog', { name: 'three screen' });

    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('seven screen');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('one screen');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 7' })).toBeInTheDocument();
  });
});
