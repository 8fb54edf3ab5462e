import { type ComponentType, Suspense } from 'react';
import styled from 'styled-components';

import { type LazyComponent, lazyComponent } from '../../../components/lazyComponent';
import { Spinner } from '../../../components/Spinner';
import type { AdminSection } from './sections';

function NoView() {
  return null;
}

/**
 * Each screen is a chunk of its own (ADR 0012): the page loads the shell and the screen its address
 * names (the admin-early chunk preloads that one beside the entry), not every screen's code before the
 * first rows. The others load when they are chosen, or as soon as their link is pointed at or focused.
 */
const sectionViews: Record<AdminSection['id'], LazyComponent<object>> = {
  0: lazyComponent(() => import('../views/waitlist').then((module) => module.WaitlistDashboard)),
  1: lazyComponent(() => import('../views/contact').then((module) => module.ContactMessages)),
  2: lazyComponent(() => import('../debug').then((module) => module.SystemDebug)),
  // System Settings is disabled: nothing to load or show.
  3: { Component: NoView, preload: () => Promise.resolve(NoView) },
  4: lazyComponent(() => import('../views/outbox').then((module) => module.MailOutbox)),
  5: lazyComponent(() => import('../privacy').then((module) => module.PrivacyTools)),
};

/**
 * Fetches a screen's code ahead of showing it; resolves once it is here, or has failed (it is fetched
 * again when the screen is shown).
 */
export function preloadSectionView(section: AdminSection): Promise<void> {
  return sectionViews[section.id].preload().then(
    () => undefined,
    () => undefined,
  );
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.brand.primary};
`;

/** The section's screen, with a spinner in its place while its code arrives. */
export function SectionView({ section }: { section: AdminSection }) {
  const View: ComponentType = sectionViews[section.id].Component;
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner size="lg" label={`Loading ${section.title}`} />
        </Loading>
      }
    >
      <View />
    </Suspense>
  );
}
