import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { NavigationLink } from '@/components/location/NavigationLink';

/** Three links of a navigation, as the header lists them; the story's location starts at /features. */
function Navigation() {
  return (
    <nav aria-label="Main">
      <ul style={{ display: 'flex', gap: '1rem', listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <NavigationLink to="/">Home</NavigationLink>
        </li>
        <li>
          <NavigationLink to="/features">Features</NavigationLink>
        </li>
        <li>
          <NavigationLink to="/contact">Contact</NavigationLink>
        </li>
      </ul>
    </nav>
  );
}

const meta = {
  title: 'Components/NavigationLink',
  component: NavigationLink,
  parameters: { route: '/features' },
  args: { to: '/features' },
  render: () => <Navigation />,
} satisfies Meta<typeof NavigationLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain link to its page; the one of the page shown says so (`aria-current="page"`), the others not. */
export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    const navigation = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(navigation.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    await expect(navigation.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    await expect(navigation.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(navigation.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  },
};

/** Following another link moves the mark with the location. */
export const AfterNavigating: Story = {
  play: async ({ canvas }) => {
    const navigation = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(navigation.getByRole('link', { name: 'Contact' }));
    await expect(navigation.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(navigation.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
  },
};
