import { ScriptOnly } from '@/components/ScriptOnly';
import { screenshotViewerHint } from '@/content/screenshots';

/**
 * The sentence after a screenshot viewer's description (the showcase, the Sneak Peek): "Click a
 * screenshot to zoom in." where the viewer runs, and where scripts do not, what the row of screenshots
 * offers instead, so no text points at a zoom that is not there.
 */
export function ScreenshotViewerHint() {
  return (
    <ScriptOnly inline fallback={screenshotViewerHint.withoutScripts}>
      {screenshotViewerHint.withScripts}
    </ScriptOnly>
  );
}
