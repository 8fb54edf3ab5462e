import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadOnDemand, type OnDemand } from './loadOnDemand';

/** A loader whose fetch the test finishes by hand, counting how often it was asked. */
function controlledLoader() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

function Probe({ code, wanted }: { code: OnDemand<string>; wanted: boolean }) {
  const loaded = code.useLoaded(wanted);
  return <output>{loaded ?? 'nothing yet'}</output>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('code loaded on demand', () => {
  it('fetches nothing until wanted, then renders again when the code arrives, also under fake timers', async () => {
    vi.useFakeTimers();
    const { load, calls } = controlledLoader();
    const code = loadOnDemand(load);
    const { rerender } = render(<Probe code={code} wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('nothing yet');

    rerender(<Probe code={code} wanted />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve('the dialog'));
    expect(screen.getByRole('status')).toHaveTextContent('the dialog');
  });

  it('has code fetched earlier at once, on the first render, without fetching it again', async () => {
    const { load, calls } = controlledLoader();
    const code = loadOnDemand(load);
    const loading = code.load();
    calls[0]!.resolve('the zoom view');
    await loading;

    render(<Probe code={code} wanted />);
    expect(screen.getByRole('status')).toHaveTextContent('the zoom view');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one fetch between every caller', () => {
    const { load } = controlledLoader();
    const code = loadOnDemand(load);
    void code.load();
    void code.load();
    render(<Probe code={code} wanted />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed fetch (offline, say) lets its owner close, and the next ask fetches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = controlledLoader();
    const code = loadOnDemand(load);
    function Opener() {
      const [wanted, setWanted] = useState(false);
      const loaded = code.useLoaded(wanted, () => setWanted(false));
      return (
        <>
          <button type="button" onClick={() => setWanted(true)}>
            Open
          </button>
          <output>{loaded ?? (wanted ? 'on the way' : 'closed')}</output>
        </>
      );
    }
    render(<Opener />);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status')).toHaveTextContent('on the way');
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('status')).toHaveTextContent('closed');

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve('the dialog'));
    expect(screen.getByRole('status')).toHaveTextContent('the dialog');
  });
});
