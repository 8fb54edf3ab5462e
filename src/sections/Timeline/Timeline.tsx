import styled from 'styled-components';

import { Section, type SectionProps } from '@/components/Section';
import type { TimelineEntry } from '@/content/about';
import { media } from '@/theme';

export type TimelineProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading ("Our Story"). */
  title: string;
  /** The story, one string per paragraph, beside the timeline on wide screens. */
  paragraphs: string[];
  /** The accessible name of the timeline list ("Our journey"). */
  timelineLabel: string;
  /** The milestones, oldest first. */
  entries: TimelineEntry[];
};

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1000]};

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1600]};
  }
`;

const Story = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Year in a column, then the entry; a line joins the entries down the left edge of the text. */
const Entry = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};

  &:not(:last-child) > div {
    padding-bottom: ${({ theme }) => theme.space[800]};
  }
`;

const Year = styled.p`
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize[600]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Body = styled.div`
  position: relative;
  padding-left: ${({ theme }) => theme.space[600]};
  border-left: 2px solid ${({ theme }) => theme.color.brand.subtle};

  /* The milestone's dot, on the line. */
  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space[200]};
    left: -0.4375rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brand.primary};
  }
`;

const EntryTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const EntryText = styled.p`
  margin-top: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** The story of the company in a few paragraphs, beside its milestones on a vertical timeline. */
export function Timeline({ title, paragraphs, timelineLabel, entries, ...rest }: TimelineProps) {
  return (
    <Section title={title} {...rest}>
      <Layout>
        <Story>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Story>
        <List aria-label={timelineLabel}>
          {entries.map((entry) => (
            <Entry key={`${entry.year}-${entry.title}`}>
              <Year>{entry.year}</Year>
              <Body>
                <EntryTitle>{entry.title}</EntryTitle>
                <EntryText>{entry.description}</EntryText>
              </Body>
            </Entry>
          ))}
        </List>
      </Layout>
    </Section>
  );
}
