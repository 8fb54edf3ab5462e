import { Home } from 'lucide-react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { Section } from '@/components/Section';
import { contactContent } from '@/content/contact';
import { formOutcomeBack, type FormOutcomeCopy } from '@/content/formOutcomes';
import { paths } from '@shared/content/paths';
import { WaitlistSuccess } from '@/features/waitlist/WaitlistSuccess';
import { BackToFormLink } from './BackToFormLink';

export type FormOutcomeProps = {
  /** Which outcome to show (`formOutcomes`). */
  outcome: FormOutcomeCopy;
};

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** Side by side where they fit, stacked full width on a phone. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};

  & > a {
    flex: 1 1 14rem;
  }
`;

/** The success view of each form, as the app shows it. */
function Success({ form }: Pick<FormOutcomeCopy, 'form'>) {
  if (form === 'waitlist') return <WaitlistSuccess />;
  const { success } = contactContent.form;
  return (
    <Alert tone="success" title={success.title}>
      {success.message}
    </Alert>
  );
}

/**
 * What a form sent by the browser itself (before the app started, or without JavaScript) came to: the
 * success view in the spec's words, or the spec's message for the error with the way back to the form.
 */
export function FormOutcome({ outcome }: FormOutcomeProps) {
  const { form, title, message } = outcome;
  const home = (
    <ButtonLink
      href={paths.home}
      variant={message ? 'secondary' : 'primary'}
      startIcon={<Home size={18} aria-hidden />}
    >
      {formOutcomeBack.homeLabel}
    </ButtonLink>
  );
  return (
    <Section padding="lg" containerSize="narrow" headingLevel={1} eyebrow={formOutcomeBack.eyebrow[form]} title={title}>
      <Card variant="elevated" padding="lg">
        <Body>
          {message ? (
            <>
              <Alert tone="error">{message}</Alert>
              <Hint>{formOutcomeBack.hint}</Hint>
              <Actions>
                <BackToFormLink form={form} />
                {home}
              </Actions>
            </>
          ) : (
            <>
              <Success form={form} />
              <Actions>{home}</Actions>
            </>
          )}
        </Body>
      </Card>
    </Section>
  );
}
