import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes (ResizeObserver); `null` until it is
 * measured and where it cannot be (the server, jsdom, which lays nothing out). The first measure is
 * taken as the element is attached, before the browser paints, so a layout chosen by width never
 * flashes the other one first.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      setWidth(measured > 0 ? measured : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, width];
}
