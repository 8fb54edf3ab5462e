import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';

import { focusRingInset } from '@/theme/focusRing';

export type TabItem = {
  /** Stable identifier, passed to `onChange` and matched against `value`. */
  id: string;
  /** The text of the tab. */
  label: ReactNode;
  /** A decorative icon before the label (hidden from assistive technology). */
  icon?: ReactNode;
  /** What the panel shows while this tab is selected. Only the selected panel's content is mounted. */
  content: ReactNode;
};

export type TabsProps = Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue' | 'children'> & {
  /** The tabs, in order. */
  items: TabItem[];
  /** The accessible name of the tab list, e.g. "System showcase". */
  label: string;
  /** The selected tab's id. Pass it with `onChange` to control the tabs. @default undefined (uncontrolled) */
  value?: string;
  /** The tab selected first when uncontrolled. @default the first item's id */
  defaultValue?: string;
  /** Called with the id of the tab the user selects, by click or keyboard. */
  onChange?: (id: string) => void;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  min-width: 0;
`;

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[100]};
  /* On narrow screens the tabs keep their size and the list scrolls sideways. */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const Tab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  /* The bottom border is the selection indicator, so it is there (transparent) on every tab. */
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.brand.primary : 'transparent')};
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surface.brandSubtle : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.text.link : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.duration.fast},
    color ${({ theme }) => theme.motion.duration.fast};

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.subtle};
  }

  /* Inset, so the scrolling tab list does not clip the ring. */
  &:focus-visible {
    ${focusRingInset}
  }

  svg {
    flex: none;
  }
`;

const Panel = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.md};
`;

/**
 * Tabs following the WAI-ARIA tabs pattern with automatic activation: one tab stop for the list
 * (roving tabindex), arrow keys move and select with wrap-around, Home and End jump to the ends.
 * Controlled with `value` and `onChange`, or uncontrolled with `defaultValue`.
 */
export function Tabs({ items, label, value, defaultValue, onChange, ...rest }: TabsProps) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? items[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const requested = value ?? uncontrolledValue;
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === requested),
  );

  // With the index, what the effect below watches: other items may put another tab at the same index.
  const selectedId = items[selectedIndex]?.id;

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (value === undefined) setUncontrolledValue(item.id);
    if (item.id !== selectedId) onChange?.(item.id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // The effect below scrolls the list just enough to show the tab; focus would centre it, and could
    // move the page.
    tabRefs.current[target]?.focus({ preventScroll: true });
    select(target);
  };

  // A click, a key or the parent's value may choose a tab cut at an edge of a list that scrolls sideways,
  // by however far the list had scrolled. Once it is drawn selected, the list scrolls just enough to show
  // it whole (the page itself does not move), and again whenever the tab or the list changes size: a web
  // font arriving widens the tabs, a narrower window or a turned phone narrows the list (which also
  // brings the chosen tab back after the visitor has swiped it out of view).
  useLayoutEffect(() => {
    const tab = tabRefs.current[selectedIndex];
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const showChosenWhole = () => {
      const shown = list.getBoundingClientRect();
      const left = shown.left + list.clientLeft;
      const right = left + list.clientWidth;
      const { left: tabLeft, right: tabRight } = tab.getBoundingClientRect();
      if (tabLeft < left) list.scrollLeft -= left - tabLeft;
      else if (tabRight > right) list.scrollLeft += tabRight - right;
    };
    showChosenWhole();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(showChosenWhole);
    resized.observe(tab);
    resized.observe(list);
    return () => resized.disconnect();
  }, [selectedIndex, selectedId]);

  return (
    <Root {...rest}>
      <TabList role="tablist" aria-label={label} aria-orientation="horizontal">
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => select(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.icon && (
                <span aria-hidden="true" style={{ display: 'contents' }}>
                  {item.icon}
                </span>
              )}
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        // Every panel exists so each tab's aria-controls resolves, but only the selected one mounts
        // its content: switching tabs starts the next panel afresh (a carousel back at its first image).
        return (
          <Panel
            key={item.id}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={!selected}
            tabIndex={0}
          >
            {selected && item.content}
          </Panel>
        );
      })}
    </Root>
  );
}
