import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { Section } from '@/components/Section';
import { siteConfig } from '@/config/site';
import { paths } from '@shared/content/paths';
import { privacyContent, type PrivacyTopic } from '@/content/privacy';
import { SitePageMeta } from './SitePageMeta';

const Topics = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[800]};
`;

const TopicTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

const Paragraph = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;

  & + & {
    margin-top: ${({ theme }) => theme.space[300]};
  }

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

function Topic({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <TopicTitle id={headingId}>{title}</TopicTitle>
      {children}
    </section>
  );
}

const paragraphsOf = ({ paragraphs }: PrivacyTopic) =>
  paragraphs.map((paragraph) => <Paragraph key={paragraph}>{paragraph}</Paragraph>);

/** /privacy: what the forms collect and why, where it is kept and for how long, and how to get it back or deleted. */
export function PrivacyPage() {
  const { meta, hero, topics, request } = privacyContent;
  return (
    <>
      <SitePageMeta title={meta.title} description={meta.description} path={paths.privacy} />
      <Section
        padding="lg"
        containerSize="narrow"
        headingLevel={1}
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description(siteConfig.brandName)}
      >
        <Topics>
          {topics.map((topic) => (
            <Topic key={topic.title} title={topic.title}>
              {paragraphsOf(topic)}
            </Topic>
          ))}
          <Topic title={request.title}>
            <Paragraph>
              {request.text} <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>.
            </Paragraph>
          </Topic>
        </Topics>
      </Section>
    </>
  );
}
