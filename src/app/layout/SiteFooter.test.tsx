import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { siteConfig } from '@/config/site';
import { renderWithProviders } from '@testing/web/render';
import { SiteFooter } from './SiteFooter';

/* The footer's links are the layout's story (stories/app/Layout.stories.tsx, Footer); its year needs a clock. */

afterEach(() => {
  vi.useRealTimers();
});

it('dates the copyright line with the current year', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
  renderWithProviders(<SiteFooter />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2031 ${siteConfig.brandName}. All rights reserved.`);
});
