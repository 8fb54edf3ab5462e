import type { StoryContext } from '@storybook/react-vite';

/** A check run on a story once its play function has passed. */
export type AfterStoryCheck = (context: StoryContext) => Promise<void> | void;

const checks: AfterStoryCheck[] = [];
let failures: unknown[] = [];

/**
 * Adds a check every story runs after its play function. Only the story test run adds one (the
 * screenshot comparison, `.storybook/vitest.setup.ts`): it needs Vitest's browser API, which the
 * preview cannot import, since Storybook itself loads the preview too.
 */
export function addAfterStoryCheck(check: AfterStoryCheck): void {
  checks.push(check);
}

/**
 * The preview's `afterEach`: the checks the run added, in order; none in Storybook itself. A check's
 * failure is kept, not thrown: Storybook pauses the page's animations around its `afterEach` and
 * resumes them only when it returns normally, so a throw here would leave the next story's animations
 * frozen (its play function then waits forever for a drawer to slide in).
 */
export async function runAfterStoryChecks(context: StoryContext): Promise<void> {
  for (const check of checks) {
    try {
      await check(context);
    } catch (error) {
      failures.push(error);
    }
  }
}

/** The checks' failures since the last call; the test run throws them from Vitest's own `afterEach`. */
export function takeAfterStoryFailures(): unknown[] {
  const taken = failures;
  failures = [];
  return taken;
}
