import { type ComponentPropsWithRef, useId } from 'react';
import styled from 'styled-components';

import { HONEYPOT_FIELD } from '@shared/contract/constants';

export type HoneypotFieldProps = Omit<ComponentPropsWithRef<'div'>, 'onChange'> & {
  /** What is in the field: always empty for a person. */
  value: string;
  onChange: (value: string) => void;
};

/*
 * Off-screen rather than `display: none` or clipped: bots skip fields hidden those ways, and the server
 * only learns of a bot when the field is filled (docs/security.md, "Honeypot").
 */
const OffScreen = styled.div`
  position: absolute;
  top: auto;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The honeypot of a public form: a text input named `HONEYPOT_FIELD` that people never see, reach or
 * hear (off-screen, `aria-hidden`, out of the tab order, no autofill) and that form-filling bots fill.
 * Send its value only when it is not empty (`honeypotPayload`), so a person's submission is unchanged.
 */
export function HoneypotField({ value, onChange, ...rest }: HoneypotFieldProps) {
  const id = useId();
  return (
    <OffScreen aria-hidden="true" {...rest}>
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </OffScreen>
  );
}

/** The honeypot's part of a request body: nothing for a person, the value when a bot filled the field. */
export const honeypotPayload = (value: string): { [HONEYPOT_FIELD]?: string } =>
  value === '' ? {} : { [HONEYPOT_FIELD]: value };
