import styled from 'styled-components';

import { deferredSection } from '@/components/lazyComponent';
import { Section } from '@/components/Section';
import { contactContent } from '@/content/contact';
import { paths } from '@shared/content/paths';
import { ContactForm } from '@/features/contact';
import { DeferredCallToAction as CallToAction } from '@/sections/CallToAction/deferred';
import { Hero } from '@/sections/Hero';
import { HeroShot } from '@/sections/HeroShot';
import { media } from '@/theme';
import { SitePageMeta } from './SitePageMeta';

// Beside or around the form, shown from the prerendered markup. The methods hydrate once the browser is
// idle (the technical support link puts focus on the form); the topics and the promise are text that
// never changes, whose code the page never fetches.
const ContactMethods = deferredSection(
  () => import('@/sections/ContactMethods').then((module) => module.ContactMethods),
  { hydrate: 'idle' },
);
const TopicCards = deferredSection(() => import('@/sections/TopicCards').then((module) => module.TopicCards), {
  hydrate: 'never',
});
const QuickResponseNote = deferredSection(
  () => import('@/sections/QuickResponseNote').then((module) => module.QuickResponseNote),
  { hydrate: 'never' },
);

/**
 * Topics, then the form, then the response promise, in one column on phones; on wide screens the
 * topics and the promise sit beside the form.
 */
const FormArea = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[800]};
  grid-template-areas: 'topics' 'form' 'note';

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'topics form' 'note form';
    align-items: start;
  }
`;

const Topics = styled(TopicCards)`
  grid-area: topics;
  min-width: 0;
`;

const Form = styled(ContactForm)`
  grid-area: form;
`;

const Note = styled(QuickResponseNote)`
  grid-area: note;
`;

/**
 * /contact: the hero beside the product, the ways to reach the team, the contact form with its topics
 * and response promise, and the closing call to action.
 */
export function ContactPage() {
  const { meta, hero, heroShot, formSection, callToAction } = contactContent;
  return (
    <>
      <SitePageMeta title={meta.title} description={meta.description} path={paths.contact} />
      <Hero
        tone="light"
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        media={<HeroShot screen={heroShot} tone="light" />}
      />
      <ContactMethods />
      <Section tone="subtle" title={formSection.title} description={formSection.description}>
        <FormArea>
          <Topics headingLevel={3} />
          <Form headingLevel={3} />
          <Note headingLevel={3} />
        </FormArea>
      </Section>
      <CallToAction {...callToAction} />
    </>
  );
}
