import { type RefCallback, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes (ResizeObserver); `null` until it is
 * measured and where it cannot be (the server, jsdom, which lays nothing out). The first measure is
 * taken as the element is attached, before the browser paints, so a layout chosen by width never
 * flashes the other one first.
 *
 * With `select`, what it returns is what `select` makes of the width (whether it is below a breakpoint,
 * say): a new width that selects the same value then renders nothing again. A table of 50 rows measured
 * as it mounts was otherwise rendered a second time to find its layout unchanged (`npm run bench:admin`).
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | null];
export function useElementWidth<T extends HTMLElement, V>(select: (width: number | null) => V): [RefCallback<T>, V];
export function useElementWidth<T extends HTMLElement, V>(
  select: (width: number | null) => V = (width) => width as V,
): [RefCallback<T>, V] {
  const [value, setValue] = useState<V>(() => select(null));
  // The latest `select`, for measures taken after a render that passed a new one.
  const selectRef = useRef(select);
  useLayoutEffect(() => {
    selectRef.current = select;
  });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      setValue(selectRef.current(measured > 0 ? measured : null));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, value];
}
