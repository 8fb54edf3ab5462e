import { Clock } from 'lucide-react';
import { type ComponentPropsWithRef, useId } from 'react';
import styled from 'styled-components';

import { IconBadge } from '@/components/IconBadge';
import { contactContent } from '@/content/contact';

export type QuickResponseNoteProps = ComponentPropsWithRef<'div'> & {
  /** The level of the note's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
};

const Note = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[400]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[600]};
  border: 1px solid ${({ theme }) => theme.color.brand.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.brandSubtle};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Text = styled.div`
  min-width: 0;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The promise of product.md §1: most inquiries answered in 4-6 hours, all within 24 hours. */
export function QuickResponseNote({ headingLevel = 2, ...rest }: QuickResponseNoteProps) {
  const { quickResponse } = contactContent;
  const headingId = useId();
  return (
    <Note role="group" aria-labelledby={headingId} {...rest}>
      <IconBadge aria-hidden="true" $size="md" $tone="solid" $shape="round">
        <Clock size={22} />
      </IconBadge>
      <Text>
        <Heading as={`h${headingLevel}`} id={headingId}>
          {quickResponse.title}
        </Heading>
        <Description>{quickResponse.description}</Description>
      </Text>
    </Note>
  );
}
