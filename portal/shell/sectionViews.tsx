import { type ComponentType, useState } from 'react';
import styled from 'styled-components';

import { loadOnDemand, type OnDemand } from '@/components/loadOnDemand';
import { Spinner } from '@/components/Spinner';
import { LoadFailure } from '../views/common/LoadFailure';
import type { AdminSection } from '../sections';

function NoView() {
  return null;
}

/**
 * Each screen is a chunk of its own (ADR 0012): the page loads the shell and the screen its address
 * names (the admin-early chunk preloads that one beside the entry), not every screen's code before the
 * first rows. The others load when they are chosen, or as soon as their link is pointed at or focused.
 * A screen whose code could not be fetched (offline, or a release since the page was opened) says so
 * in its place and is fetched again on request; the shell stays as it is.
 */
const sectionViews: Record<AdminSection['id'], OnDemand<ComponentType>> = {
  0: loadOnDemand(() => import('../views/waitlist').then((module) => module.WaitlistDashboard)),
  1: loadOnDemand(() => import('../views/contact').then((module) => module.ContactMessages)),
  2: loadOnDemand(() => import('../debug').then((module) => module.SystemDebug)),
  // System Settings is disabled: nothing to load or show.
  3: loadOnDemand(() => Promise.resolve(NoView)),
  4: loadOnDemand(() => import('../views/outbox').then((module) => module.MailOutbox)),
  5: loadOnDemand(() => import('../privacy').then((module) => module.PrivacyTools)),
  6: loadOnDemand(() => import('../views/team').then((module) => module.Team)),
  7: loadOnDemand(() => import('../views/audit').then((module) => module.AuditLog)),
};

/**
 * Fetches a screen's code ahead of showing it; resolves once it is here, or has failed (it is fetched
 * again when the screen is shown).
 */
export function preloadSectionView(section: AdminSection): Promise<void> {
  return sectionViews[section.id].load().then(
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

/**
 * The section's screen: at once when its code is here (preloaded), else a spinner in its place while
 * it arrives, or what failed and a way to try again.
 */
function SectionScreen({ section }: { section: AdminSection }) {
  const [failed, setFailed] = useState(false);
  const View = sectionViews[section.id].useLoaded(!failed, () => setFailed(true));
  if (failed) {
    return (
      <LoadFailure onRetry={() => setFailed(false)}>
        {section.title} could not be loaded. Check the connection and try again; if the portal has been updated since
        this page was opened, reload the page.
      </LoadFailure>
    );
  }
  if (!View) {
    return (
      <Loading>
        <Spinner size="lg" label={`Loading ${section.title}`} />
      </Loading>
    );
  }
  // eslint-disable-next-line react-hooks/static-components -- one module-level value, the same on every render
  return <View />;
}

/** The section's screen, mounted afresh for each section (its state, what it waits for and what failed). */
export function SectionView({ section }: { section: AdminSection }) {
  return <SectionScreen key={section.id} section={section} />;
}
