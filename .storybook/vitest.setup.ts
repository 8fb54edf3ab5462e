// The story test run's additions to every story (the `storybook` project in vitest.config.ts).
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { interLatinFontUrl, interLatinUnicodeRange } from '@/theme/fonts';
import { fixtureNow } from '@testing/mocks/fixtures';
import { addAfterStoryCheck, takeAfterStoryFailures } from '@testing/stories/afterStory';
import { matchStoryScreenshot } from '@testing/stories/storyScreenshot';

// Every story is drawn in Inter from its first frame, as a prerendered page is (it preloads the font):
// a font arriving in the middle of a play function widened the text after the story had measured or
// scrolled it, and a picture showed a tab cut or a list scrolled a pixel short. Loaded once per file,
// with the descriptors of the site's own @font-face rule.
beforeAll(async () => {
  const inter = new FontFace('Inter Variable', `url(${interLatinFontUrl})`, {
    weight: '100 900',
    display: 'swap',
    unicodeRange: interLatinUnicodeRange,
  });
  document.fonts.add(inter);
  await inter.load();
});

// Every story starts at the fixtures' "now" and the clock runs on from there: the footer's year and
// the admin's "Waiting 3 days" read the same on any day, so screenshots do not age. Only Date is
// replaced; timers are real, so play functions and the product's delays behave as before.
beforeEach(() => {
  // Each story starts with empty web storage: what the last one wrote while its picture was taken (a
  // draft saved a moment after typing) would otherwise reach the next story of the file.
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(fixtureNow), shouldAdvanceTime: true });
  return () => {
    vi.useRealTimers();
  };
});

// After its play function, each story is compared with its baseline picture (docs/visual-tests.md).
addAfterStoryCheck(matchStoryScreenshot);

// A difference fails the story here, once Storybook has finished with it (testing/stories/afterStory.ts).
afterEach(() => {
  const [failure] = takeAfterStoryFailures();
  if (failure) throw failure;
});
