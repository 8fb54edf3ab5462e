import { Settings2 } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

import { ActionMenu, type ActionMenuItem } from '@/components/ActionMenu';
import { Button } from '@/components/Button';
import type { SavedReply } from '@shared/contract';
import { fillSavedReply, insertIntoDraft } from './replyRules';
import { SavedRepliesDialog } from './SavedRepliesDialog';
import { useSavedReplies } from './useSavedReplies';

export type SavedReplyPickerProps = {
  /** The sender's first name, which takes the place of `{firstName}` in what is inserted. */
  firstName: string;
  /** The reply's text box: the saved reply goes where its cursor is, and the cursor after it. */
  textRef: RefObject<HTMLTextAreaElement | null>;
  /** The reply as typed so far. */
  value: string;
  /** Called with the reply once a saved reply is in it. */
  onChange: (value: string) => void;
  /** The reply is being sent: nothing may change it. @default false */
  disabled?: boolean;
};

/**
 * At the end of the line, the menu's button last: its menu opens leftwards from the button's end, so it
 * has the width of the line to show a title on one line.
 */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
`;

/** A line of the menu that says why there is nothing to choose. */
const note = (label: string): ActionMenuItem => ({ label, onSelect: () => {}, disabled: true });

/**
 * Above the reply's text, at its end: "Insert saved reply", a menu of the team's saved replies by title, which puts
 * the chosen one's text where the cursor is (`{firstName}` replaced by the sender's first name) and the
 * cursor after it; and "Manage saved replies", which opens the manager (`SavedRepliesDialog`).
 */
export function SavedReplyPicker({ firstName, textRef, value, onChange, disabled = false }: SavedReplyPickerProps) {
  const savedReplies = useSavedReplies();
  const [managing, setManaging] = useState(false);

  const insert = (reply: SavedReply) => {
    const text = textRef.current;
    const selection = text
      ? { start: text.selectionStart, end: text.selectionEnd }
      : { start: value.length, end: value.length };
    const next = insertIntoDraft(value, selection, fillSavedReply(reply.body, firstName));
    // The text box holds the new text before the cursor is put in it.
    flushSync(() => onChange(next.value));
    text?.focus();
    text?.setSelectionRange(next.caret, next.caret);
  };

  return (
    <Row>
      <Button
        size="sm"
        variant="ghost"
        startIcon={<Settings2 size={16} aria-hidden="true" />}
        disabled={disabled}
        onClick={() => setManaging(true)}
      >
        Manage saved replies
      </Button>
      <ActionMenu
        label="Insert saved reply"
        trigger="button"
        disabled={disabled}
        items={
          savedReplies.isPending
            ? [note('Loading saved replies...')]
            : savedReplies.isError
              ? [note('Saved replies not loaded'), { label: 'Try again', onSelect: () => void savedReplies.refetch() }]
              : savedReplies.data.length === 0
                ? [note('No saved replies yet')]
                : savedReplies.data.map((reply) => ({ label: reply.title, onSelect: () => insert(reply) }))
        }
      />
      <SavedRepliesDialog open={managing} onClose={() => setManaging(false)} />
    </Row>
  );
}
