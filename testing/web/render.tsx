import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { AppProviders } from '@/app/AppProviders';
import { MemoryLocation } from './MemoryLocation';

/** Renders UI inside the providers the app gives it (theme, location), for unit tests. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <MemoryLocation path={route}>{children}</MemoryLocation>
    </AppProviders>
  );
  return render(ui, { wrapper: Providers, ...options });
}
