import styled from 'styled-components';

const Root = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => `${$size * 0.3}px`};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ $size }) => `${$size * 0.5}px`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  line-height: 1.05;
  white-space: nowrap;

  small {
    display: block;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: 0.62em;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
    text-transform: uppercase;
  }
`;

export type BrandLogoProps = {
  /** The brand colour the customer chose. */
  color: string;
  /** Colour of the sun drawn on the mark. */
  onColor: string;
  /** Height of the mark in px. @default 32 */
  size?: number;
};

/**
 * The logo of Brightlane Studio, the customer whose invoices the screens show: a sun rising over a
 * lane, in the brand colour they picked, with the company name.
 */
export function BrandLogo({ color, onColor, size = 32 }: BrandLogoProps) {
  return (
    <Root $size={size}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={color} />
        <path d="M9 19a7 7 0 0 1 14 0z" fill={onColor} />
        <path
          d="M16 7.5v2.5M8.2 10.7l1.8 1.8M23.8 10.7 22 12.5"
          stroke={onColor}
          strokeWidth="2"
          strokeLinecap="round"
        />
        <rect x="6" y="21.5" width="20" height="2.5" rx="1.25" fill={onColor} />
      </svg>
      <span>
        Brightlane
        <small>Studio</small>
      </span>
    </Root>
  );
}
