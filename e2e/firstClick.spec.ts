import type { Locator, Page } from '@playwright/test';

import { contactForm, CONTACT_ROUTE, expect, test, waitlistDialog } from './support/forms';
import { holdAppCode, phone, stubExternalRequests } from './support/public';

/**
 * Issue 13, "No dead first click": a click or a keystroke at any moment after the first paint is handled
 * by the app or by the browser's own behaviour (a form, a popover), never dropped. The prerendered page
 * paints long before the app has started, the more so with the CPU slowed four-fold as on a mid-range
 * phone, so every check here acts on the painted page without waiting for the app.
 */

/** Slows the page's CPU four-fold through the DevTools protocol; it stays slow across navigations. */
async function slowDownCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` and returns as soon as `target` is painted, without waiting for the app. */
async function openPainted(page: Page, path: string, target: (page: Page) => Locator) {
  await page.goto(path, { waitUntil: 'commit' });
  await target(page).waitFor({ state: 'visible' });
}

type AppPhase = 'not started' | 'hydrating' | 'running';
type PhaseWindow = Window & { __e2eInputPhases?: AppPhase[] };

/**
 * Records, in the page, how far the app had got when each click or keystroke reached it (read from the
 * marks React leaves on the page's elements), before any of the page's own listeners see it.
 */
async function recordInputPhases(page: Page) {
  await page.addInitScript(() => {
    const phases: AppPhase[] = [];
    (window as PhaseWindow).__e2eInputPhases = phases;
    const marked = (element: Element | null | undefined, prefix: string) =>
      element ? Object.keys(element).some((key) => key.startsWith(prefix)) : false;
    const record = () => {
      const root = document.getElementById('root');
      if (!marked(root, '__reactContainer')) phases.push('not started');
      else phases.push(marked(root?.firstElementChild, '__reactFiber') ? 'running' : 'hydrating');
    };
    window.addEventListener('click', record, true);
    window.addEventListener('keydown', record, true);
  });
}

/** The phases the page's clicks and keystrokes met, in order (see `recordInputPhases`). */
async function inputPhases(page: Page): Promise<string> {
  const phases = await page.evaluate(() => (window as PhaseWindow).__e2eInputPhases ?? []).catch(() => []);
  return phases.length === 0 ? 'left the page' : [...new Set(phases)].join(', ');
}

/** Waits for the app to have taken over the page (as the shared fixture's `goto` does). */
async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
  });
}

const firstJoinWaitlist = (page: Page) => page.getByRole('button', { name: /^Join (the )?Waitlist$/ }).first();
const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' });
const demoSection = (page: Page) => page.getByRole('region', { name: 'See It in Action' });
/** The browser's own disclosure (`<summary>`, which Playwright gives no role): it opens before the app runs. */
const videoToggle = (page: Page) => demoSection(page).locator('summary', { hasText: 'Watch the demo video' });

/**
 * After a press on Join Waitlist: the dialog is open over the same page (the app handled it) or the
 * browser went to a working /waitlist page. Fails if neither happens: the click was dropped.
 */
async function expectWaitlistReached(page: Page, from: string): Promise<'dialog' | 'page'> {
  const dialog = waitlistDialog(page).dialog;
  const waitlistPage = page.getByRole('main').getByRole('heading', { level: 1, name: 'Join the Waitlist' });
  await expect(dialog.or(waitlistPage)).toBeVisible();
  const url = new URL(page.url());
  if (await dialog.isVisible()) {
    expect(url.pathname).toBe(from);
    await expect(waitlistDialog(page).email).toBeVisible();
    return 'dialog';
  }
  // A form with no fields sends an empty query (`/waitlist?`), which the server sends on to the page's
  // one address. (URL's `search` is empty for both: the address itself is compared.)
  expect(page.url()).toBe(new URL('/waitlist', page.url()).href);
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true })).toBeEditable();
  return 'page';
}

/** The full-screen menu is open, and still open (held by the app) once the app runs. */
async function expectMenuOpen(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await appStarted(page);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

/** The demo video's panel is shown with its frame. */
async function expectVideoShown(page: Page) {
  await expect(demoSection(page).locator('iframe')).toBeVisible();
}

/** A control that must never drop a click: where it is, and what shows that the click was handled. */
type Control<Outcome = unknown> = {
  path: string;
  target: (page: Page) => Locator;
  expectHandled: (page: Page) => Promise<Outcome>;
};

const joinWaitlistOn = (path: string): Control<'dialog' | 'page'> => ({
  path,
  target: firstJoinWaitlist,
  expectHandled: (page) => expectWaitlistReached(page, path),
});
const menuControl: Control = { path: '/about', target: menuToggle, expectHandled: expectMenuOpen };
const videoControl: Control = { path: '/features', target: videoToggle, expectHandled: expectVideoShown };

/**
 * Opens the control's page, clicks the control `delay` ms after it was painted and checks the click was
 * handled. The wait is the moment of the click under test, not a wait for its outcome: outcomes are
 * awaited on what the page shows.
 */
async function clickAfterPaint<Outcome>(page: Page, control: Control<Outcome>, delay: number): Promise<Outcome> {
  await openPainted(page, control.path, control.target);
  if (delay > 0) await page.waitForTimeout(delay);
  await control.target(page).click();
  return control.expectHandled(page);
}

const joinWaitlistPages = ['/', '/how-it-works', '/coming-soon', '/features'] as const;

type Message = { firstName: string; lastName: string; email: string; subject: string; message: string };
const fieldNames = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** A message from Ada Lovelace; `email` and the subject tell the tries apart. */
const messageFrom = (email: string, subject: string): Message => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  subject,
  message: `${subject}: every keystroke made before the app started is kept.`,
});

/** Opens /contact and returns once its first field is painted, without waiting for the app. */
const openContactPainted = (page: Page) => openPainted(page, '/contact', (page) => contactForm(page).firstName);

/** Once the app runs, the fields still hold `typed`; then sends it through the app (the success banner shows). */
async function expectKeptThenSend(page: Page, typed: Message) {
  const form = contactForm(page);
  await appStarted(page);
  for (const name of fieldNames) await expect(form[name]).toHaveValue(typed[name]);
  await form.submit.click();
  await expect(form.success).toBeVisible();
}

test.describe('before the app has started (its code held back)', () => {
  test('Join Waitlist leads to the waitlist page, which works once its code arrives', async ({ page }) => {
    const release = await holdAppCode(page);
    await openPainted(page, '/', firstJoinWaitlist);
    await firstJoinWaitlist(page).click();
    expect(await expectWaitlistReached(page, '/')).toBe('page');
    release();
    await appStarted(page);
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true })).toBeEditable();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('the menu toggle opens the menu, and the app keeps it open', async ({ page }) => {
      const release = await holdAppCode(page);
      await openPainted(page, '/about', menuToggle);
      await menuToggle(page).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      release();
      await expectMenuOpen(page);
      // Now the app's menu: Escape closes it and gives focus back to the toggle (product.md §2).
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();
    });
  });

  test('the demo video toggle opens the panel; once the app runs, the player is in it', async ({ page }) => {
    const release = await holdAppCode(page);
    await openPainted(page, '/features', videoToggle);
    await videoToggle(page).click();
    await expect(
      demoSection(page).getByRole('link', { name: /^Watch the demo video \(opens in a new tab\)$/ }),
    ).toBeVisible();
    release();
    await appStarted(page);
    await expectVideoShown(page);
    // Now the app's disclosure: a second click hides the video again.
    await videoToggle(page).click();
    await expect(demoSection(page).locator('iframe')).toHaveCount(0);
  });

  test('text typed into the contact form is kept and sent', async ({ page, records, uniqueEmail }) => {
    const typed = messageFrom(uniqueEmail('typed-before-start'), 'Typed before the app started');
    const release = await holdAppCode(page);
    await openContactPainted(page);
    const form = contactForm(page);
    for (const name of fieldNames) await form[name].fill(typed[name]);
    release();
    await expectKeptThenSend(page, typed);
    expect(await records.messagesFor(typed.email)).toEqual([expect.objectContaining(typed)]);
  });
});

/** The showcase's last tab. */
const systemSetupTab = (page: Page) => page.locator('#system-showcase').getByRole('tab', { name: 'System Setup' });

/**
 * A section below the first screen with buttons, hydrated once the browser is idle: a press on its
 * painted markup before then is taken up once it has hydrated. `chunk` names the section's own code.
 */
const earlyPresses = [
  {
    what: 'a showcase tab',
    path: '/how-it-works',
    chunk: 'SystemShowcase',
    button: systemSetupTab,
    expectPressed: (page: Page, pressed: boolean) =>
      expect(systemSetupTab(page)).toHaveAttribute('aria-selected', String(pressed)),
  },
  {
    what: "the Sneak Peek's next arrow",
    path: '/coming-soon',
    chunk: 'SneakPeek',
    button: (page: Page) =>
      page.getByRole('region', { name: 'Sneak Peek screenshots' }).getByRole('button', { name: 'Next image' }),
    expectPressed: async (page: Page, pressed: boolean) => {
      const slide = page
        .getByRole('region', { name: 'Sneak Peek screenshots' })
        .getByRole('group', { name: /^\d+ of \d+$/ });
      await expect(slide).toHaveAccessibleName(pressed ? '2 of 7' : '1 of 7');
    },
  },
];

test.describe('before a section hydrated when the browser is idle (its code held back)', () => {
  for (const { what, path, chunk, button, expectPressed } of earlyPresses) {
    test(`${what} pressed on ${path} takes effect once the section has hydrated`, async ({ page }) => {
      const release = await holdAppCode(page, (file) => file.startsWith(`/assets/${chunk}-`) && file.endsWith('.js'));
      // The page's app runs; the section stays as the prerender painted it.
      await openPainted(page, path, button);
      await appStarted(page);
      await button(page).click();
      await expectPressed(page, false);
      release();
      await expectPressed(page, true);
    });
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of joinWaitlistPages) {
    test(`Join Waitlist on ${path} leads to the waitlist page`, async ({ page }) => {
      await page.goto(path);
      await firstJoinWaitlist(page).click();
      expect(await expectWaitlistReached(page, path)).toBe('page');
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('the menu toggle opens and closes the menu, and its links work', async ({ page }) => {
      await page.goto('/about');
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeHidden();
      await menuToggle(page).click();
      await expect(menu).toBeVisible();
      await menuToggle(page).click();
      await expect(menu).toBeHidden();

      await menuToggle(page).click();
      await menu.getByRole('link', { name: 'Features' }).click();
      await expect(page).toHaveURL(/\/features$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Powerful Features');
    });
  });
});

/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same tries, so a failure
 * can be replayed with FIRST_CLICK_SEED.
 */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'join' | 'menu' | 'video' | 'typing';

/**
 * The issue's "Done when": 20 tries at random moments after the first paint, none lost, five of each
 * kind. Each kind's first try is right at the paint (+0 ms); Join Waitlist is tried on each of its pages
 * in turn. One test per kind, so the four run side by side.
 */
test.describe('under a 4x slower CPU, 20 tries at random moments after the first paint', () => {
  test.use({ viewport: phone });
  const seed = Number(process.env.FIRST_CLICK_SEED ?? 13);
  /** Up to this long after the paint: past the app's start under a 4x slower CPU (about 1.4 s). */
  const latestMoment = 2000;
  const controlOf = { menu: menuControl, video: videoControl } as const;
  const kinds: readonly Kind[] = ['join', 'menu', 'video', 'typing'];

  for (const [kindIndex, kind] of kinds.entries()) {
    test(`lose no ${kind === 'typing' ? 'typed text' : `click (${kind})`} in five tries`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const random = seededRandom(seed + kindIndex);
      const tries = Array.from({ length: 5 }, (_, round) => ({
        path:
          kind === 'join'
            ? joinWaitlistPages[round % joinWaitlistPages.length]!
            : kind === 'typing'
              ? '/contact'
              : controlOf[kind].path,
        delay: round === 0 ? 0 : Math.floor(random() * latestMoment),
      }));
      console.info(
        `first-click tries (${kind}), seed ${seed} (set FIRST_CLICK_SEED to change):`,
        JSON.stringify(tries),
      );
      test.info().annotations.push({ type: 'seed', description: String(seed) });

      await stubExternalRequests(page, baseURL);
      await recordInputPhases(page);
      // The typed message is checked where it leaves the browser; the journey above stores one for real.
      let sent: Message | undefined;
      await page.route(CONTACT_ROUTE, async (route) => {
        sent = route.request().postDataJSON() as Message;
        await route.fulfill({ status: 201, json: { id: 1 } });
      });
      await slowDownCpu(page);

      for (const [index, { path, delay }] of tries.entries()) {
        await test.step(`try ${index + 1} of 5 (seed ${seed}): ${kind} on ${path} at +${delay} ms`, async () => {
          if (kind !== 'typing') {
            await clickAfterPaint(page, kind === 'join' ? joinWaitlistOn(path) : controlOf[kind], delay);
          } else {
            const form = contactForm(page);
            const typed = messageFrom(`try${index}@example.com`, `Try ${index + 1}, +${delay} ms, seed ${seed}`);
            sent = undefined;
            await openContactPainted(page);
            if (delay > 0) await page.waitForTimeout(delay);
            for (const name of fieldNames) await form[name].pressSequentially(typed[name]);
            await expectKeptThenSend(page, typed);
            expect(sent).toEqual(expect.objectContaining(typed));
          }
          test
            .info()
            .annotations.push({ type: kind, description: `${path} +${delay} ms (${await inputPhases(page)})` });
        });
      }
    });
  }
});
