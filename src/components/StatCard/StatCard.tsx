import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

import { Card, type CardVariant } from '../Card';
import { IconBadge } from '../IconBadge';
import { VisuallyHidden } from '../VisuallyHidden';

export type StatTrendDirection = 'up' | 'down' | 'flat';

export type StatTrend = {
  /** Which way the figure moved; sets the arrow and the colour. */
  direction: StatTrendDirection;
  /** What changed, in words: "+12% vs last week". */
  label: string;
};

export type StatCardProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What is counted: "Total Signups". */
  label: ReactNode;
  /** The figure. Numbers are grouped for the locale (12480 reads 12,480); strings show as given. */
  value: number | string;
  /** An icon beside the label; decorative, so hidden from assistive technology. */
  icon?: ReactNode;
  /** How the figure changed over a period. */
  trend?: StatTrend;
  /** Shows a placeholder instead of the value and marks the card busy. @default false */
  loading?: boolean;
  /**
   * Locale for grouping digits. Fixed rather than the runtime's own so that a server render and the
   * browser print the same digits.
   * @default 'en-US'
   */
  locale?: string;
  /** @default 'outlined' */
  variant?: CardVariant;
};

const trendIcon: Record<StatTrendDirection, ReactNode> = {
  up: <TrendingUp size={16} />,
  down: <TrendingDown size={16} />,
  flat: <Minus size={16} />,
};

/** Read before the trend label, since the arrow and colour are not announced. */
const trendWords: Record<StatTrendDirection, string> = { up: 'Up', down: 'Down', flat: 'No change' };

const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[400]};
`;

const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  margin: 0;

  dd {
    margin: 0;
  }
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

const Value = styled.dd`
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize[700]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  overflow-wrap: anywhere;
`;

const Trend = styled.dd<{ $direction: StatTrendDirection }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme, $direction }) =>
    ({
      up: theme.color.status.success.fg,
      down: theme.color.status.error.fg,
      flat: theme.color.text.secondary,
    })[$direction]};

  svg {
    flex: none;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Skeleton = styled.span`
  display: block;
  width: 6ch;
  /* One line of the value's text, so the card does not jump when the figure arrives. */
  height: 1.15em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.status.neutral.bg};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/** One headline figure on a dashboard: a label, a value and, optionally, how it has moved. */
export function StatCard({
  label,
  value,
  icon,
  trend,
  loading = false,
  locale = 'en-US',
  variant = 'outlined',
  ...rest
}: StatCardProps) {
  const shownValue = typeof value === 'number' ? value.toLocaleString(locale) : value;
  return (
    <Card variant={variant} aria-busy={loading || undefined} {...rest}>
      <Layout>
        <Figures>
          <Label>{label}</Label>
          <Value>
            {loading ? (
              <>
                <Skeleton aria-hidden="true" />
                <VisuallyHidden>Loading</VisuallyHidden>
              </>
            ) : (
              shownValue
            )}
          </Value>
          {trend && !loading && (
            <Trend $direction={trend.direction}>
              <span aria-hidden="true" style={{ display: 'contents' }}>
                {trendIcon[trend.direction]}
              </span>
              <VisuallyHidden>{trendWords[trend.direction]}: </VisuallyHidden>
              {trend.label}
            </Trend>
          )}
        </Figures>
        {icon && (
          <IconBadge aria-hidden="true" $tone="subtleStrong">
            {icon}
          </IconBadge>
        )}
      </Layout>
    </Card>
  );
}
