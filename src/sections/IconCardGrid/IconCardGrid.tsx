import styled from 'styled-components';

import { Card } from '../../components/Card';
import { Section, type SectionProps } from '../../components/Section';
import type { IconCardCopy } from '../../content/about';

export type IconCardGridProps = Omit<SectionProps, 'children' | 'title'> & {
  /** The section's heading ("Our Values"). */
  title: string;
  /** The cards, in reading order. */
  items: IconCardCopy[];
};

/** As many columns as fit at 15rem each, and never wider than the container on a 320 px phone. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[600]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardBody = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.brandSubtle};
  color: ${({ theme }) => theme.color.text.link};
`;

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const CardText = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** A titled grid of cards, each an icon, a heading and a sentence: values, areas of expertise. */
export function IconCardGrid({ title, items, ...rest }: IconCardGridProps) {
  return (
    <Section title={title} {...rest}>
      <Grid>
        {items.map(({ icon: Icon, title: itemTitle, description }) => (
          <CardBody key={itemTitle} forwardedAs="li" variant="elevated">
            <IconBadge aria-hidden="true">
              <Icon size={24} />
            </IconBadge>
            <CardTitle>{itemTitle}</CardTitle>
            <CardText>{description}</CardText>
          </CardBody>
        ))}
      </Grid>
    </Section>
  );
}
