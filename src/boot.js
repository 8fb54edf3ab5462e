// Starts the app on a prerendered page once the browser has painted it (see scripts/build-site.mjs).
// The page is complete without JavaScript; running the app's code before the first paint would only
// delay it. A classic script (not a module), so it can read its own data attributes.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function start() {
    // The entry's and the page's chunks, fetched side by side instead of one after another.
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }

  // A hidden tab paints nothing, so it starts at once; a visible one after its next frame is painted.
  if (document.visibilityState === 'visible') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})();
