import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * No box of its own, so the children lay out as if it were not there; hidden, with them, in a browser
 * that runs no scripts (the `scripting` media feature: Chromium 120, Firefox 113, Safari 17).
 */
const WithScripts = styled.div`
  display: contents;

  @media (scripting: none) {
    display: none;
  }
`;

export type ScriptOnlyProps = {
  /** Inside a line of text (a `<p>`, which cannot hold a `<div>`): the wrapper is a `<span>`. */
  inline?: boolean;
  /** What needs the app: controls that do nothing until it runs (tabs, arrows, a zoom). */
  children: ReactNode;
  /** What a browser that runs no scripts shows instead, made of markup alone (links, a scrolling row). */
  fallback: ReactNode;
};

/**
 * Shows `children` where scripts run and `fallback` where they do not. The browser tells the two apart,
 * not the app, so the prerendered page is the same for both, hydrates as it was rendered, and shows the
 * children from its first paint (a press on them before the section hydrates is pressed again once it
 * has: PressAgainOnceHydrated). The fallback is inside `<noscript>`, which a browser running scripts
 * keeps as text: it draws nothing and fetches none of its images, and React does not hydrate it.
 */
export function ScriptOnly({ inline = false, children, fallback }: ScriptOnlyProps) {
  return (
    <>
      <WithScripts as={inline ? 'span' : 'div'}>{children}</WithScripts>
      <noscript>{fallback}</noscript>
    </>
  );
}
