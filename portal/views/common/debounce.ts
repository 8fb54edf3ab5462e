/** A call put off until the input has been still for a while (see `debounce`). */
export type Debounced<Value> = {
  /** Asks for the call with `value`, replacing any asked for before that has not run yet. */
  schedule: (value: Value) => void;
  /** Runs the call waiting, if any, at once. */
  flush: () => void;
  /** Forgets the call waiting, if any. */
  cancel: () => void;
};

/**
 * Runs `run` with the last value scheduled once `delayMs` have passed without another one: a search
 * asked as the administrator types goes out when they pause, once, not per keystroke.
 */
export function debounce<Value>(run: (value: Value) => void, delayMs: number): Debounced<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: Value } | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  const flush = () => {
    const call = waiting;
    cancel();
    if (call) run(call.value);
  };
  return {
    schedule(value) {
      clearTimeout(timer);
      waiting = { value };
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
  };
}
