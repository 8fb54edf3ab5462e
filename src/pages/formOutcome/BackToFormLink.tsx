import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';

import { ButtonLink, type ButtonLinkProps } from '@/components/Button';
import { formOutcomeBack, formPagePaths, type OutcomeForm } from '@/content/formOutcomes';
import { browserHistoryView, previousPageIs } from './previousPage';

export type BackToFormLinkProps = Omit<ButtonLinkProps, 'href' | 'children'> & {
  /** The form to go back to. */
  form: OutcomeForm;
};

/** A click that asks for the link in a new tab or window, which history cannot serve. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The way back to a form from the page its post landed on. A link to the form's page, which works
 * without JavaScript; with the app running, when the page before this one is that form's, it goes back
 * in history instead, where the browser brings back what the visitor typed.
 */
export function BackToFormLink({ form, onClick, startIcon, ...rest }: BackToFormLinkProps) {
  const href = formPagePaths[form];
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    if (previousPageIs(href, browserHistoryView())) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <ButtonLink
      href={href}
      onClick={handleClick}
      startIcon={startIcon ?? <ArrowLeft size={18} aria-hidden />}
      {...rest}
    >
      {formOutcomeBack.linkLabel[form]}
    </ButtonLink>
  );
}
