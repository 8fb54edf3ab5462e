/**
 * A local page to stand in for the embedded demo video, so stories and their tests never reach the
 * real video host (there is no network where they run).
 */
export const localVideoUrl = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><title>Demo</title><body style="margin:0;display:grid;place-items:center;height:100vh">Demo video</body>',
)}`;
