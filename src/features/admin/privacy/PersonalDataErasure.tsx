import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eraser } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';

import { api } from '../../../api';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { failureMessage } from '../views/common/failures';
import { erasureSummary } from './erasureSummary';
import { AddressForm, ToolHeading, ToolIntro, ToolStack } from './privacyStyles';

const Question = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Consequence = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const ConfirmContent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

/**
 * Erase personal data: deletes everything stored about one e-mail address (any case), its waitlist
 * sign-ups, contact messages, the replies to them and every mail about them, to answer a person who
 * asks to be forgotten. A confirmation names the address and says it cannot be undone; a failure stays
 * in it with the reason. Once done the notice counts what went, and every list and count reloads.
 */
export function PersonalDataErasure() {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();

  const erasure = useMutation({
    mutationFn: (address: string) => api.privacy.erasePersonalData(address),
    onSuccess: (erased, address) => {
      setConfirming(null);
      setEmail('');
      setDone(erasureSummary(address, erased));
    },
    onError: (error) => console.error('Error erasing personal data:', error),
    // Rows went from the lists, the stats and the outbox, whichever view shows them next.
    onSettled: () => queryClient.invalidateQueries(),
  });

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    erasure.reset();
    setDone(null);
    setConfirming(address);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <ToolStack>
        <ToolHeading id={headingId}>Erase personal data</ToolHeading>
        <ToolIntro>
          Delete everything stored about one person: their waitlist sign-ups, contact messages, the replies sent to them
          and every mail about them, for example when someone asks to be forgotten. Export it first if they also asked
          for a copy.
        </ToolIntro>
        {/* The server checks the address and says what is wrong with it. */}
        <AddressForm aria-labelledby={headingId} noValidate onSubmit={ask}>
          <TextField
            type="email"
            label="Email address"
            required
            fullWidth
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button
            type="submit"
            variant="danger"
            disabled={email.trim() === ''}
            startIcon={<Eraser size={16} aria-hidden="true" />}
          >
            Erase...
          </Button>
        </AddressForm>
        {done && <Alert tone="success">{done}</Alert>}
      </ToolStack>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Erase personal data"
        size="sm"
        preventClose={erasure.isPending}
        // Focus starts on the harmless choice, so a hurried Enter erases nothing.
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="ghost" disabled={erasure.isPending} onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={erasure.isPending}
              loadingLabel="Erasing..."
              onClick={() => confirming && erasure.mutate(confirming)}
            >
              Erase
            </Button>
          </>
        }
      >
        <ConfirmContent>
          <Question>Erase everything stored about {confirming}?</Question>
          <Consequence>
            Their waitlist sign-ups, contact messages, the replies sent to them and every mail about them are deleted
            from the database and the stats at once. This cannot be undone.
          </Consequence>
          {erasure.isError && (
            <Alert tone="error" title="Not erased">
              {failureMessage(erasure.error)}
            </Alert>
          )}
        </ConfirmContent>
      </Dialog>
    </Card>
  );
}
