import styled from 'styled-components';

/**
 * The 50% off first year promise, set apart so it is the first thing read after the title. On the
 * brand's tint, as the site's other highlighted notes are (the quick-response promise, the icon badges):
 * the accent's own tint is kept for nothing larger than a check mark.
 */
export const PromiseNote = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border: 1px solid ${({ theme }) => theme.color.brand.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.brandSubtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};

  svg {
    flex: none;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export const PromiseTitle = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

/** The success view takes focus when it appears, so keyboard and screen reader users land on it. */
export const SuccessView = styled(Stack)`
  &:focus {
    outline: none;
  }
`;

export const PerksIntro = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Perks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Perk = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};

  svg {
    flex: none;
    /* Centres the 20 px icon on the first line of text. */
    margin-top: 0.1em;
    /* What you get: checked in the accent, as every benefit list of the site is. */
    color: ${({ theme }) => theme.color.brand.accent};
  }
`;
