import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, waitFor } from 'storybook/test';

import { PressAgainOnceHydrated } from '@/components/PressAgainOnceHydrated';
import { useHydrating } from '@/components/useHydrating';

/**
 * A section with a button, as a deferred section is: it counts its presses and presses again what React
 * dropped. It says whether it has hydrated (`data-hydrated`, from `useHydrating`, which turns false in the
 * render after hydration), so the stories can tell the two moments apart.
 */
function CountingSection() {
  const [presses, setPresses] = useState(0);
  const hydrating = useHydrating();
  const section = useRef<HTMLElement>(null);
  return (
    <section ref={section} aria-label="Deferred section" data-hydrated={!hydrating}>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Next image
      </button>
      <p>{presses === 1 ? 'Pressed once' : `Pressed ${presses} times`}</p>
      <PressAgainOnceHydrated section={section} />
    </section>
  );
}

/** When the section's code arrives: at once, or only just after the first press on the section. */
type CodeArrives = 'at once' | 'after the first press';

/**
 * The section as a prerendered page has it: its markup in a root that React hydrates, inside a Suspense
 * boundary whose code is held back (as `deferredSection` holds it until the browser is idle). Until the
 * code arrives React owns the root but not the section, and drops a press on it.
 */
function PrerenderedSection({ codeArrives }: { codeArrives: CodeArrives }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let release = () => {};
    const code = new Promise<void>((resolve) => (release = resolve));
    const LateSection = lazy(async () => {
      await code;
      return { default: CountingSection };
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <CountingSection />
      </Suspense>,
    );
    host.current!.append(container);
    const root = hydrateRoot(
      container,
      <Suspense fallback={null}>
        <LateSection />
      </Suspense>,
    );
    // After the press has gone through the page (and been dropped), never in the middle of it.
    const releaseAfterPress = () => setTimeout(release);
    if (codeArrives === 'after the first press')
      window.addEventListener('click', releaseAfterPress, { capture: true, once: true });
    else release();
    return () => {
      window.removeEventListener('click', releaseAfterPress, { capture: true });
      root.unmount();
      container.remove();
    };
  }, [codeArrives]);
  return <div ref={host} />;
}

const meta = {
  title: 'Components/PressAgainOnceHydrated',
  component: PressAgainOnceHydrated,
  // Unused: each story renders the component in a section of its own, given that section's ref.
  args: { section: { current: null } },
} satisfies Meta<typeof PressAgainOnceHydrated>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed while the section's code is not there yet: React drops it, and it is pressed again once the section has hydrated. */
export const PressedBeforeHydration: Story = {
  render: () => <PrerenderedSection codeArrives="after the first press" />,
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('button', { name: 'Next image' });
    await expect(
      canvas.getByRole('region', { name: 'Deferred section' }),
      'the section is still waiting for its code',
    ).toHaveAttribute('data-hydrated', 'false');
    await userEvent.click(next);
    await expect(await canvas.findByText('Pressed once')).toBeVisible();
  },
};

/** Pressed once the section has hydrated: React handles it, and it is not pressed a second time. */
export const PressedAfterHydration: Story = {
  render: () => <PrerenderedSection codeArrives="at once" />,
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('button', { name: 'Next image' });
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Deferred section' }), 'the section has hydrated').toHaveAttribute(
        'data-hydrated',
        'true',
      ),
    );
    await userEvent.click(next);
    await expect(canvas.getByText('Pressed once')).toBeVisible();
  },
};
