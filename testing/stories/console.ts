import { spyOn } from 'storybook/test';

/**
 * For a story's `beforeEach`: silences `console.error` for the story, which then asserts what the view
 * logged (`expect(console.error).toHaveBeenCalledWith(...)`) instead of printing it; restored after.
 */
export function silenceConsoleError() {
  const spy = spyOn(console, 'error').mockImplementation(() => {});
  return () => spy.mockRestore();
}
