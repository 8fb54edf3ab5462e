import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { Field, type FieldOwnProps, fieldControlStyles } from '../Field';

/** The single-line types, with the browser's date picker; other `<input>` types (checkbox, file…) need their own control. */
export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> &
  FieldOwnProps & {
    /** @default 'text' */
    type?: TextFieldType;
  };

const Input = styled.input`
  ${fieldControlStyles}
`;

/**
 * A labelled single-line input with optional hint and error text. Native props, including `ref`, go
 * onto the `<input>`.
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <Field<typeof props> {...props}>{(control) => <Input type={type} {...control} />}</Field>;
}
