import { type ChangeEvent, useState } from 'react';
import styled from 'styled-components';

import { VisuallyHidden } from '../VisuallyHidden';
import { counterText, countCharacters, limitAnnouncement, overLimitMessage } from './characterLimit';
import { TextArea, type TextAreaProps } from './TextArea';

export type CountedTextAreaProps = TextAreaProps & {
  /**
   * The most characters the text may hold. Shows a live counter ("1,234 / 5,000") under the field,
   * tells screen readers politely how much is left once the text nears it, and shows an error while
   * the text is longer. Unlike `maxLength`, which it replaces, a longer paste is kept whole rather than
   * cut without a word: the owner refuses to save it (`isOverLimit`).
   */
  characterLimit: number;
};

const HintRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[300]};
`;

const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $over }) => ($over ? theme.color.status.error.fg : theme.color.text.secondary)};
  font-weight: ${({ theme, $over }) => ($over ? theme.typography.fontWeight.semibold : 'inherit')};
`;

/**
 * A `TextArea` with a character limit and its counter. A component of its own, not a prop of
 * `TextArea`, so that the public forms, which need no counter, do not ship its code (the bundle budget).
 */
export function CountedTextArea({ characterLimit, hint, error, onChange, ...props }: CountedTextAreaProps) {
  // Counted from `value` when controlled, else from what has been typed since `defaultValue`.
  const [typed, setTyped] = useState(() => String(props.defaultValue ?? ''));
  const count = countCharacters(typeof props.value === 'string' ? props.value : typed, characterLimit);
  const countTyped = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };
  const counted = (
    <HintRow>
      {hint && <span>{hint}</span>}
      <Counter $over={count.over}>
        {counterText(count)}
        <VisuallyHidden> characters</VisuallyHidden>
      </Counter>
      {/* Quiet until the limit is near, then polite: every keystroke far from it would be noise. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {limitAnnouncement(count)}
      </VisuallyHidden>
    </HintRow>
  );

  return (
    <TextArea
      {...props}
      hint={counted}
      error={error ?? (count.over ? overLimitMessage(count) : undefined)}
      onChange={countTyped}
    />
  );
}
