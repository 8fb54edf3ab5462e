import styled from 'styled-components';

import { ScreenshotStrip, screenshotStageSizes } from '@/components/Carousel';
import { typeScale } from '@/theme';
import type { ShowcaseTab } from './SystemShowcase';

const Areas = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1200]};
`;

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  text-align: center;
`;

/** The tab's label, with its icon, as the tab shows them. */
const Title = styled.h3`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  ${({ theme }) => typeScale(theme, 'item')}
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * The showcase for a page read without scripts, where tabs could not switch: every tab's area one under
 * the other, headed by the tab's label, each with all its screenshots in a row the browser scrolls.
 */
export function ShowcaseWithoutScripts({ tabs }: { tabs: ShowcaseTab[] }) {
  return (
    <Areas>
      {tabs.map(({ id, label, icon: Icon, description, screenshots }) => (
        <Area key={id}>
          <Title>
            {Icon && <Icon size={20} aria-hidden="true" />}
            {label}
          </Title>
          {description && <Description>{description}</Description>}
          <ScreenshotStrip images={screenshots} label={`${label} screenshots`} imageSizes={screenshotStageSizes} />
        </Area>
      ))}
    </Areas>
  );
}
