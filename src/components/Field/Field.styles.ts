import styled, { css } from 'styled-components';

import { focusRing } from '@/theme/focusRing';

export const FieldRoot = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : '20rem')};
  max-width: 100%;
  min-width: 0;
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const RequiredMarker = styled.span`
  margin-left: ${({ theme }) => theme.space[50]};
  color: ${({ theme }) => theme.color.status.error.fg};
`;

export const OptionalMarker = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

const message = css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Hint = styled.p`
  ${message}
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const ErrorMessage = styled.p`
  ${message}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.status.error.fg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};

  svg {
    flex: none;
    /* Centres the icon on the first line of text. */
    margin-top: 0.1em;
  }
`;

/**
 * The box every field control shares (input, textarea, select), so the three look and behave as one
 * family: a 3:1 border, the focus ring, the error border and a 44 px touch target.
 */
export const fieldControlStyles = css`
  display: block;
  width: 100%;
  min-height: 2.75rem;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border: 1px solid ${({ theme }) => theme.color.border.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  /* 1rem keeps iOS Safari from zooming into the field on focus. */
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &::placeholder {
    color: ${({ theme }) => theme.color.text.disabled};
    opacity: 1;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.status.error.fg};
  }

  /* Text controls show the ring on any focus, pointer included, because that is where typing goes. */
  &:focus {
    ${focusRing}
    border-color: ${({ theme }) => theme.color.border.focus};
  }

  &[aria-invalid='true']:focus {
    border-color: ${({ theme }) => theme.color.status.error.fg};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surface.subtle};
    color: ${({ theme }) => theme.color.text.disabled};
  }
`;
