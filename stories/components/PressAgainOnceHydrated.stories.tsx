import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, waitFor } from 'storybook/test';

import { PressAgainOnceHydrated } from '@/components/PressAgainOnceHydrated';

/** Whether React has rendered or hydrated the element (it marks it). */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** A section with a button, as a deferred section is: it counts its presses and presses again what React dropped. */
function CountingSection() {
  const [presses, setPresses] = useState(0);
  return (
    <section aria-label="Deferred section">
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Next image
      </button>
      <p>{presses === 1 ? 'Pressed once' : `Pressed ${presses} times`}</p>
      <PressAgainOnceHydrated />
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
} satisfies Meta<typeof PressAgainOnceHydrated>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed while the section's code is not there yet: React drops it, and it is pressed again once the section has hydrated. */
export const PressedBeforeHydration: Story = {
  render: () => <PrerenderedSection codeArrives="after the first press" />,
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('button', { name: 'Next image' });
    await expect(ownedByReact(next), 'the section is still waiting for its code').toBe(false);
    await userEvent.click(next);
    await expect(await canvas.findByText('Pressed once')).toBeVisible();
  },
};

/** Pressed once the section has hydrated: React handles it, and it is not pressed a second time. */
export const PressedAfterHydration: Story = {
  render: () => <PrerenderedSection codeArrives="at once" />,
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('button', { name: 'Next image' });
    await waitFor(() => expect(ownedByReact(next), 'the section has hydrated').toBe(true));
    await userEvent.click(next);
    await expect(canvas.getByText('Pressed once')).toBeVisible();
  },
};
