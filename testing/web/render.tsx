import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { AppProviders } from '@/app/AppProviders';

/** Renders UI inside the providers the app gives it (theme, router), for unit tests. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return render(ui, { wrapper: Providers, ...options });
}
