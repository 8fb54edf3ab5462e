import styled from 'styled-components';

import { Button, type ButtonProps } from '@/components/Button';
import { paths } from '@shared/content/paths';
// Its side effect: the document's listener that turns this button's submit into the dialog.
import './openWaitlist';

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
 * browser itself takes the visitor to a working sign-up. Once the app's code runs, the submit is
 * cancelled and the dialog opens through the `openWaitlist` event instead (product.md §2), by a listener
 * on the document (openWaitlist.ts), so the button works the same in markup that was never hydrated.
 */
export function JoinWaitlistButton({ children = 'Join Waitlist', ...rest }: JoinWaitlistButtonProps) {
  return (
    // data-join-waitlist: what the document's listener looks for (openWaitlist.ts).
    <Form action={paths.waitlist} method="get" data-join-waitlist="">
      <Button type="submit" {...rest}>
        {children}
      </Button>
    </Form>
  );
}
