import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  // Pages that show screenshots watch their size; jsdom has no layout to observe.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Rendering whole pages in jsdom is slow on a busy machine, the first one most of all.
describe('public routes', { timeout: 30_000 }, () => {
  it.each([
    ['/', 'Professional Invoicing Made Simple'],
    ['/features', 'Powerful Features'],
    ['/no-such-page', 'Page not found'],
    ['/features/extra', 'Page not found'],
  ])('%s shows “%s” inside the layout', (path, heading) => {
    renderAt(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/about', '/how-it-works', '/contact', '/coming-soon'])(
    '%s shows its own page, not the 404, inside the layout',
    (path) => {
      renderAt(path);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      // One main landmark: the layout's. A page that brought its own would nest a second one.
      expect(screen.getAllByRole('main')).toHaveLength(1);
    },
  );

  it('/how-it-works has the system showcase that Learn More on the landing page scrolls to', () => {
    renderAt('/how-it-works');
    expect(document.getElementById('system-showcase')).toBeInTheDocument();
  });

  it('marks the page shown in the navigation', () => {
    renderAt('/how-it-works');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'How It Works' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
