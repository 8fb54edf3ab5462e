import { type FormEvent, type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { Button, type ButtonProps } from '@/components/Button';
import { Card } from '@/components/Card';
import { TextField } from '@/components/TextField';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The address field and the tool's button on one line, the button wrapping under it when narrow. */
const AddressForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};

  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

export type PrivacyToolProps = {
  /** The tool's heading, which names its region and its form. */
  title: string;
  /** What it does and when to use it. */
  intro: ReactNode;
  /** The address typed so far. */
  email: string;
  onEmailChange: (email: string) => void;
  /** Called with the trimmed address when the form is sent with one. */
  onSubmit: (address: string) => void;
  /** The submit button: its label (children), variant, icon and busy state. It waits for an address. */
  action: Omit<ButtonProps, 'type' | 'disabled'>;
  /** The outcome under the form: a notice of what was done, or why not. */
  children?: ReactNode;
};

/**
 * One tool of the Privacy section: a card that says what it does, an e-mail address field and the
 * tool's button. The server checks the address and says what is wrong with it, so the form does not.
 */
export function PrivacyTool({ title, intro, email, onEmailChange, onSubmit, action, children }: PrivacyToolProps) {
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address && !action.loading) onSubmit(address);
  };
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <Heading id={headingId}>{title}</Heading>
        <Intro>{intro}</Intro>
        <AddressForm aria-labelledby={headingId} noValidate onSubmit={submit}>
          <TextField
            type="email"
            label="Email address"
            required
            fullWidth
            autoComplete="off"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
          <Button type="submit" disabled={email.trim() === ''} {...action} />
        </AddressForm>
        {children}
      </Stack>
    </Card>
  );
}
