import type { FormEvent } from 'react';
import styled from 'styled-components';

import { Button, type ButtonProps } from '@/components/Button';
import { paths } from '@shared/content/paths';
import { openWaitlist } from './openWaitlist';

/** The form takes no room of its own: the button lays out as if it stood alone. */
const Form = styled.form`
  display: contents;
`;

export type JoinWaitlistButtonProps = Omit<ButtonProps, 'type' | 'form' | 'formAction' | 'formMethod'> & {
  /** The label. @default 'Join Waitlist' */
  children?: ButtonProps['children'];
};

/**
 * A Join Waitlist button that works at every moment after the first paint. It is the submit button of a
 * form that goes to the waitlist page, so before the app has started, or without JavaScript, the
 * browser itself takes the visitor to a working sign-up. Once the app runs, the submit is cancelled and
 * the dialog opens through the `openWaitlist` event instead (product.md §2).
 */
export function JoinWaitlistButton({ children = 'Join Waitlist', ...rest }: JoinWaitlistButtonProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openWaitlist();
  };
  return (
    <Form action={paths.waitlist} method="get" onSubmit={handleSubmit}>
      <Button type="submit" {...rest}>
        {children}
      </Button>
    </Form>
  );
}
