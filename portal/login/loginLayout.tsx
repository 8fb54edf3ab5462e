import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

import { ApiError } from '@/api';
import { Card } from '@/components/Card';
import { media } from '@/theme';

/**
 * What the sign-in screens share (the login's two steps and the set-password screen): one card centred on
 * the page, the brand, a heading with a line under it, and a form.
 */

/** Shown when a request got no answer at all: there is no status text to show. */
export const LOGIN_UNREACHABLE_MESSAGE = 'Unable to connect to server. Please check your connection and try again.';

/** What the error banner says: the server's `message`, else the status text (product.md §8). */
export function loginErrorMessage(error: unknown): string {
  // ApiError's message is already the answer's `message` field, else its status text.
  return error instanceof ApiError ? error.message : LOGIN_UNREACHABLE_MESSAGE;
}

/** A page with one card in its middle: the sign-in, the set-password and the required-enrolment screens. */
export const CenteredPage = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space[600]};
  background: ${({ theme }) => theme.color.surface.subtle};

  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[400]};
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 26rem;
`;

/** The page and the card in its middle. */
export function LoginCard({ children }: { /** The card's content: a `LoginForm`. */ children: ReactNode }) {
  return (
    <CenteredPage>
      <Panel variant="elevated" padding="lg">
        {children}
      </Panel>
    </CenteredPage>
  );
}

/** The card's column: brand, heading, banners, fields and buttons, evenly spaced. */
export const LoginForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[500]};
`;

export const LoginIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

export const LoginTitle = styled.h1`
  font-size: ${({ theme }) => theme.typography.fontSize[700]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const LoginLead = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The smaller ways on under the main button ("Use a recovery code instead", "Back to sign in"). */
export const LoginLinks = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

const textLinkStyles = css`
  padding: ${({ theme }) => theme.space[100]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
`;

/**
 * A button that reads as a link: an action on this screen (switching the field, going back a step), not a
 * navigation, so a `<button>`. The global `:focus-visible` ring applies.
 */
export const TextButton = styled.button`
  ${textLinkStyles}

  &:disabled {
    color: ${({ theme }) => theme.color.text.secondary};
    cursor: not-allowed;
  }
`;

/** A link to another screen of the portal (a path below the admin path), looking like `TextButton`. */
export const TextLink = styled(Link)`
  ${textLinkStyles}
`;
