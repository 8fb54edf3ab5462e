import { useSiteLocation } from '@/components/location/siteLocation';
import { formOutcomeAt, formPagePaths } from '@/content/formOutcomes';
import { FormOutcome } from './formOutcome/FormOutcome';
import { NotFoundPage } from './NotFoundPage';
import { SitePageMeta } from './SitePageMeta';
import { SiteShareMeta } from './SiteShareMeta';

/**
 * The pages a form sent by the browser itself lands on (`formOutcomePaths`): one route each, this page
 * for all, telling them apart by address. Not indexed (the route table says so) and not canonical. A
 * link to one is shared as its form's page: the outcome is the sender's own, the invitation is the form.
 */
export function FormOutcomePage() {
  const outcome = formOutcomeAt(useSiteLocation().pathname);
  if (!outcome) return <NotFoundPage />;
  return (
    <>
      <SitePageMeta title={outcome.title} description={outcome.description} />
      {/* Prerendered only, as every page's share tags (SitePageMeta). */}
      {import.meta.env.SSR && <SiteShareMeta path={formPagePaths[outcome.form]} />}
      <FormOutcome outcome={outcome} />
    </>
  );
}
