import { type ChangeEvent, type ComponentPropsWithRef, useState } from 'react';
import styled from 'styled-components';

import { visuallyHidden } from '../../theme/visuallyHidden';
import { Field, type FieldOwnProps, fieldControlStyles } from '../Field';
import { counterText, countCharacters, limitAnnouncement, overLimitMessage } from './characterLimit';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> &
  FieldOwnProps & {
    /** Visible lines of text before it scrolls; the reader can drag it taller. @default 4 */
    rows?: number;
    /**
     * The most characters the text may hold. Shows a live counter ("1,234 / 5,000") under the field,
     * tells screen readers politely how much is left once the text nears it, and shows an error while
     * the text is longer. Unlike `maxLength`, which it replaces, a longer paste is kept whole rather than
     * cut without a word: the owner refuses to save it (`isOverLimit`).
     */
    characterLimit?: number;
  };

const StyledTextArea = styled.textarea`
  ${fieldControlStyles}
  resize: vertical;
`;

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

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A labelled multi-line input with optional hint and error text, and with `characterLimit` a counter.
 * Native props, including `ref`, go onto the `<textarea>`.
 */
export function TextArea({ rows = 4, characterLimit, hint, error, ...props }: TextAreaProps) {
  // Counted from `value` when controlled, else from what has been typed since `defaultValue`.
  const [typed, setTyped] = useState(() => String(props.defaultValue ?? ''));
  if (characterLimit === undefined) {
    return (
      <Field<typeof props> hint={hint} error={error} {...props}>
        {(control) => <StyledTextArea rows={rows} {...control} />}
      </Field>
    );
  }

  const count = countCharacters(typeof props.value === 'string' ? props.value : typed, characterLimit);
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    props.onChange?.(event);
  };
  const counted = (
    <HintRow>
      {hint && <span>{hint}</span>}
      <Counter $over={count.over}>
        {counterText(count)}
        <Hidden> characters</Hidden>
      </Counter>
      {/* Quiet until the limit is near, then polite: every keystroke far from it would be noise. */}
      <Hidden aria-live="polite" aria-atomic="true">
        {limitAnnouncement(count)}
      </Hidden>
    </HintRow>
  );

  return (
    <Field<typeof props> hint={counted} error={error ?? (count.over ? overLimitMessage(count) : undefined)} {...props}>
      {(control) => <StyledTextArea rows={rows} {...control} onChange={onChange} />}
    </Field>
  );
}
