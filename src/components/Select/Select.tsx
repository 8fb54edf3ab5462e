import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { Field, type FieldOwnProps, fieldControlStyles } from '../Field';

export type SelectOption = {
  value: string;
  /** What the option reads. */
  label: string;
  /** @default false */
  disabled?: boolean;
};

export type SelectProps = ComponentPropsWithRef<'select'> &
  FieldOwnProps & {
    /** The choices, rendered before any `<option>` children. @default [] */
    options?: readonly SelectOption[];
  };

const chevronSize = 20;

const Wrapper = styled.div`
  position: relative;
`;

const StyledSelect = styled.select`
  ${fieldControlStyles}
  appearance: none;
  padding-right: ${({ theme }) => `calc(${theme.space[300]} * 2 + ${chevronSize}px)`};
  cursor: pointer;
  text-overflow: ellipsis;
`;

/** The native arrow is hidden by `appearance: none`, so this one stands in for it. */
const Chevron = styled(ChevronDown)`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[300]};
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.color.text.secondary};

  select:disabled + & {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`;

/**
 * A labelled native `<select>` with optional hint and error text. Options come from `options`,
 * `<option>` children, or both. Native props, including `ref`, go onto the `<select>`.
 */
export function Select({ options = [], children, ...props }: SelectProps) {
  return (
    <Field<typeof props> {...props}>
      {(control) => (
        <Wrapper>
          <StyledSelect {...control}>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </StyledSelect>
          <Chevron size={chevronSize} aria-hidden="true" />
        </Wrapper>
      )}
    </Field>
  );
}
