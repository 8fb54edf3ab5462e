import { Bug, CircleHelp, Lightbulb, type LucideIcon, Wrench } from 'lucide-react';
import { type ComponentPropsWithRef, useId } from 'react';
import styled from 'styled-components';

import { BalancedGrid } from '@/components/BalancedGrid';
import { Card } from '@/components/Card';
import { IconBadge } from '@/components/IconBadge';
import { contactContent, type ContactTopicId } from '@/content/contact';

export type TopicCardsProps = ComponentPropsWithRef<'div'> & {
  /** The level of the block's heading; each topic's title is one level below. @default 2 */
  headingLevel?: 2 | 3;
};

const topicIcons: Record<ContactTopicId, LucideIcon> = {
  general: CircleHelp,
  bugs: Bug,
  features: Lightbulb,
  technical: Wrench,
};

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

/** The four topics: 1, 2 or 4 across by the room the block has (beside the form it is a narrow column). */
const MIN_TOPIC_WIDTH = 12;

const List = styled(BalancedGrid)`
  margin-top: ${({ theme }) => theme.space[400]};
`;

const TopicCard = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  align-items: flex-start;
`;

const Text = styled.div`
  min-width: 0;
`;

const TopicTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const TopicDescription = styled.p`
  margin-top: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/** The four kinds of question the contact form is for (product.md §2 "/contact"), each with a line on what to send. */
export function TopicCards({ headingLevel = 2, ...rest }: TopicCardsProps) {
  const { topics } = contactContent;
  const headingId = useId();
  return (
    <div {...rest}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {topics.title}
      </Heading>
      <List aria-labelledby={headingId} $count={topics.items.length} $minItemWidth={MIN_TOPIC_WIDTH} $gap={400}>
        {topics.items.map(({ id, title, description }) => {
          const Icon = topicIcons[id];
          return (
            <TopicCard key={id} forwardedAs="li" padding="sm">
              <IconBadge aria-hidden="true">
                <Icon size={20} />
              </IconBadge>
              <Text>
                <TopicTitle as={`h${headingLevel + 1}`}>{title}</TopicTitle>
                <TopicDescription>{description}</TopicDescription>
              </Text>
            </TopicCard>
          );
        })}
      </List>
    </div>
  );
}
