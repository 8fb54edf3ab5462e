import { useId, useRef } from 'react';
import styled from 'styled-components';

import type { KeyValueStorage } from '@/api';
import { Card, type CardProps } from '@/components/Card';
import { useAdoptValuesTypedBeforeStart } from '@/components/valuesTypedBeforeStart';
import { waitlistCopy } from '@shared/content/waitlist';
import type { WaitlistFormValues } from './joinWaitlist';
import { useWaitlistFocus, useWaitlistForm } from './useWaitlistForm';
import { WaitlistForm, WaitlistSubmitButton } from './WaitlistForm';
import { WaitlistSuccess } from './WaitlistSuccess';

export type WaitlistSignUpProps = Omit<CardProps, 'as' | 'children'> & {
  /** Where sign-ups are kept in the browser. @default the browser's local storage */
  storage?: KeyValueStorage;
};

const SuccessTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[400]};
  font-size: ${({ theme }) => theme.typography.fontSize[600]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** Holds focus while the sign-up is on its way (every control is disabled then); no ring for that. */
const Root = styled(Card)`
  &:focus {
    outline: none;
  }
`;

/**
 * The waitlist form of the /waitlist page: the dialog's form and success view on the page itself, so
 * a sign-up works before the app has started and without JavaScript (the browser posts the form). With
 * the app running it behaves as the dialog does (product.md §4, §8), except that the success view stays.
 */
export function WaitlistSignUp({ storage, variant = 'elevated', padding = 'lg', ...rest }: WaitlistSignUpProps) {
  const form = useWaitlistForm({ open: true, storage });
  const emailRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const successTitleId = useId();
  const joined = form.status === 'joined';
  useWaitlistFocus(form.status, cardRef, successRef);
  // The page is prerendered: what the visitor typed before the app started is kept and is what is sent.
  const formRef = useAdoptValuesTypedBeforeStart(form.values, (typed) => {
    for (const [field, value] of Object.entries(typed)) form.setField(field as keyof WaitlistFormValues, value);
  });

  return (
    <Root ref={cardRef} tabIndex={-1} variant={variant} padding={padding} {...rest}>
      {joined ? (
        <section aria-labelledby={successTitleId}>
          <SuccessTitle id={successTitleId}>{waitlistCopy.successTitle}</SuccessTitle>
          <WaitlistSuccess ref={successRef} />
        </section>
      ) : (
        <WaitlistForm form={form} emailRef={emailRef} formRef={formRef}>
          <WaitlistSubmitButton form={form} size="lg" fullWidth />
        </WaitlistForm>
      )}
    </Root>
  );
}
