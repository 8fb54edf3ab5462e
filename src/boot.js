// Starts the app on a prerendered page once the browser has shown it (see scripts/build-site.mjs).
// The page is complete without JavaScript; fetching and running the app's code before the first
// contentful paint only competes with it. A classic script (not a module), so it can read its own
// data attributes.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Fetched with the app, after the page's own chunks, and not waited for: code a visitor can reach
  // only once the app runs (the waitlist dialog), kept ready in case the network goes away.
  var standby = (script.getAttribute('data-standby') || '').split(' ').filter(Boolean);
  /** If the paint is never reported (an old browser), the app starts anyway after this long. */
  var PAINT_WAIT_LIMIT_MS = 2000;

  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The entry's and the page's chunks, fetched side by side instead of one after another.
    function modulePreload(href, priority) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      if (priority) link.setAttribute('fetchpriority', priority);
      document.head.appendChild(link);
    }
    preloads.forEach(function (href) {
      modulePreload(href);
    });
    import(entry);
    standby.forEach(function (href) {
      modulePreload(href, 'low');
    });
  }

  // A hidden tab paints nothing, so it starts at once. A visible one waits for the first contentful
  // paint to be reported, which comes once that frame is on screen: an animation frame alone runs
  // before the frame is drawn, and chunks requested then were still counted against the paint.
  var paintReported =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (document.visibilityState !== 'visible' || !paintReported) {
    if (document.visibilityState === 'visible')
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    else start();
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_LIMIT_MS);
})();
