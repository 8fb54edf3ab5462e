import { Home } from 'lucide-react';

import { ButtonLink } from '../components/Button';
import { Section } from '../components/Section';

/** Shown for any path the site does not have. */
export function NotFoundPage() {
  return (
    <main>
      <Section
        padding="lg"
        align="center"
        headingLevel={1}
        eyebrow="Error 404"
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      >
        <ButtonLink href="/" startIcon={<Home size={18} aria-hidden />}>
          Back to the home page
        </ButtonLink>
      </Section>
    </main>
  );
}
