import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@testing/web/render';
import { CLOCK_TICK_MS } from '../common/clock';
import { WaitingBadge } from './WaitingBadge';

const receivedAt = Date.parse('2026-11-21T06:00:00.000Z');

describe('waiting badge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on with the clock: a message turns late when it passes 6 hours on screen', () => {
    vi.setSystemTime(receivedAt + 6 * 3_600_000 - 10_000);
    renderWithProviders(
      <WaitingBadge message={{ waitingSince: new Date(receivedAt).toISOString(), isReplied: false }} />,
    );
    expect(screen.getByText('Waiting 5 hr')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(screen.getByText('Waiting 6 hr — late')).toBeInTheDocument();
  });
});
