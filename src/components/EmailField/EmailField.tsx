import { type FocusEvent, type Ref, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';

import { emailSuggestionCopy } from '@/content/emailSuggestion';
import { loadOnDemand } from '../loadOnDemand';
import { TextField, type TextFieldProps } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';

/**
 * The typo rule with its lists of common domains (`suggestAddress`, 2.3 kB sent): in no page's first
 * download, fetched when the visitor first moves into an e-mail field (docs/performance.md).
 */
const spellChecker = loadOnDemand(() => import('./suggestAddress').then((module) => module.suggestAddress));

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'value'> & {
  /** The address as typed: the field is controlled. */
  value: string;
  /** Takes the suggested address: the owner makes it the field's value. */
  onAcceptSuggestion: (address: string) => void;
};

const SuggestionButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: underline;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

/** A suggestion and the address it was made for: it shows only while the field still holds that address. */
type Checked = { typed: string; suggestion: string };

const setRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/**
 * An e-mail `TextField` that offers a correction when the address looks like a typo of a common domain
 * (product.md §2, "Typo suggestions"): "Did you mean ada@gmail.com?" under the field, the address a
 * button that puts it in the field. Checked when the field loses focus and when its form is submitted,
 * never on each keystroke; typing hides it. It never stops a submit: the form goes as it is, and the
 * suggestion is there if the visitor comes back to the field. A polite live region says the suggestion,
 * then the change; taking it puts focus back in the field, since the button is gone.
 */
export function EmailField({ value, onAcceptSuggestion, onFocus, onBlur, hint, ref, ...props }: EmailFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const check = (typed: string) => {
    spellChecker.load().then(
      (suggestAddress) => {
        // The visitor may have typed on while the code arrived: a suggestion is only for what is there.
        if (input.current?.value !== typed) return;
        const suggestion = suggestAddress(typed);
        setChecked(suggestion ? { typed, suggestion } : null);
        // Emptied when there is none, so that the same suggestion made again is announced again.
        setAnnouncement(suggestion ? emailSuggestionCopy.suggested(suggestion) : '');
      },
      // Offline, or a new release replaced the file: a suggestion is a help, never needed.
      () => {},
    );
  };

  // A submit by Enter in the field leaves no blur to check on; its form says when it happens.
  const checkOnSubmit = useEffectEvent(() => check(input.current?.value ?? ''));
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    form.addEventListener('submit', checkOnSubmit);
    return () => form.removeEventListener('submit', checkOnSubmit);
  }, []);

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      setRef(ref, node);
    },
    [ref],
  );

  const shown = checked !== null && checked.typed === value ? checked.suggestion : undefined;

  const accept = (suggestion: string) => {
    onAcceptSuggestion(suggestion);
    setChecked(null);
    setAnnouncement(emailSuggestionCopy.accepted(suggestion));
    input.current?.focus();
  };

  return (
    <>
      <TextField
        {...props}
        ref={setInput}
        type="email"
        value={value}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          void spellChecker.load().catch(() => {});
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          check(event.currentTarget.value);
          onBlur?.(event);
        }}
        hint={
          shown ? (
            <>
              {emailSuggestionCopy.before}{' '}
              <SuggestionButton type="button" onClick={() => accept(shown)}>
                {shown}
              </SuggestionButton>
              {emailSuggestionCopy.after}
            </>
          ) : (
            hint
          )
        }
      />
      {/* Out of the layout (absolutely positioned), so it adds no gap to the form around it. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
