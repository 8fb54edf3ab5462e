import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { theme } from '@/theme';
import { type ToastApi, ToastProvider, useToast } from './ToastProvider';

let toasts: ToastApi;

/** Hands the provider's API to the test once mounted. */
function Capture() {
  const api = useToast();
  useEffect(() => {
    toasts = api;
  }, [api]);
  return null;
}

function renderProvider(props: { duration?: number | null; limit?: number } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider {...props}>
        <button type="button">Page behind</button>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
}

const show = (options: Parameters<ToastApi['show']>[0]) => act(() => void toasts.show(options));
const notices = () => screen.queryAllByText(/saved|loaded/i);

describe('toast notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice in the Notifications area, an error as an alert', () => {
    renderProvider();
    show({ tone: 'error', title: 'Not saved', message: 'The message could not be saved.' });
    const area = screen.getByRole('region', { name: 'Notifications' });
    expect(area).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('Not savedThe message could not be saved.');
  });

  it('announces the other tones politely and never takes focus', () => {
    renderProvider();
    screen.getByRole('button', { name: 'Page behind' }).focus();
    show({ tone: 'success', message: 'Changes saved.' });
    expect(screen.getByRole('status')).toHaveTextContent('Changes saved.');
    expect(screen.getByRole('button', { name: 'Page behind' })).toHaveFocus();
  });

  it('goes away by itself after the duration', () => {
    renderProvider({ duration: 4000 });
    show({ message: 'Changes saved.' });
    act(() => vi.advanceTimersByTime(3999));
    expect(notices()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(notices()).toHaveLength(0);
  });

  it('waits while the pointer is over it, and starts again when it leaves', () => {
    renderProvider({ duration: 4000 });
    show({ message: 'Changes saved.' });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(notices()).toHaveLength(1);
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(3999));
    expect(notices()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(notices()).toHaveLength(0);
  });

  it('stays until dismissed when its duration is null', () => {
    renderProvider();
    show({ message: 'Changes saved.', duration: null });
    act(() => vi.advanceTimersByTime(60_000));
    expect(notices()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(notices()).toHaveLength(0);
  });

  it('replaces a notice with the same id instead of stacking a copy', () => {
    renderProvider();
    show({ id: 'list', tone: 'error', message: 'Messages not loaded.' });
    show({ id: 'list', tone: 'error', message: 'Messages still not loaded.' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Messages still not loaded.');
  });

  it('keeps at most the newest few', () => {
    renderProvider({ limit: 2 });
    show({ message: 'First saved.' });
    show({ message: 'Second saved.' });
    show({ message: 'Third saved.' });
    expect(notices().map((notice) => notice.textContent)).toEqual(['Second saved.', 'Third saved.']);
  });

  it('dismisses by id', () => {
    renderProvider();
    let id = '';
    act(() => {
      id = toasts.show({ message: 'Changes saved.' });
    });
    act(() => toasts.dismiss(id));
    expect(notices()).toHaveLength(0);
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast needs a ToastProvider above it.');
  });
});
