/**
 * A component as a prerendered page has it, for stories of what happens before the app runs: its markup
 * rendered to HTML (as the build does), then hydrated once the story says, or drawn as a browser that
 * runs no scripts draws it.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';

import { theme } from '@/theme';

/** The theme, which the story's own providers cannot hand to a root of its own (GlobalStyle is the story's). */
const themed = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

export type PrerenderedProps = {
  children: ReactNode;
  /** Resolves when the page should hydrate, given the prerendered markup (e.g. once its images failed). */
  hydrateWhen: (markup: HTMLElement) => Promise<void>;
};

/** `children` prerendered, then hydrated in place when `hydrateWhen` resolves. */
export function Prerendered({ children, hydrateWhen }: PrerenderedProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(themed(children));
    host.current!.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    let left = false;
    void hydrateWhen(container).then(() => {
      if (!left) root = hydrateRoot(container, themed(children));
    });
    return () => {
      left = true;
      root?.unmount();
      container.remove();
    };
    // Once: the story renders it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={host} />;
}

/** The rules the document's styles give a browser that runs no scripts (`@media (scripting: none)`). */
function rulesWithoutScripts() {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSMediaRule && rule.media.mediaText.includes('scripting: none')) {
        rules.push(...[...rule.cssRules].map((inner) => inner.cssText));
      }
    }
  }
  return rules.join('\n');
}

/**
 * `children` as a browser that runs no scripts draws their prerendered markup: what `<noscript>` holds is
 * markup, and the `(scripting: none)` rules apply. Nothing in it answers a click: nothing would.
 */
export function WithoutScripts({ children }: { children: ReactNode }) {
  // Rendering writes the components' styles into the document, so their rules can be read after it.
  // A browser without scripts draws `<noscript>` as an inline element around its content, in a paragraph
  // too (a `<div>` there would end the paragraph).
  const html = renderToString(themed(children)).replace(/<(\/?)noscript>/g, '<$1span>');
  return (
    <>
      <style>{rulesWithoutScripts()}</style>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
