import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '@/components/Button';
import { ScriptOnly } from '@/components/ScriptOnly';
import { WithoutScripts } from '@testing/stories/prerendered';

const meta = {
  title: 'Components/ScriptOnly',
  component: ScriptOnly,
  args: {
    children: <Button>Zoom in</Button>,
    fallback: <p>Scroll sideways to see every screenshot.</p>,
  },
  argTypes: { children: { control: false }, fallback: { control: false } },
} satisfies Meta<typeof ScriptOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where scripts run: the control, and nothing of the fallback (a `<noscript>` draws nothing). */
export const WithScripts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(canvas.queryByText('Scroll sideways to see every screenshot.')).not.toBeInTheDocument();
  },
};

/** Where scripts do not run: the fallback, and the control hidden (it would do nothing). */
export const WithoutJavaScript: Story = {
  render: (args) => (
    <WithoutScripts>
      <ScriptOnly {...args} />
    </WithoutScripts>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scroll sideways to see every screenshot.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
  },
};

/** Inside a line of text: a `<span>`, so the paragraph around it stays one paragraph. */
export const InlineWithoutJavaScript: Story = {
  args: {
    inline: true,
    children: 'Click a screenshot to zoom in.',
    fallback: 'Scroll sideways to see every screenshot.',
  },
  render: (args) => (
    <WithoutScripts>
      <p>
        A look at every part of the system. <ScriptOnly {...args} />
      </p>
    </WithoutScripts>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    await expect(paragraph.innerText).toBe(
      'A look at every part of the system. Scroll sideways to see every screenshot.',
    );
  },
};
