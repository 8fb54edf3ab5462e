import { ChevronDown, MoreHorizontal } from 'lucide-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled, { css } from 'styled-components';

import { focusRingInset } from '@/theme/focusRing';
import { Button, type ButtonProps } from '../Button';
import { IconButton } from '../IconButton';

export type ActionMenuItem = {
  /** What the item does, e.g. "Mark as read". */
  label: string;
  /** Called when the item is chosen; the menu closes and focus returns to its button first. */
  onSelect: () => void;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** `danger` marks a destructive item (Delete) in the error colour. @default 'default' */
  tone?: 'default' | 'danger';
  /** @default false */
  disabled?: boolean;
};

/** What a button the caller draws (`trigger` as a function) spreads onto its `<button>`: ref, ARIA state, handlers. */
export type ActionMenuTriggerProps = {
  ref: Ref<HTMLButtonElement>;
  id: string;
  type: 'button';
  disabled: boolean;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string;
  popoverTarget: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** Makes the button the menu's anchor. */
  style: CSSProperties;
};

export type ActionMenuProps = {
  /**
   * The button's accessible name, which also names the menu: "Actions for Grace Hopper". A button the
   * caller draws is named by its own content, which should read this.
   */
  label: string;
  /** The menu's items, in order. */
  items: readonly ActionMenuItem[];
  /**
   * `icon` is a compact "…" button (its label is the tooltip), for a row of a table; `button` a text
   * button reading `label`, for a toolbar; a function draws a button of the caller's own (the admin
   * header's name and address), spreading the props it is given onto it. @default 'icon'
   */
  trigger?: 'icon' | 'button' | ((props: ActionMenuTriggerProps) => ReactNode);
  /** A class for the element around the button and its menu, e.g. to let it shrink in a flex row. */
  className?: string;
  /** The text button's variant (with `trigger="button"`). @default 'secondary' */
  buttonVariant?: ButtonProps['variant'];
  /** The text button's size (with `trigger="button"`): `md` beside a dialog's buttons. @default 'sm' */
  buttonSize?: ButtonProps['size'];
  /** Disables the button, e.g. while the chosen action runs. @default false */
  disabled?: boolean;
};

const Menu = styled.div`
  /* Shown in the top layer by the popover API, just under (or, without room, above) its button. */
  position-anchor: var(--action-menu-anchor);
  position-area: block-end span-inline-start;
  position-try-fallbacks: flip-block;
  inset: auto;
  margin: ${({ theme }) => theme.space[100]} 0;
  min-width: 11rem;
  max-width: min(18rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space[100]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  text-align: start;

  /* Browsers without the popover API show it with \`hidden\` alone, below the button. */
  &:not([popover]) {
    position: absolute;
    z-index: ${({ theme }) => theme.zIndex.menu};
  }
`;

const Item = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.status.error.fg : theme.color.text.primary)};
  font: inherit;
  text-align: start;
  /* A label longer than the menu's widest (a saved reply's title) wraps, even inside a word. */
  overflow-wrap: anywhere;
  cursor: pointer;

  ${({ theme }) => css`
    &:hover:not([aria-disabled='true']),
    &:focus-visible {
      background: ${theme.color.status.neutral.bg};
    }
    /* Inset: the items touch one another, and the menu (a popover, which scrolls) clips its edge. */
    &:focus-visible {
      ${focusRingInset}
    }
    &[aria-disabled='true'] {
      color: ${theme.color.text.disabled};
      cursor: not-allowed;
    }
  `}

  svg {
    flex: none;
  }
`;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The button a caller draws, given what makes it the menu's button. */
function DrawnTrigger({
  draw,
  ...props
}: ActionMenuTriggerProps & { draw: (props: ActionMenuTriggerProps) => ReactNode }) {
  return draw(props);
}

/** Whether this browser knows popovers (older ones show and hide the menu through `hidden` alone). */
const supportsPopover = (element: HTMLElement) => typeof element.showPopover === 'function';

/** A CSS dashed ident from a React id (which holds colons). */
const anchorNameOf = (id: string) => `--action-menu-${id.replace(/[^\w-]/g, '')}`;

/**
 * A button that opens a short menu of actions (the WAI-ARIA menu button pattern). The menu is a native
 * popover anchored to its button: the browser puts it above everything and closes it on a click
 * outside, and CSS anchor positioning keeps it beside the button. Enter, Space and Down Arrow open it on
 * the first item, Up Arrow on the last; the arrows, Home and End move between items; Escape and Tab close
 * it; choosing an item closes it and returns focus to the button.
 */
export function ActionMenu({
  label,
  items,
  trigger = 'icon',
  buttonVariant = 'secondary',
  buttonSize = 'sm',
  disabled = false,
  className,
}: ActionMenuProps) {
  const baseId = useId();
  const menuId = `${baseId}-menu`;
  const triggerId = `${baseId}-trigger`;
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** Which item takes focus when the menu opens: Up Arrow opens it on the last one. */
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const enabledItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);

  /** Whether the menu shows now: the popover's own state where there is one (the browser may have closed it). */
  const isShown = () => {
    const menu = menuRef.current;
    return menu && supportsPopover(menu) ? menu.matches(':popover-open') : open;
  };

  // The browser closes the popover by itself (Escape, a click outside): the state follows it.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    if (!supportsPopover(menu)) {
      // Nothing here can show a popover, so the attribute could only keep the menu hidden.
      menu.removeAttribute('popover');
      return;
    }
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    menu.addEventListener('toggle', onToggle);
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    if (supportsPopover(menu)) {
      const shown = menu.matches(':popover-open');
      // `source` makes the button the popover's invoker: its anchor, and not a click "outside".
      if (open && !shown) menu.showPopover({ source: triggerRef.current ?? undefined });
      else if (!open && shown) menu.hidePopover();
    }
    if (!open) return;
    const targets = enabledItems();
    const target = focusOnOpen.current === 'last' ? targets.at(-1) : targets[0];
    target?.focus({ preventScroll: true });
    focusOnOpen.current = 'first';
  }, [open]);

  const show = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    if (!isShown()) setOpen(true);
    else enabledItems()[focus === 'last' ? enabledItems().length - 1 : 0]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets = enabledItems();
    const index = targets.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      targets[(next + targets.length) % targets.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(targets.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const choose = (item: ActionMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const anchorStyle = { anchorName: anchorNameOf(baseId) } as CSSProperties;
  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    disabled,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    // Names the popover's invoker before the app runs and for the browser's light dismiss; the app
    // opens and closes the menu itself, so the state and the focus moves stay in step.
    popoverTarget: menuId,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      if (isShown()) close(false);
      else show('first');
    },
    onKeyDown: onTriggerKeyDown,
  };

  return (
    <Anchor className={className} style={{ ['--action-menu-anchor' as string]: anchorNameOf(baseId) }}>
      {typeof trigger === 'function' ? (
        <DrawnTrigger {...triggerProps} type="button" style={anchorStyle} draw={trigger} />
      ) : trigger === 'icon' ? (
        <IconButton {...triggerProps} label={label} size="sm" icon={<MoreHorizontal size={18} />} style={anchorStyle} />
      ) : (
        <Button
          {...triggerProps}
          size={buttonSize}
          variant={buttonVariant}
          endIcon={<ChevronDown size={16} aria-hidden="true" />}
          style={anchorStyle}
        >
          {label}
        </Button>
      )}
      <Menu
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        popover="auto"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <Item
            key={item.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            $danger={item.tone === 'danger'}
            aria-disabled={item.disabled || undefined}
            onClick={() => choose(item)}
          >
            {item.icon && <span aria-hidden="true">{item.icon}</span>}
            {item.label}
          </Item>
        ))}
      </Menu>
    </Anchor>
  );
}
