import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { Field, type FieldOwnProps, fieldControlStyles } from '../Field';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> &
  FieldOwnProps & {
    /** Visible lines of text before it scrolls; the reader can drag it taller. @default 4 */
    rows?: number;
  };

const StyledTextArea = styled.textarea`
  ${fieldControlStyles}
  resize: vertical;
`;

/**
 * A labelled multi-line input with optional hint and error text. Native props, including `ref`, go
 * onto the `<textarea>`. With a character limit and its counter: `CountedTextArea`.
 */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return <Field<typeof props> {...props}>{(control) => <StyledTextArea rows={rows} {...control} />}</Field>;
}
