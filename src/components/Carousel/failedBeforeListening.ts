/**
 * A ref for an `<img>` whose `onError` is `onFailed`, that also reports a failure React could not hear:
 * a prerendered image whose file failed before the page hydrated fired its `error` event before React
 * listened, so `onError` never runs for it, and the browser's broken-image icon would stay. When React
 * takes the element over (this ref runs then, after React has started listening), an image the browser
 * has finished with and has nothing to draw is such a failure. One not fetched yet (lazy, or still on
 * its way) is not `complete`; later failures reach `onError`.
 */
export const failedBeforeListening = (onFailed: () => void) => (image: HTMLImageElement | null) => {
  if (image?.complete && image.naturalWidth === 0) onFailed();
};
