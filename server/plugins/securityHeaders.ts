import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response. Scripts only from this origin and never inline (the
 * prerendered pages have none); styles may be inline, because styled-components writes the page's
 * styles into `<style>` elements; the demo video's origin is the one frame allowed; nobody may frame
 * this site.
 */
export function contentSecurityPolicy(frameOrigin: string) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frameOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, the span browsers' preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Headers that tell the browser to hold this site to a strict policy. HSTS only goes out over TLS
 * (directly or, with TRUST_PROXY, as the proxy reports): sent over plain HTTP it would mean nothing,
 * and on a loopback test server it must not pin a browser to HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { frameOrigin: string }) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(options.frameOrigin),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Other sites learn our origin, never a page path (which could carry a query); the video host needs it.
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Nothing here uses a device or a sensor; fullscreen stays for the demo video.
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self "${options.frameOrigin}")`,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
