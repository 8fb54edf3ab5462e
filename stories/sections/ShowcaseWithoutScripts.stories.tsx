import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, LayoutDashboard } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { ShowcaseWithoutScripts } from '@/sections/SystemShowcase/ShowcaseWithoutScripts';
import { theme } from '@/theme';
import { mockCarouselImages } from '@testing/mocks/images';

const caption = (screen: string) => `${screen}: a preview.`;

/** The showcase's `<noscript>` content: every tab's area one under the other, as a page without scripts shows it. */
const meta = {
  title: 'Sections/SystemShowcase/ShowcaseWithoutScripts',
  component: ShowcaseWithoutScripts,
  args: {
    tabs: [
      {
        id: 'dashboard',
        label: 'Dashboard Overview',
        icon: LayoutDashboard,
        description: 'Earnings and invoice counts at a glance.',
        screenshots: mockCarouselImages(['Monthly dashboard', 'Yearly dashboard'], { caption }),
      },
      {
        id: 'invoices',
        label: 'Invoice Management',
        icon: FileText,
        screenshots: mockCarouselImages(['Invoice list'], { caption }),
      },
    ],
  },
  argTypes: { tabs: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '64rem', marginInline: 'auto', padding: theme.space[400] }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShowcaseWithoutScripts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tab's label as a heading, its description, and all its screenshots in a row; no control. */
export const EveryArea: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Dashboard Overview',
      'Invoice Management',
    ]);
    await expect(canvas.getByText('Earnings and invoice counts at a glance.')).toBeVisible();
    const dashboard = canvas.getByRole('list', { name: 'Dashboard Overview screenshots' });
    await expect(within(dashboard).getAllByRole('img')).toHaveLength(2);
    await expect(
      within(canvas.getByRole('list', { name: 'Invoice Management screenshots' })).getAllByRole('img'),
    ).toHaveLength(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};
