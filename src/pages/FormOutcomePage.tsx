import { useLocation } from 'react-router-dom';

import { formOutcomeAt } from '@/content/formOutcomes';
import { FormOutcome } from './formOutcome/FormOutcome';
import { NotFoundPage } from './NotFoundPage';
import { SitePageMeta } from './SitePageMeta';

/**
 * The pages a form sent by the browser itself lands on (`formOutcomePaths`): one route each, this page
 * for all, telling them apart by address. Not indexed (the route table says so) and not canonical.
 */
export function FormOutcomePage() {
  const outcome = formOutcomeAt(useLocation().pathname);
  if (!outcome) return <NotFoundPage />;
  return (
    <>
      <SitePageMeta title={outcome.title} description={outcome.description} />
      <FormOutcome outcome={outcome} />
    </>
  );
}
